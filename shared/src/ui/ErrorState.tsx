import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { stateBoxCss } from './EmptyState';
import { theme } from './theme';

export interface ErrorStateProps {
  /** The spec's error text, shown as is. */
  message: ReactNode;
  /** When given, a Try Again button calls it. */
  onRetry?: () => void;
  retryLabel?: string;
  title?: ReactNode;
  /**
   * One line above content that still shows (a part that failed, a list that could not refresh)
   * instead of a block in its place; a small retry button sits beside the text.
   */
  inline?: boolean;
  className?: string;
}

const messageCss = css`
  margin: 0;
  color: ${theme.colors.danger};
  font-weight: 600;
`;

const inlineCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]}px;
  padding: ${theme.space[3]}px ${theme.space[4]}px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.dangerSoft};
`;

const blockCss = [
  stateBoxCss,
  css`
    background: ${theme.colors.dangerSoft};
  `,
];

/** An error message (role="alert") with an optional Try Again button. */
export function ErrorState({
  message,
  onRetry,
  retryLabel = 'Try Again',
  title,
  inline = false,
  className,
}: ErrorStateProps) {
  const retry = onRetry && (
    <Button size={inline ? 'sm' : 'md'} variant="secondary" onClick={onRetry}>
      {retryLabel}
    </Button>
  );
  if (inline) {
    return (
      <div className={className} css={inlineCss}>
        <p role="alert" css={messageCss}>
          {message}
        </p>
        {retry}
      </div>
    );
  }
  return (
    <section className={className} css={blockCss}>
      {title && (
        <h2
          css={css`
            font-size: ${theme.fontSizes.xl};
          `}
        >
          {title}
        </h2>
      )}
      <p role="alert" css={messageCss}>
        {message}
      </p>
      {retry}
    </section>
  );
}
