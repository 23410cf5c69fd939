import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Modal } from './Modal';

function Harness({ onCloseSpy }: { onCloseSpy?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <button type="button">Outside</button>
      <Modal
        open={open}
        onClose={() => {
          onCloseSpy?.();
          setOpen(false);
        }}
        title="Welcome Back"
        closeLabel="Close sign in"
      >
        <label htmlFor="u">Username</label>
        <input id="u" />
        <button type="submit">Sign In</button>
      </Modal>
    </>
  );
}

/** Like the auth modals: the dialog is removed from the tree rather than set to closed. */
function UnmountHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Sign In
      </button>
      {open && (
        <Modal open onClose={() => setOpen(false)} title="Welcome Back">
          <input aria-label="Username" />
        </Modal>
      )}
    </>
  );
}

/** Like the header: once signed in, the Sign In button is replaced by the user menu button. */
function ReplacedOpenerHarness() {
  const [open, setOpen] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  return (
    <>
      {signedIn ? (
        <button key="menu" type="button" data-focus-slot="account">
          Ana
        </button>
      ) : (
        <button key="sign-in" type="button" data-focus-slot="account" onClick={() => setOpen(true)}>
          Sign In
        </button>
      )}
      {open && (
        <Modal open onClose={() => setOpen(false)} title="Welcome Back">
          <button type="button" onClick={() => setSignedIn(true)}>
            Log me in
          </button>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it("gives focus to the opener's successor in the same data-focus-slot when the opener is gone", async () => {
    const user = userEvent.setup();
    render(<ReplacedOpenerHarness />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.click(screen.getByRole('button', { name: 'Log me in' }));
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ana' })).toHaveFocus();
  });

  it('returns focus to the opener when the dialog is removed from the tree', async () => {
    const user = userEvent.setup();
    render(<UnmountHarness />);
    const opener = screen.getByRole('button', { name: 'Sign In' });
    await user.click(opener);
    expect(screen.getByLabelText('Username')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('is a modal dialog labelled by its title, focusing the first field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = screen.getByRole('dialog', { name: 'Welcome Back' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Close sign in' })).toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const close = screen.getByRole('button', { name: 'Close sign in' });
    const field = screen.getByLabelText('Username');
    const submit = screen.getByRole('button', { name: 'Sign In' });

    expect(field).toHaveFocus();
    await user.tab();
    expect(submit).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus(); // wrapped from last to first
    await user.tab();
    expect(field).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus(); // wrapped from first to last
    for (let i = 0; i < 7; i += 1) await user.tab();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onCloseSpy={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open dialog' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from the close button and the backdrop, and locks page scroll while open', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close sign in' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');

    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not close when clicking inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    await user.click(screen.getByRole('heading', { name: 'Welcome Back' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

test('a dialog opens at its top: when its first control lies below the fold, the title takes focus', () => {
  // jsdom has no layout: a 400 px tall dialog whose only control (Close, at its foot) sits at 900 px.
  const rect = (top: number, height: number) =>
    ({ top, bottom: top + height, left: 0, right: 0, width: 0, height, x: 0, y: top }) as DOMRect;
  const spy = jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('role') === 'dialog' ? rect(0, 400) : rect(900, 40);
    });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, value: 400 });
  try {
    render(
      <Modal open onClose={() => {}} title="RER B to the airports">
        <p>Long details</p>
        <button type="button">Close</button>
      </Modal>,
    );
    expect(screen.getByRole('heading', { name: 'RER B to the airports' })).toHaveFocus();
    expect(screen.getByRole('dialog').scrollTop).toBe(0);
  } finally {
    spy.mockRestore();
    delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  }
});

test('a dialog whose first control shows at once starts on that control', () => {
  render(
    <Modal open onClose={() => {}} title="Welcome Back">
      <label htmlFor="name">Username</label>
      <input id="name" />
    </Modal>,
  );
  expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
});

/** The CSS text of the rules that style `element`'s classes (emotion's, in the document). */
function rulesOf(element: Element): string {
  const classes = [...element.classList].map((c) => `.${c}`);
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule) => classes.some((c) => rule.cssText.startsWith(c)))
    .map((rule) => rule.cssText)
    .join('\n');
}

describe('a dialog in the server’s HTML (a deep link)', () => {
  it('moves to <body> after hydration without playing its opening animation again', async () => {
    const dialog = (
      <Modal open onClose={() => undefined} title="Jazz on the Quais">
        <p>Free open-air jazz</p>
      </Modal>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(dialog);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, dialog);
    });
    // The server's pass ends a task after hydration.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const moved = screen.getByRole('dialog', { name: 'Jazz on the Quais' });
    expect(container.contains(moved)).toBe(false);
    expect(rulesOf(moved)).toMatch(/animation: none/);
    expect(rulesOf(moved.parentElement!)).toMatch(/animation: none/);
    container.remove();
  });

  it('but one opened in the browser opens with its animation', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open dialog' }));
    const opened = screen.getByRole('dialog', { name: 'Welcome Back' });
    expect(rulesOf(opened)).not.toMatch(/animation: none/);
    expect(rulesOf(opened)).toMatch(/animation: /);
  });
});
