import { useCallback, useEffect, useRef } from 'react';
import type { CityReview } from '@citylens/shared';
import { focusWasLost } from '@citylens/shared/ui';

/** True unless the user has put focus somewhere outside `region` (then it is theirs to keep). */
function focusIsLostOrIn(region: HTMLElement | null): boolean {
  return focusWasLost() || Boolean(region?.contains(document.activeElement));
}

type PendingFocus = { to: 'notice' } | { to: 'list'; deletedId: number };

/**
 * Where focus goes once the list shows what a submit or delete did: the control that had it
 * (the form, the review's Delete) is gone by then, and focus would fall to <body>. Only after
 * the user's own action: a notice there from the start takes nothing.
 */
export function useReviewChangeFocus(shown: CityReview[] | undefined) {
  const writeRef = useRef<HTMLElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const listRef = useRef<HTMLElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<PendingFocus | null>(null);
  const shownReviews = useRef(shown);

  const movePendingFocus = useCallback(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    if (pending.to === 'notice') {
      const notice = noticeRef.current;
      if (!notice) return; // it comes with the list's reload
      pendingFocus.current = null;
      if (focusIsLostOrIn(writeRef.current)) notice.focus();
    } else {
      if (shownReviews.current?.some((r) => r.id === pending.deletedId)) return;
      pendingFocus.current = null;
      if (focusIsLostOrIn(listRef.current)) listHeadingRef.current?.focus();
    }
  }, []);

  // The reload may land before or after the submit or delete settles: check on both.
  useEffect(() => {
    shownReviews.current = shown;
    movePendingFocus();
  }, [shown, movePendingFocus]);

  return { writeRef, noticeRef, listRef, listHeadingRef, pendingFocus, movePendingFocus };
}
