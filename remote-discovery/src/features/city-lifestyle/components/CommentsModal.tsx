import { css } from '@emotion/react';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { formatLongDate, useAuth, type LifestylePhoto } from '@citylens/shared';
import {
  centredRowCss,
  Button,
  ErrorState,
  Modal,
  Spinner,
  TextAreaField,
  focusWasLost,
  liveRegionCss,
  theme,
  stackCss,
} from '@citylens/shared/ui';
import { isOwnComment, usePhotoComments } from '../hooks/use-photo-comments';

export interface CommentsModalProps {
  photo: LifestylePhoto;
  cityName: string;
  onClose: () => void;
  /** Signed out: step aside and ask the host for the sign-in modal. */
  onSignIn: () => void;
}

/** A photo's comments: the list, adding one, and deleting one's own. */
export function CommentsModal({ photo, cityName, onClose, onSignIn }: CommentsModalProps) {
  const { status, user } = useAuth();
  const signedIn = status === 'signed-in';
  const { comments, add, remove, success, error, setError } = usePhotoComments(photo.id, cityName);
  const [draft, setDraft] = useState('');
  const blank = draft.trim() === '';
  const listRef = useRef<HTMLUListElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const deleteButtons = useRef(new Map<number, HTMLButtonElement>());
  /** The comment being deleted and the ones after it, in list order. */
  const deleting = useRef<{ id: number; after: number[] } | null>(null);

  // A deleted comment takes its focused Delete button with it, and focus would drop to <body>
  // (the trap only catches it on the next Tab): move it to the next Delete button, else the
  // list, else the comment field.
  const list = comments.data;
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

  return (
    <Modal open onClose={onClose} title="Comments" description={photo.title} size="md">
      <div css={stackCss[4]}>
        {comments.isPending ? (
          <Spinner label="Loading comments…" />
        ) : comments.isError ? (
          <ErrorState
            message="Failed to load comments. Please try again later."
            onRetry={() => void comments.refetch()}
          />
        ) : comments.data.length === 0 ? (
          <p
            css={css`
              color: ${theme.colors.textMuted};
            `}
          >
            No comments yet. Be the first to comment.
          </p>
        ) : (
          <ul
            ref={listRef}
            aria-label="Comments"
            tabIndex={-1}
            css={[
              stackCss[3],
              css`
                padding: 0;
                list-style: none;
                max-height: 40vh;
                overflow-y: auto;
              `,
            ]}
          >
            {comments.data.map((comment, index, all) => (
              <li
                key={comment.id}
                css={css`
                  padding: ${theme.space[3]}px;
                  border-radius: ${theme.radii.md};
                  background: ${theme.colors.surfaceMuted};
                `}
              >
                <div
                  css={css`
                    display: flex;
                    align-items: baseline;
                    justify-content: space-between;
                    gap: ${theme.space[2]}px;
                  `}
                >
                  <p>
                    <strong>{comment.user.username}</strong>{' '}
                    <span
                      css={css`
                        color: ${theme.colors.textMuted};
                        font-size: ${theme.fontSizes.sm};
                      `}
                    >
                      {formatLongDate(comment.created_at)}
                    </span>
                  </p>
                  {signedIn && isOwnComment(comment, user) && (
                    <Button
                      ref={(button) => {
                        if (!button) return;
                        deleteButtons.current.set(comment.id, button);
                        return () => {
                          deleteButtons.current.delete(comment.id);
                        };
                      }}
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete your comment: ${comment.content.slice(0, 40)}`}
                      loading={remove.isPending && remove.variables === comment.id}
                      onClick={() => {
                        if (status !== 'signed-in') {
                          setError('You must be logged in to delete comments');
                          return;
                        }
                        deleting.current = {
                          id: comment.id,
                          after: all.slice(index + 1).map((c) => c.id),
                        };
                        remove.mutate(comment.id, {
                          onError: () => {
                            deleting.current = null;
                          },
                        });
                      }}
                    >
                      Delete
                    </Button>
                  )}
                </div>
                <p
                  css={css`
                    margin-top: ${theme.space[1]}px;
                    white-space: pre-wrap;
                  `}
                >
                  {comment.content}
                </p>
              </li>
            ))}
          </ul>
        )}
        {/* Always mounted, only its text changes (liveRegionCss). */}
        <p
          role="status"
          css={[
            liveRegionCss,
            css`
              color: ${theme.colors.success};
              font-weight: 600;
            `,
          ]}
        >
          {success}
        </p>
        {error && (
          <p
            role="alert"
            css={css`
              color: ${theme.colors.danger};
              font-weight: 600;
            `}
          >
            {error}
          </p>
        )}
        {signedIn ? (
          <form onSubmit={submit} css={stackCss[2]}>
            <TextAreaField
              ref={fieldRef}
              label="Add a comment"
              value={draft}
              rows={3}
              maxLength={1000}
              onChange={(event) => setDraft(event.target.value)}
            />
            <div>
              <Button
                ref={sendRef}
                type="submit"
                disabled={blank}
                loading={add.isPending}
                loadingText="Sending…"
              >
                Send
              </Button>
            </div>
          </form>
        ) : (
          <div css={centredRowCss[3]}>
            <p>Sign in to add a comment.</p>
            <Button variant="secondary" onClick={onSignIn}>
              Sign In
            </Button>
          </div>
        )}
      </div>
    </Modal>
  );
}
