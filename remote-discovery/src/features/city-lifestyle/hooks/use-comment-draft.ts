import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { focusWasLost } from '@citylens/shared/ui';
import type { usePhotoComments } from './use-photo-comments';

type PhotoComments = ReturnType<typeof usePhotoComments>;

/**
 * The comment being written (`draft`) and sending it: a blank one is refused with a message; a
 * sent one empties the field, which keeps the focus (`fieldRef`) ready for the next comment.
 */
export function useCommentDraft(
  add: PhotoComments['add'],
  setError: PhotoComments['setError'],
  fieldRef: RefObject<HTMLTextAreaElement | null>,
) {
  const [draft, setDraft] = useState('');
  const blank = draft.trim() === '';
  const sendRef = useRef<HTMLButtonElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank) {
      setError('Comment content is required');
      return;
    }
    add.mutate(draft.trim(), {
      onSuccess: () => {
        setDraft('');
        // Send turns disabled with the field empty, which would drop its focus to the page: the
        // field takes it, ready for the next comment.
        if (focusWasLost() || document.activeElement === sendRef.current) fieldRef.current?.focus();
      },
    });
  };

  return { draft, setDraft, blank, sendRef, submit };
}

export type CommentDraft = ReturnType<typeof useCommentDraft>;
