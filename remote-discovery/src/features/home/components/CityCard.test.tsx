/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { act, screen, waitFor } from '@testing-library/react';
import { getBus, type UiIntent } from '@citylens/shared';
import {
  renderWithProviders,
  setAuthStateForTests,
  json,
  setupFakeApi,
} from '@citylens/shared/testing';
import { applyCityLike } from '../../../api/like-city';
import { city } from '../../../testing/fixtures';
import { CityCard } from './CityCard';

function intents(): UiIntent[] {
  const seen: UiIntent[] = [];
  getBus().intents$.subscribe((i) => seen.push(i));
  return seen;
}

const signIn = () =>
  setAuthStateForTests({
    status: 'signed-in',
    user: { id: 7, username: 'lea', email: 'lea@example.com' },
    hasTokens: true,
  });

test('signed out, like asks for the sign-in modal and calls nothing', async () => {
  const api = setupFakeApi({});
  const seen = intents();
  const { user } = renderWithProviders(<CityCard city={city()} sizes="100vw" />);
  await user.click(screen.getByRole('button', { name: 'Like Paris, 3 likes' }));
  expect(seen).toEqual([
    { type: 'open-sign-in', then: { app: 'discovery', kind: 'like-city', target: 'Paris' } },
  ]);
  expect(api.calls).toHaveLength(0);
});

test('the like asked for while signed out is made once the visitor signs in', async () => {
  const api = setupFakeApi({
    'POST /api/cities/Paris/like_city/': () => json({ success: true, liked: true, likes_count: 4 }),
  });
  const { user } = renderWithProviders(<CityCard city={city()} sizes="100vw" />);
  await user.click(screen.getByRole('button', { name: 'Like Paris, 3 likes' }));
  act(() => signIn());
  await waitFor(() => expect(api.callsTo('POST', '/api/cities/Paris/like_city/')).toHaveLength(1));
  expect(getBus().signInAction.getValue()).toBeNull();
});

test('signed in, the button is disabled in flight and shows the server’s answer', async () => {
  let answer: (r: Response) => void = () => undefined;
  const api = setupFakeApi({
    'POST /api/cities/Paris/like_city/': () => new Promise<Response>((r) => (answer = r)),
  });
  signIn();
  const { user, queryClient } = renderWithProviders(<CityCard city={city()} sizes="100vw" />);
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  const like = screen.getByRole('button', { name: 'Like Paris, 3 likes' });
  await user.click(like);
  await waitFor(() => expect(like).toHaveAttribute('aria-disabled', 'true'));
  expect(like).toHaveAttribute('aria-pressed', 'false');
  answer(json({ success: true, is_liked: true, likes_count: 4 }));
  await waitFor(() => expect(like).not.toHaveAttribute('aria-disabled'));
  expect(api.callsTo('POST', '/api/cities/Paris/like_city/')).toHaveLength(1);
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cities'] });
});

test('the comment button asks the host for the city’s reviews', async () => {
  setupFakeApi({});
  const seen = intents();
  const { user } = renderWithProviders(<CityCard city={city()} sizes="100vw" />);
  await user.click(screen.getByRole('button', { name: 'Reviews of Paris' }));
  expect(seen).toEqual([{ type: 'open-reviews', cityName: 'Paris' }]);
});

test('like state: the server wins; a bare success flips; never below zero', () => {
  const paris = city({ is_liked: true, likes_count: 0 });
  expect(applyCityLike(paris, { is_liked: false, likes_count: 0 })).toMatchObject({
    is_liked: false,
    likes_count: 0,
  });
  expect(applyCityLike(paris, { success: true })).toMatchObject({
    is_liked: false,
    likes_count: 0,
  });
  expect(applyCityLike(city({ likes_count: 2 }), { success: true })).toMatchObject({
    is_liked: true,
    likes_count: 3,
  });
  expect(applyCityLike(paris, { is_liked: false, likes_count: -1 }).likes_count).toBe(0);
});
