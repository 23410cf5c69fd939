import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isOverrideUrl, remoteNames, remotes, type RemoteName } from '@citylens/shared/contracts';
import { readOverrides, saveOverrides, type RemoteOverrides } from '../lib/remote-overrides';

const panelStyle = {
  // The site's reset takes every margin away; a modal <dialog> is centred by its auto margins.
  margin: 'auto',
  border: '1px solid #2b4c7e',
  borderRadius: 8,
  padding: 20,
  maxWidth: 'min(520px, calc(100vw - 32px))',
  width: '100%',
  font: '15px/1.5 system-ui, sans-serif',
  color: '#1d232b',
} as const;

/**
 * A developer's remote overrides: one manifest URL per remote (a local build), kept in
 * localStorage; Save reloads the page so the host registers the override from the start.
 * A native <dialog>: modal, focus kept inside, Escape closes.
 */
export function OverridesPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [values, setValues] = useState<RemoteOverrides>(readOverrides);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      setValues(readOverrides());
      el.showModal();
    } else if (!open && el.open) el.close();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bad = remoteNames.find((name) => values[name] && !isOverrideUrl(values[name]!));
    if (bad) {
      setError(
        `${remotes[bad].title}: enter an http://localhost or http://127.0.0.1 mf-manifest.json URL`,
      );
      return;
    }
    saveOverrides(values);
    window.location.reload();
  };
  const clearAll = () => {
    saveOverrides({});
    window.location.reload();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="citylens-overrides-title"
      style={panelStyle}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        <h2 id="citylens-overrides-title" style={{ margin: '0 0 8px', fontSize: '1.2rem' }}>
          Remote overrides
        </h2>
        <p style={{ margin: '0 0 16px' }}>
          Load a remote from your own build: the mf-manifest.json address of its dev server on
          localhost or 127.0.0.1. Kept in this browser only.
        </p>
        {remoteNames.map((name: RemoteName) => (
          <p key={name} style={{ margin: '0 0 12px' }}>
            <label htmlFor={`override-${name}`} style={{ display: 'block', fontWeight: 600 }}>
              {remotes[name].title}
            </label>
            <input
              id={`override-${name}`}
              type="url"
              value={values[name] ?? ''}
              placeholder={`Deployed build (dev server: port ${remotes[name].port})`}
              onChange={(event) => setValues({ ...values, [name]: event.target.value.trim() })}
              style={{
                width: '100%',
                font: 'inherit',
                padding: '6px 8px',
                boxSizing: 'border-box',
              }}
            />
          </p>
        ))}
        {error && (
          <p role="alert" style={{ color: '#a1140f' }}>
            {error}
          </p>
        )}
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <button type="submit">Save and reload</button>
          <button type="button" onClick={clearAll}>
            Clear all
          </button>
          <button type="button" onClick={onClose}>
            Close
          </button>
        </div>
      </form>
    </dialog>
  );
}
