import { css } from '@emotion/react';
import type { ReactNode, RefObject } from 'react';
import { formatLongDate, type LifestylePhotoComment } from '@citylens/shared';
import { Button, stackCss, theme } from '@citylens/shared/ui';

/**
 * Delete on one's own comment. Each is kept in `buttons` while on the page, so focus can move to
 * the next one when a deleted comment takes its button away.
 */
function DeleteCommentButton({
  comment,
  buttons,
  deleting,
  onDelete,
}: {
  comment: LifestylePhotoComment;
  buttons: RefObject<Map<number, HTMLButtonElement>>;
  /** This comment's delete is under way. */
  deleting: boolean;
  onDelete: () => void;
}) {
  return (
    <Button
      ref={(button) => {
        if (!button) return;
        buttons.current.set(comment.id, button);
        return () => {
          buttons.current.delete(comment.id);
        };
      }}
      variant="ghost"
      size="sm"
      aria-label={`Delete your comment: ${comment.content.slice(0, 40)}`}
      loading={deleting}
      onClick={onDelete}
    >
      Delete
    </Button>
  );
}

/** One comment: who wrote it and when (with `action` beside, its Delete), then its text. */
function CommentItem({ comment, action }: { comment: LifestylePhotoComment; action: ReactNode }) {
  return (
    <li
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
        {action}
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
  );
}

export interface CommentListProps {
  comments: LifestylePhotoComment[];
  /** The list takes focus when a deleted comment leaves no Delete button after it. */
  listRef: RefObject<HTMLUListElement | null>;
  /** Whether the visitor may delete this comment (signed in, and it is theirs). */
  canDelete: (comment: LifestylePhotoComment) => boolean;
  /** The comment whose delete is under way. */
  deletingId: number | undefined;
  deleteButtons: RefObject<Map<number, HTMLButtonElement>>;
  /** Deletes `comment`; `after`: the comments after it, in list order. */
  onDelete: (comment: LifestylePhotoComment, after: LifestylePhotoComment[]) => void;
}

/** A photo's comments, oldest first, scrolling within the dialog; Delete on one's own. */
export function CommentList({
  comments,
  listRef,
  canDelete,
  deletingId,
  deleteButtons,
  onDelete,
}: CommentListProps) {
  return (
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
      {comments.map((comment, index, all) => (
        <CommentItem
          key={comment.id}
          comment={comment}
          action={
            canDelete(comment) && (
              <DeleteCommentButton
                comment={comment}
                buttons={deleteButtons}
                deleting={deletingId === comment.id}
                onDelete={() => onDelete(comment, all.slice(index + 1))}
              />
            )
          }
        />
      ))}
    </ul>
  );
}
