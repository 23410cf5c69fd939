import { useLayoutEffect, type RefObject } from 'react';
import { getTabbable } from './focus-trap';

/** Whether `el` shows inside the dialog's visible area as the dialog opens (at its top). */
function fitsInView(el: HTMLElement, dialog: HTMLElement): boolean {
  const box = el.getBoundingClientRect();
  const view = dialog.getBoundingClientRect();
  return box.bottom <= view.top + dialog.clientHeight;
}

function focusSlot(slot: string) {
  const next = Array.from(document.querySelectorAll<HTMLElement>('[data-focus-slot]')).find(
    (el) => el.dataset.focusSlot === slot,
  );
  next?.focus();
}

/**
 * A dialog opens at its top. Its first control takes focus only when it shows without scrolling
 * (a Close at the foot of a long dialog would scroll the title away); else the title.
 */
function focusOnOpen(root: HTMLElement, initialFocus: HTMLElement | null | undefined) {
  const body = root.querySelector<HTMLElement>('[data-modal-body]');
  const heading = root.querySelector<HTMLElement>('h2');
  const first = (body ? getTabbable(body)[0] : undefined) ?? getTabbable(root)[0];
  const target = initialFocus ?? (first && fitsInView(first, root) ? first : heading) ?? root;
  target.focus({ preventScroll: true });
  root.scrollTop = 0;
}

/**
 * Remembers the opener before focus moves into the dialog, and gives it focus back when the
 * dialog goes away (or, if it is gone, to the element in the opener's `data-focus-slot`).
 */
export function useModalFocus(
  dialogRef: RefObject<HTMLElement | null>,
  open: boolean,
  initialFocusRef: RefObject<HTMLElement | null> | undefined,
) {
  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const slot = opener?.dataset.focusSlot;
    const root = dialogRef.current;
    if (root) focusOnOpen(root, initialFocusRef?.current);
    return () => {
      if (opener && opener.isConnected) opener.focus();
      // The opener was replaced meanwhile (Sign In became the user menu): its successor in the
      // same data-focus-slot takes the focus, so keyboard users keep their place.
      else if (slot) focusSlot(slot);
    };
    // initialFocusRef is read once on open on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}
