import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useFocusTrap } from './focus-trap';
import { Modal } from './Modal';
import { lockScroll, unlockScroll } from './scroll-lock';

/** A viewer-like overlay of another app: its own trap and scroll lock, not the Modal. */
function Viewer({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true);
  useLayoutEffect(() => {
    lockScroll();
    return unlockScroll;
  }, []);
  return (
    <div ref={ref} role="dialog" aria-label="Photo viewer">
      {children}
    </div>
  );
}

function Page() {
  const [viewer, setViewer] = useState(true);
  const [signIn, setSignIn] = useState(false);
  return (
    <>
      {viewer && (
        <Viewer>
          <button type="button" onClick={() => setSignIn(true)}>
            Like
          </button>
          <button type="button" onClick={() => setViewer(false)}>
            Close viewer
          </button>
        </Viewer>
      )}
      <Modal open={signIn} onClose={() => setSignIn(false)} title="Welcome Back">
        <label htmlFor="u">Username</label>
        <input id="u" />
        <button type="button">Sign In</button>
      </Modal>
      <button type="button" onClick={() => setViewer(false)}>
        Page button
      </button>
    </>
  );
}

test('a dialog over a viewer owns the focus; the viewer’s trap waits below it', async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Like' }));
  const dialog = screen.getByRole('dialog', { name: 'Welcome Back' });
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  // Tab cycles inside the top dialog only (the viewer below no longer pulls focus back).
  for (let i = 0; i < 5; i++) {
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  // Closing it hands the trap back to the viewer.
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Welcome Back' })).not.toBeInTheDocument();
  await user.tab();
  expect(screen.getByRole('dialog', { name: 'Photo viewer' })).toContainElement(
    document.activeElement as HTMLElement,
  );
});

test('the page scrolls again only when the last overlay closes, in any order', async () => {
  const user = userEvent.setup();
  document.body.style.overflow = 'auto';
  render(<Page />);
  expect(document.body.style.overflow).toBe('hidden');
  await user.click(screen.getByRole('button', { name: 'Like' }));
  // The viewer goes first while the dialog stays open.
  await user.click(screen.getByRole('button', { name: 'Close viewer' }));
  expect(document.body.style.overflow).toBe('hidden');
  await user.keyboard('{Escape}');
  expect(document.body.style.overflow).toBe('auto');
});
