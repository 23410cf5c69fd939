import { css } from '@emotion/react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { mq, theme } from './theme';

/** The raised surface pages put their blocks on (a form, contact details, a result). */
export const cardCss = css`
  padding: ${theme.space[5]}px;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.sm};
  ${mq.tablet} {
    padding: ${theme.space[6]}px;
  }
`;

/** A card's own heading (an h2 in a card beside others). */
export const cardTitleCss = css`
  font-size: ${theme.fontSizes.xl};
  margin-bottom: ${theme.space[3]}px;
`;

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element it is: a titled `section` unless told (`div`, `article`). */
  as?: 'section' | 'div' | 'article';
  ref?: Ref<HTMLElement>;
  /** A heading (an h2 with this id) that opens the card and names it. */
  heading?: { id: string; text: ReactNode };
}

/** A card: `cardCss` on a section. Forms that are cards put `cardCss` on the form itself. */
export function Card({ as: Element = 'section', ref, heading, children, ...props }: CardProps) {
  return (
    <Element
      ref={ref as Ref<HTMLDivElement>}
      css={cardCss}
      aria-labelledby={heading?.id}
      {...props}
    >
      {heading && (
        <h2 id={heading.id} css={cardTitleCss}>
          {heading.text}
        </h2>
      )}
      {children}
    </Element>
  );
}
