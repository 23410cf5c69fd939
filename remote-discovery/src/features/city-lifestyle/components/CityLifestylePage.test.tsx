/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { type LifestylePhotoComment } from '@citylens/shared';
import { renderWithProviders, json, setupFakeApi, type Handler } from '@citylens/shared/testing';
import { cityContent, comment, lea, lifestylePhoto, signInAsLea } from '../../../testing/fixtures';
import { CityLifestylePage } from './CityLifestylePage';
import { COMMENT_ADDED_CLEAR_MS } from '../hooks/use-photo-comments';

function renderPage(route = '/city/Paris/lifestyle', routes: Record<string, Handler> = {}) {
  let comments: LifestylePhotoComment[] = [
    comment(1, { id: 2, username: 'someone' }, 'Lovely light'),
    // Own by username even if the id differs (another reading of the user).
    comment(2, { id: 99, username: 'lea' }, 'My older note'),
  ];
  let photos = [
    lifestylePhoto(1, { likes_count: 0 }),
    lifestylePhoto(2),
    lifestylePhoto(3, { title: 'Night market' }),
  ];
  const api = setupFakeApi({
    'GET /api/lifestyle-photos/': () => json(photos),
    'GET /api/city_photos/Paris/': () => json({ data: { city_name: 'Paris', photos: [] } }),
    'GET /api/cities/Paris/content/': () => json(cityContent()),
    'POST /api/lifestyle-photos/1/like/': () => {
      photos = photos.map((p) => (p.id === 1 ? { ...p, liked_by_user: true, likes_count: 1 } : p));
      return json({ success: true, liked: true, likes_count: 1 });
    },
    'GET /api/lifestyle-photos/1/comments/': () => json(comments),
    'POST /api/lifestyle-photos/1/comment/': (call) => {
      const added = comment(3, lea, (call.body as { content: string }).content);
      comments = [...comments, added];
      return json(added, 201);
    },
    'DELETE /api/lifestyle-photos/1/comments/2/': () => {
      comments = comments.filter((c) => c.id !== 2);
      return json({ success: true });
    },
    ...routes,
  });
  const view = renderWithProviders(<CityLifestylePage />, {
    route,
    path: '/city/:cityName/lifestyle',
  });
  return { api, ...view };
}

test('the viewer opens from a deep link with like and comment counts, and wraps', async () => {
  const { user } = renderPage('/city/Paris/lifestyle?photo=3');
  const viewer = await screen.findByRole('dialog', { name: 'Night market' });
  expect(within(viewer).getByText('3 of 3')).toBeInTheDocument();
  expect(within(viewer).getByRole('button', { name: 'Like Night market, 2 likes' })).toBeVisible();
  expect(within(viewer).getByRole('button', { name: /1 comment/ })).toBeVisible();
  await user.click(within(viewer).getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('dialog', { name: 'Street life 1' })).toBeInTheDocument();
});

