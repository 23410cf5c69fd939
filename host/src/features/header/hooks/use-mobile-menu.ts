import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';

/**
 * The header's mobile menu: open or closed, its toggle (a native disclosure's summary) and the
 * menu itself. Escape, a route change and focus leaving it close it.
 */
export function useMobileMenu(pathname: string) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLElement>(null);
  const disclosureRef = useRef<HTMLDetailsElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const menuId = useId();

  // A route change closes the mobile menu.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  // The menu works without script (a native disclosure); opened before hydration, it stays open.
  useEffect(() => {
    if (disclosureRef.current?.open) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // Tabbing out of the open menu (past its last item, or back before its toggle) closes it, so it
  // does not stay over the focused element under the sticky header. Focus stays where it went.
  // A null relatedTarget (focus left the page, or an item went away) leaves it as it is.
  const closeIfFocusLeft = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!open || !(next instanceof Node)) return;
    if (buttonRef.current?.contains(next) || menuRef.current?.contains(next)) return;
    setOpen(false);
  };

  // The item that was clicked disappears with the menu: park focus on the toggle first, so a
  // modal opened from here (Sign In, Sign Up) hands focus back to a visible control.
  const closeThen = (action: () => void) => () => {
    setOpen(false);
    buttonRef.current?.focus();
    action();
  };

  const toggle = () => setOpen((v) => !v);
  const close = () => setOpen(false);

  return {
    open,
    menuId,
    buttonRef,
    disclosureRef,
    menuRef,
    toggle,
    close,
    closeIfFocusLeft,
    closeThen,
  };
}

export type MobileMenuState = ReturnType<typeof useMobileMenu>;
