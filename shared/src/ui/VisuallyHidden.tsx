import { css } from '@emotion/react';
import type { ComponentPropsWithoutRef, ElementType } from 'react';

/** Hides content visually while keeping it for screen readers. */
export const visuallyHiddenCss = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export type VisuallyHiddenProps = ComponentPropsWithoutRef<'span'> & { as?: ElementType };

export function VisuallyHidden({ as: Component = 'span', ...rest }: VisuallyHiddenProps) {
  return <Component css={visuallyHiddenCss} {...rest} />;
}
