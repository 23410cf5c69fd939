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
  className?: string;
}

/** An error message (role="alert") with an optional Try Again button. */
export function ErrorState({
  message,
  onRetry,
  retryLabel = 'Try Again',
  title,
  className,
}: ErrorStateProps) {
  return (
    <section
      className={className}
      css={[
        stateBoxCss,
        css`
          background: ${theme.colors.dangerSoft};
        `,
      ]}
    >
      {title && (
        <h2
          css={css`
            font-size: ${theme.fontSizes.xl};
          `}
        >
          {title}
        </h2>
      )}
      <p
        role="alert"
        css={css`
          color: ${theme.colors.danger};
          font-weight: 600;
        `}
      >
        {message}
      </p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </section>
  );
}
