import { useLayoutEffect, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Tabbable descendants in DOM order (hidden ones skipped where layout tells us). */
export function getTabbable(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && !el.closest('[hidden],[inert]') && el.tabIndex >= 0,
  );
}

/**
 * The active traps, newest last: only the newest acts, so a dialog opened over another (Sign In
 * over a photo viewer) never fights it for focus; when it goes, the one below acts again. One list
 * for every app on the page (this module is a federation singleton).
 */
const traps: HTMLElement[] = [];
const isTopTrap = (root: HTMLElement) => traps[traps.length - 1] === root;

/**
 * Keeps Tab and Shift+Tab inside `ref` while `active`, and moves focus back inside if it escapes
 * (e.g. a click on the backdrop). Hand-written instead of a library: the modal needs only this,
 * and it costs well under 1 KB where focus-trap + focus-trap-react add ~8 KB to every page.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean) {
  // A layout effect so the listeners are gone before a closing dialog hands focus back to its opener.
  useLayoutEffect(() => {
    const root = ref.current;
    if (!active || !root) return;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !isTopTrap(root)) return;
      const tabbable = getTabbable(root);
      if (tabbable.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const first = tabbable[0]!;
      const last = tabbable[tabbable.length - 1]!;
      const current = document.activeElement;
      const inside = current instanceof Node && root.contains(current);
      if (event.shiftKey && (current === first || current === root || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!root.isConnected || !isTopTrap(root)) return;
      if (event.target instanceof Node && !root.contains(event.target)) {
        (getTabbable(root)[0] ?? root).focus();
      }
    };
    traps.push(root);
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      traps.splice(traps.lastIndexOf(root), 1);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [ref, active]);
}