test('signed in, a photo like shows the server’s count', async () => {
  const { user, api } = renderPage();
  signInAsLea();
  await user.click(await screen.findByRole('button', { name: 'Like Street life 1, 0 likes' }));
  expect(await screen.findByRole('button', { name: 'Like Street life 1, 1 like' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(api.callsTo('POST', '/api/lifestyle-photos/1/like/')).toHaveLength(1);
});

test('a photo’s like on its way disables only that photo: another photo’s heart still works', async () => {
  let answerFirst: (answer: Response) => void = () => undefined;
  const { user, api } = renderPage(undefined, {
    'POST /api/lifestyle-photos/1/like/': () =>
      new Promise<Response>((resolve) => (answerFirst = resolve)),
    'POST /api/lifestyle-photos/2/like/': () =>
      json({ success: true, liked: true, likes_count: 1 }),
  });
  signInAsLea();
  const first = await screen.findByRole('button', { name: 'Like Street life 1, 0 likes' });
  await user.click(first);
  await waitFor(() => expect(first).toHaveAttribute('aria-disabled', 'true'));
  await user.click(screen.getByRole('button', { name: /^Like Street life 2,/ }));
  await waitFor(() => expect(api.callsTo('POST', '/api/lifestyle-photos/2/like/')).toHaveLength(1));
  expect(first).toHaveAttribute('aria-disabled', 'true');
  answerFirst(json({ success: true, liked: true, likes_count: 1 }));
  await waitFor(() => expect(first).not.toHaveAttribute('aria-disabled'));
  expect(api.callsTo('POST', '/api/lifestyle-photos/1/like/')).toHaveLength(1);
});

test('comments: blank disables Send; add shows a message that clears after 3 s; delete own', async () => {
  const { user } = renderPage();
  signInAsLea();
  await user.click(await screen.findByRole('button', { name: 'Comments on Street life 1, 1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Comments' });
  await within(dialog).findByText('Lovely light');
  // Only the user's own comment can be deleted.
  expect(within(dialog).getAllByRole('button', { name: /^Delete your comment/ })).toHaveLength(1);

  const send = within(dialog).getByRole('button', { name: 'Send' });
  expect(send).toBeDisabled();
  await user.type(within(dialog).getByLabelText('Add a comment'), '   ');
  expect(send).toBeDisabled();
  await user.type(within(dialog).getByLabelText('Add a comment'), 'Golden hour');

  jest.useFakeTimers({ advanceTimers: true });
  try {
    await user.click(send);
    expect(await within(dialog).findByText('Comment added successfully!')).toBeInTheDocument();
    expect(await within(dialog).findByText('Golden hour')).toBeInTheDocument();
    // Send is disabled again with the field empty: the field has the focus, not Send.
    expect(within(dialog).getByLabelText('Add a comment')).toHaveFocus();
    act(() => jest.advanceTimersByTime(COMMENT_ADDED_CLEAR_MS));
    await waitFor(() =>
      expect(within(dialog).queryByText('Comment added successfully!')).not.toBeInTheDocument(),
    );
  } finally {
    jest.useRealTimers();
  }

  await user.click(
    within(dialog).getByRole('button', { name: 'Delete your comment: My older note' }),
  );
  expect(await within(dialog).findByText('Comment deleted successfully!')).toBeInTheDocument();
  await waitFor(() => expect(within(dialog).queryByText('My older note')).not.toBeInTheDocument());
});

test('signed out, the comments modal offers Sign In instead of the form', async () => {
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Comments on Street life 1, 1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Comments' });
  expect(within(dialog).queryByLabelText('Add a comment')).not.toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('an unknown city says City not found, not No Lifestyle Photos Yet', async () => {
  setupFakeApi({
    'GET /api/lifestyle-photos/': () => json([]),
    'GET /api/city_photos/Atlantis/': () => json({ detail: 'No photos found for city' }, 404),
    'GET /api/cities/Atlantis/content/': () => json({ detail: 'City not found.' }, 404),
  });
  renderWithProviders(<CityLifestylePage />, {
    route: '/city/Atlantis/lifestyle',
    path: '/city/:cityName/lifestyle',
  });
  expect(await screen.findByRole('heading', { name: 'City not found' })).toBeVisible();
  expect(screen.queryByText('No Lifestyle Photos Yet')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Search cities' })).toHaveAttribute('href', '/');
});

test('no photos: No Lifestyle Photos Yet', async () => {
  setupFakeApi({
    'GET /api/lifestyle-photos/': () => json([]),
    'GET /api/city_photos/Paris/': () => json({ data: { photos: [] } }),
    'GET /api/cities/Paris/content/': () => json(cityContent()),
  });
  renderWithProviders(<CityLifestylePage />, {
    route: '/city/Paris/lifestyle',
    path: '/city/:cityName/lifestyle',
  });
  expect(await screen.findByRole('heading', { name: 'No Lifestyle Photos Yet' })).toBeVisible();
});
