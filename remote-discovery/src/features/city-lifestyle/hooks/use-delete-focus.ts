import { useLayoutEffect, useRef } from 'react';
import type { LifestylePhotoComment } from '@citylens/shared';
import { focusWasLost } from '@citylens/shared/ui';

/** The comment being deleted and the ones after it, in list order. */
export interface CommentDeleting {
  id: number;
  after: number[];
}

/**
 * Where focus goes once a deleted comment has left `list`. It takes its focused Delete button
 * with it, and focus would drop to <body> (the trap only catches it on the next Tab): it moves to
 * the next Delete button (`deleteButtons`), else the list (`listRef`), else the comment field
 * (`fieldRef`). Set `deleting` as a delete starts.
 */
export function useDeleteFocus(list: LifestylePhotoComment[] | undefined) {
  const listRef = useRef<HTMLUListElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const deleteButtons = useRef(new Map<number, HTMLButtonElement>());
  const deleting = useRef<CommentDeleting | null>(null);

  useLayoutEffect(() => {
    const pending = deleting.current;
    if (!pending || !list || list.some((c) => c.id === pending.id)) return;
    deleting.current = null;
    // Focus went somewhere else meanwhile (typing a comment): leave it there.
    if (!focusWasLost()) return;
    const next = pending.after
      .map((id) => deleteButtons.current.get(id))
      .find((button) => button?.isConnected);
    (next ?? listRef.current ?? fieldRef.current)?.focus();
  }, [list]);

  return { listRef, fieldRef, deleteButtons, deleting };
}
