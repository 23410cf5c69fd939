import { css } from '@emotion/react';
import { theme } from '@citylens/shared/ui';
import type { TimedMessage } from './use-timed-message';

/** Success as a polite status, errors as an alert, in the kit's colours. */
export function StatusMessage({ message }: { message: TimedMessage | null }) {
  if (!message) return null;
  const success = message.tone === 'success';
  return (
    <p
      role={success ? 'status' : 'alert'}
      css={css`
        margin: 0;
        padding: ${theme.space[3]}px ${theme.space[4]}px;
        border-radius: ${theme.radii.md};
        font-weight: 600;
        color: ${success ? theme.colors.success : theme.colors.danger};
        background: ${success ? theme.colors.successSoft : theme.colors.dangerSoft};
      `}
    >
      {message.text}
    </p>
  );
}
