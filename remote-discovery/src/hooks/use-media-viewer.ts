import { useEffect, useLayoutEffect, useRef } from 'react';
import { lockScroll, unlockScroll, useFocusTrap } from '@citylens/shared/ui';

/**
 * The viewer's focus, for its dialog element (the ref returned): kept inside while it has the keys
 * (not `suspended` under a dialog of its own), on its close button as it opens, and back on
 * whatever opened it as it closes. Meanwhile the page behind does not scroll.
 */
export function useViewerFocus(suspended: boolean) {
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, !suspended);

  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    lockScroll();
    dialogRef.current?.querySelector<HTMLElement>('[data-viewer-close]')?.focus();
    return () => {
      unlockScroll();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return dialogRef;
}

export interface ViewerHandlers {
  onClose: () => void;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * The viewer's keys while it has them (not `suspended` under a dialog of its own): Escape closes,
 * and with `several` items the left and right arrows step. Returns the latest handlers, for the
 * viewer's buttons.
 */
export function useViewerKeys(
  { onClose, onPrevious, onNext }: ViewerHandlers,
  several: boolean,
  suspended: boolean,
) {
  const handlers = useRef({ onClose, onPrevious, onNext });
  useEffect(() => {
    handlers.current = { onClose, onPrevious, onNext };
  });

  useEffect(() => {
    if (suspended) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        handlers.current.onClose();
      } else if (several && event.key === 'ArrowLeft') {
        handlers.current.onPrevious();
      } else if (several && event.key === 'ArrowRight') {
        handlers.current.onNext();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [several, suspended]);

  return handlers;
}
