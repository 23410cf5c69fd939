import { screen } from '@testing-library/react';
import type { CityReview } from '@citylens/shared';
import {
  installFakeApi,
  json,
  renderWithProviders,
  signInForTests,
  signedInUser,
} from '@citylens/shared/testing';
import { CityReviewsPanel } from '../features/city-reviews/components/CityReviewsPanel';

/** What the reviews panel's tests share: two reviews, a fake API that follows them, the panel. */
export const mara = signedInUser;
export const other: CityReview = {
  id: 1,
  content: 'Lovely canals.',
  created_at: '2026-11-10T09:00:00Z',
  user: { id: 2, username: 'kenji' },
};
export const mine: CityReview = {
  id: 5,
  content: 'Bikes everywhere.',
  created_at: '2026-11-20T09:00:00Z',
  user: { id: 7, username: 'mara' },
};

/** Signed in as mara with a stored token, on an empty bus. */
function setUpReviewsPanel() {
  signInForTests(mara);
  localStorage.setItem('citylens_access_token', 'acc');
}

function tearDownReviewsPanel() {
  jest.useRealTimers();
  localStorage.clear();
}

/** A fake API whose review list follows adds and deletes. */
export function reviewsApi(initial: CityReview[], addAnswer?: () => Response) {
  let list = [...initial];
  return installFakeApi({
    'GET /api/cities/Amsterdam/reviews/': () => json(list),
    'POST /api/cities/Amsterdam/add_review/': (call) => {
      if (addAnswer) return addAnswer();
      const { content } = call.body as { content: string };
      list = [{ id: 9, content, created_at: '2026-11-22T10:00:00Z', user: mara }, ...list];
      return json({ success: true, message: 'Review submitted successfully!' }, 201);
    },
    'DELETE /api/cities/Amsterdam/reviews/5/': () => {
      list = list.filter((r) => r.id !== 5);
      return json({ success: true });
    },
    'DELETE /api/cities/Amsterdam/reviews/9/': () => {
      list = list.filter((r) => r.id !== 9);
      return json({ success: true });
    },
  });
}

export function renderPanel(variant: 'page' | 'modal', fakeTimers = false) {
  if (fakeTimers) jest.useFakeTimers();
  return renderWithProviders(<CityReviewsPanel cityName="Amsterdam" variant={variant} />, {
    userEventOptions: fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : undefined,
  });
}

type PanelUser = ReturnType<typeof renderPanel>['user'];

/** Types a review into the panel's form and presses Submit Review. */
export async function submitReview(user: PanelUser, text: string) {
  await user.type(await screen.findByLabelText('Your review', { selector: 'textarea' }), text);
  await user.click(screen.getByRole('button', { name: 'Submit Review' }));
}

/** A message shown in its alert region (the panel keeps an empty one mounted). */
export async function expectAlert(text: string) {
  expect(await screen.findByText(text)).toHaveAttribute('role', 'alert');
}

/** Sets each test up (signed in as mara) and clears up after it; the helpers. */
export function reviewsPanelTests() {
  beforeEach(setUpReviewsPanel);
  afterEach(tearDownReviewsPanel);
  return { other, mine, reviewsApi, renderPanel, submitReview, expectAlert };
}
