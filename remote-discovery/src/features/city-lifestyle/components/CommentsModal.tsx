import { css } from '@emotion/react';
import type { RefObject } from 'react';
import { useAuth, type LifestylePhoto, type LifestylePhotoComment } from '@citylens/shared';
import {
  centredRowCss,
  Button,
  ErrorState,
  Modal,
  Spinner,
  TextAreaField,
  liveRegionCss,
  theme,
  stackCss,
} from '@citylens/shared/ui';
import { isOwnComment, usePhotoComments } from '../hooks/use-photo-comments';
import { useCommentDraft, type CommentDraft } from '../hooks/use-comment-draft';
import { useDeleteFocus } from '../hooks/use-delete-focus';
import { CommentList } from './CommentList';

export interface CommentsModalProps {
  photo: LifestylePhoto;
  cityName: string;
  onClose: () => void;
  /** Signed out: step aside and ask the host for the sign-in modal. */
  onSignIn: () => void;
}

/** Adding a comment, signed in: the field and Send, for the comment being written (`newComment`). */
function CommentForm({
  newComment: { draft, setDraft, blank, sendRef, submit },
  sending,
  fieldRef,
}: {
  newComment: CommentDraft;
  sending: boolean;
  fieldRef: RefObject<HTMLTextAreaElement | null>;
}) {
  return (
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
          loading={sending}
          loadingText="Sending…"
        >
          Send
        </Button>
      </div>
    </form>
  );
}

/** A photo's comments: the list, adding one, and deleting one's own. */
export function CommentsModal({ photo, cityName, onClose, onSignIn }: CommentsModalProps) {
  const { status, user } = useAuth();
  const signedIn = status === 'signed-in';
  const { comments, add, remove, success, error, setError } = usePhotoComments(photo.id, cityName);
  const { listRef, fieldRef, deleteButtons, deleting } = useDeleteFocus(comments.data);
  const newComment = useCommentDraft(add, setError, fieldRef);

  /** Deletes `comment`; `after`: the comments after it, where focus goes once it has gone. */
  const deleteComment = (comment: LifestylePhotoComment, after: LifestylePhotoComment[]) => {
    if (status !== 'signed-in') {
      setError('You must be logged in to delete comments');
      return;
    }
    deleting.current = { id: comment.id, after: after.map((c) => c.id) };
    remove.mutate(comment.id, {
      onError: () => {
        deleting.current = null;
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
          <CommentList
            comments={comments.data}
            listRef={listRef}
            canDelete={(comment) => signedIn && isOwnComment(comment, user)}
            deletingId={remove.isPending ? remove.variables : undefined}
            deleteButtons={deleteButtons}
            onDelete={deleteComment}
          />
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
          <CommentForm newComment={newComment} sending={add.isPending} fieldRef={fieldRef} />
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
