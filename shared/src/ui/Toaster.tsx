import { css } from '@emotion/react';
import type { Toast } from '../contracts/bus';
import { lineCss } from './layout';
import { theme } from './theme';

export interface ToasterProps {
  toasts: Toast[];
  onDismiss: (id: number) => void;
}

const tones = {
  success: { bg: theme.colors.successSoft, fg: theme.colors.success },
  error: { bg: theme.colors.dangerSoft, fg: theme.colors.danger },
  info: { bg: theme.colors.infoSoft, fg: theme.colors.info },
} as const;

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const tone = tones[toast.tone];
  return (
    <li
      css={[
        lineCss[3],
        css`
          padding: ${theme.space[3]}px ${theme.space[4]}px;
          border-radius: ${theme.radii.md};
          border-left: 4px solid ${tone.fg};
          background: ${tone.bg};
          color: ${theme.colors.text};
          box-shadow: ${theme.shadows.md};
          pointer-events: auto;
        `,
      ]}
    >
      <p
        css={css`
          flex: 1;
          font-weight: 600;
        `}
      >
        {toast.message}
      </p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label="Dismiss notification"
        css={css`
          border: 0;
          background: transparent;
          color: ${tone.fg};
          font-size: 1.25rem;
          line-height: 1;
          min-width: 32px;
          min-height: 32px;
          cursor: pointer;
          border-radius: ${theme.radii.sm};
        `}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

const listCss = css`
  list-style: none;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]}px;
`;

/** One live region's toasts, as a list (nothing while it has none). */
function ToastList({ toasts, onDismiss }: ToasterProps) {
  if (toasts.length === 0) return null;
  return (
    <ul css={listCss}>
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} onDismiss={onDismiss} />
      ))}
    </ul>
  );
}

/**
 * Renders the bus toasts. It keeps no timers: the bus removes each toast after
 * TOAST_DURATION_MS, so every app shows the same toasts for the same time. The live region is always in the DOM so screen readers announce
 * toasts as they are added (errors assertively, others politely).
 */
export function Toaster({ toasts, onDismiss }: ToasterProps) {
  const urgent = toasts.filter((t) => t.tone === 'error');
  const polite = toasts.filter((t) => t.tone !== 'error');
  return (
    <div
      css={css`
        position: fixed;
        z-index: ${theme.zIndices.toast};
        right: ${theme.space[4]}px;
        bottom: ${theme.space[4]}px;
        left: ${theme.space[4]}px;
        display: flex;
        flex-direction: column;
        gap: ${theme.space[2]}px;
        pointer-events: none;
        ${theme.mq.mobile} {
          left: auto;
          width: 380px;
        }
      `}
    >
      {/* The live regions stay mounted (so additions are announced); list roles stay on the lists. */}
      <div role="alert" aria-live="assertive" aria-label="Errors">
        <ToastList toasts={urgent} onDismiss={onDismiss} />
      </div>
      <div role="status" aria-live="polite" aria-label="Notifications">
        <ToastList toasts={polite} onDismiss={onDismiss} />
      </div>
    </div>
  );
}
