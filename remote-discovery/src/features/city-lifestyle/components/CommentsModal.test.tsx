/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { type LifestylePhotoComment } from '@citylens/shared';
import { renderWithProviders, json, setupFakeApi, type Handler } from '@citylens/shared/testing';
import { comment, lea, lifestylePhoto, signInAsLea } from '../../../testing/fixtures';
import { COMMENT_DELETED_CLEAR_MS } from '../hooks/use-photo-comments';
import { CommentsModal } from './CommentsModal';

const someone = { id: 2, username: 'someone' };

function renderModal(initial: LifestylePhotoComment[]) {
  let comments = initial;
  const routes: Record<string, Handler> = {
    'GET /api/lifestyle-photos/1/comments/': () => json(comments),
    'POST /api/lifestyle-photos/1/comment/': (call) => {
      const added = comment(99, lea, (call.body as { content: string }).content);
      comments = [...comments, added];
      return json(added, 201);
    },
  };
  for (const { id } of initial) {
    routes[`DELETE /api/lifestyle-photos/1/comments/${id}/`] = () => {
      comments = comments.filter((c) => c.id !== id);
      return json({ success: true });
    };
  }
  setupFakeApi(routes);
  signInAsLea();
  return renderWithProviders(
    <CommentsModal
      photo={lifestylePhoto(1)}
      cityName="Paris"
      onClose={jest.fn()}
      onSignIn={jest.fn()}
    />,
  );
}

const deleteButton = (dialog: HTMLElement, content: string) =>
  within(dialog).getByRole('button', { name: `Delete your comment: ${content}` });

async function deleteAndWait(
  dialog: HTMLElement,
  content: string,
  user: { click: (el: Element) => Promise<void> },
) {
  await user.click(deleteButton(dialog, content));
  await waitFor(() => expect(within(dialog).queryByText(content)).not.toBeInTheDocument());
}

test('deleting a comment moves focus to the next comment’s Delete, then the list, then the field', async () => {
  const { user } = renderModal([
    comment(1, lea, 'First note'),
    comment(2, someone, 'Lovely light'),
    comment(3, lea, 'Second note'),
    comment(4, lea, 'Third note'),
  ]);
  const dialog = await screen.findByRole('dialog', { name: 'Comments' });
  await within(dialog).findByText('First note');

  // The next comment (someone else's) has no Delete: the next Delete button takes focus.
  await deleteAndWait(dialog, 'First note', user);
  expect(deleteButton(dialog, 'Second note')).toHaveFocus();

  await deleteAndWait(dialog, 'Second note', user);
  expect(deleteButton(dialog, 'Third note')).toHaveFocus();

  // The last one: no Delete after it, so the list of comments.
  await deleteAndWait(dialog, 'Third note', user);
  expect(within(dialog).getByRole('list', { name: 'Comments' })).toHaveFocus();
});

test('deleting the only comment moves focus to the comment field', async () => {
  const { user } = renderModal([comment(1, lea, 'Only note')]);
  const dialog = await screen.findByRole('dialog', { name: 'Comments' });
  await within(dialog).findByText('Only note');
  await deleteAndWait(dialog, 'Only note', user);
  expect(
    await within(dialog).findByText('No comments yet. Be the first to comment.'),
  ).toBeVisible();
  expect(within(dialog).getByLabelText('Add a comment')).toHaveFocus();
});

test('the status line stays mounted and only its text changes, so screen readers announce it', async () => {
  const { user } = renderModal([comment(1, lea, 'First note'), comment(2, lea, 'Second note')]);
  const dialog = await screen.findByRole('dialog', { name: 'Comments' });
  await within(dialog).findByText('First note');
  const status = within(dialog).getByRole('status');
  expect(status).toBeEmptyDOMElement();

  jest.useFakeTimers({ advanceTimers: true });
  try {
    await user.click(deleteButton(dialog, 'First note'));
    await waitFor(() => expect(status).toHaveTextContent('Comment deleted successfully!'));
    expect(within(dialog).getByRole('status')).toBe(status);
    act(() => jest.advanceTimersByTime(COMMENT_DELETED_CLEAR_MS));
    await waitFor(() => expect(status).toBeEmptyDOMElement());
    expect(status).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }

  await user.type(within(dialog).getByLabelText('Add a comment'), 'Golden hour');
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(status).toHaveTextContent('Comment added successfully!'));
  expect(within(dialog).getByRole('status')).toBe(status);
});
