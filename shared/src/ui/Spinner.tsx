import { css, keyframes } from '@emotion/react';
import { theme } from './theme';
import { VisuallyHidden } from './VisuallyHidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

export interface SpinnerProps {
  /** Accessible name, read by screen readers. */
  label?: string;
  size?: number;
  /** Centre it in a padded block (page-level loading). */
  block?: boolean;
  className?: string;
}

/** A loading indicator with role="status" and an accessible label. */
export function Spinner({ label = 'Loading…', size = 32, block = false, className }: SpinnerProps) {
  return (
    <div
      role="status"
      className={className}
      css={
        block &&
        css`
          display: flex;
          justify-content: center;
          padding: ${theme.space[7]}px ${theme.space[4]}px;
        `
      }
    >
      <span
        aria-hidden="true"
        css={css`
          display: inline-block;
          width: ${size}px;
          height: ${size}px;
          border-radius: 50%;
          border: ${Math.max(2, Math.round(size / 10))}px solid ${theme.colors.primarySoft};
          border-top-color: ${theme.colors.primary};
          animation: ${spin} 0.8s linear infinite;
        `}
      />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
