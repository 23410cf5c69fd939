import { css } from '@emotion/react';
import { theme } from '@citylens/shared/ui';
import type { SubmitFailure } from '../hooks/use-place-order';

/** Why the order was not placed, above Place Order: the message and any reason the server gave. */
export function OrderFailureAlert({ failure }: { failure: SubmitFailure }) {
  return (
    <div
      role="alert"
      css={css`
        margin-bottom: ${theme.space[4]}px;
        padding: ${theme.space[3]}px ${theme.space[4]}px;
        border-radius: ${theme.radii.md};
        background: ${theme.colors.dangerSoft};
        color: ${theme.colors.danger};
        font-weight: 600;
      `}
    >
      <p>{failure.message}</p>
      {failure.detail && (
        <p
          css={css`
            font-weight: 400;
          `}
        >
          {failure.detail}
        </p>
      )}
    </div>
  );
}
