import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { remotes, type RemoteName } from '@citylens/shared/contracts';
import { OverridesPanel } from './OverridesPanel';
import { isOverridesShortcut, overridesRequested } from '../lib/remote-overrides';

const badgeStyle = {
  position: 'fixed',
  left: 12,
  bottom: 12,
  zIndex: 2147483000,
  background: '#a1140f',
  color: '#fff',
  border: 0,
  borderRadius: 999,
  padding: '6px 14px',
  font: '600 14px/1.4 system-ui, sans-serif',
  boxShadow: '0 2px 8px rgba(0,0,0,.3)',
  cursor: 'pointer',
} as const;

function RemoteOverridesRoot({ active }: { active: RemoteName[] }) {
  const [open, setOpen] = useState(() => overridesRequested(window.location.search));
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isOverridesShortcut(event)) {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      {active.length > 0 && (
        <button
          type="button"
          data-testid="overrides-badge"
          style={badgeStyle}
          onClick={() => setOpen(true)}
        >
          Override active: {active.map((name) => remotes[name].title).join(', ')}
        </button>
      )}
      <OverridesPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * Loaded only when the runtime config allows overrides: its own small root beside the app, so
 * nothing of it reaches a visitor's page otherwise.
 */
export function mountRemoteOverrides(active: RemoteName[]): void {
  const host = document.createElement('div');
  host.id = 'citylens-overrides';
  document.body.append(host);
  createRoot(host).render(<RemoteOverridesRoot active={active} />);
}
