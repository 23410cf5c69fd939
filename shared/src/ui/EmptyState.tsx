import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from './theme';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Decorative icon (hidden from assistive tech). */
  icon?: ReactNode;
  /** Buttons or links, e.g. a back button. */
  action?: ReactNode;
  /** Heading level of the title (default h2). */
  headingLevel?: 2 | 3;
  className?: string;
}

export const stateBoxCss = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[3]}px;
  padding: ${theme.space[7]}px ${theme.space[5]}px;
  text-align: center;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceMuted};
`;

/** "No Articles Yet" and friends. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section className={className} css={stateBoxCss}>
      {icon && (
        <div
          aria-hidden="true"
          css={css`
            color: ${theme.colors.primary};
          `}
        >
          {icon}
        </div>
      )}
      <Heading
        css={css`
          font-size: ${theme.fontSizes.xl};
        `}
      >
        {title}
      </Heading>
      {description && (
        <p
          css={css`
            color: ${theme.colors.textMuted};
            max-width: 50ch;
          `}
        >
          {description}
        </p>
      )}
      {action}
    </section>
  );
}
