import { css } from '@emotion/react';
import { liveRegionCss, theme } from '@citylens/shared/ui';
import type { TimedMessage } from '../hooks/use-timed-message';

const boxCss = (success: boolean) => css`
  margin: 0;
  font-weight: 600;
  color: ${success ? theme.colors.success : theme.colors.danger};
  &:not(:empty) {
    padding: ${theme.space[3]}px ${theme.space[4]}px;
    border-radius: ${theme.radii.md};
    background: ${success ? theme.colors.successSoft : theme.colors.dangerSoft};
  }
`;

/**
 * Success in a polite status, errors in an alert, in the kit's colours. Both regions stay mounted
 * and only their text changes: a region inserted together with its text is often not announced.
 */
export function StatusMessage({ message }: { message: TimedMessage | null }) {
  const tone = message?.tone;
  return (
    <>
      <p role="status" css={[liveRegionCss, boxCss(true)]}>
        {tone === 'success' ? message!.text : ''}
      </p>
      <p role="alert" css={[liveRegionCss, boxCss(false)]}>
        {message && tone !== 'success' ? message.text : ''}
      </p>
    </>
  );
}
