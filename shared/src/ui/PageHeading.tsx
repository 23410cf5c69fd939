import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from './theme';

/** A section's h2 on a page (Photos of the Week, All Events, Send a Message). */
export const sectionTitleCss = css`
  font-size: ${theme.fontSizes.xxl};
`;

export interface PageHeadingProps {
  /** The page's h1. */
  title: ReactNode;
  /** A short line under the title. */
  subtitle?: ReactNode;
  /** Small label above the title (e.g. "Legal"). */
  eyebrow?: ReactNode;
  /** Right-aligned actions on wide screens. */
  actions?: ReactNode;
  className?: string;
}

export function PageHeading({ title, subtitle, eyebrow, actions, className }: PageHeadingProps) {
  return (
    <header
      className={className}
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: flex-end;
        justify-content: space-between;
        gap: ${theme.space[4]}px;
        margin-bottom: ${theme.space[6]}px;
      `}
    >
      <div>
        {eyebrow && (
          <p
            css={css`
              text-transform: uppercase;
              letter-spacing: 0.08em;
              font-size: ${theme.fontSizes.xs};
              font-weight: 700;
              color: ${theme.colors.primary};
              margin-bottom: ${theme.space[2]}px;
            `}
          >
            {eyebrow}
          </p>
        )}
        <h1
          css={css`
            font-size: ${theme.fontSizes.display};
            color: ${theme.colors.text};
          `}
        >
          {title}
        </h1>
        {subtitle && (
          <p
            css={css`
              margin-top: ${theme.space[2]}px;
              max-width: 65ch;
              color: ${theme.colors.textMuted};
              font-size: ${theme.fontSizes.lg};
            `}
          >
            {subtitle}
          </p>
        )}
      </div>
      {actions && <div>{actions}</div>}
    </header>
  );
}
