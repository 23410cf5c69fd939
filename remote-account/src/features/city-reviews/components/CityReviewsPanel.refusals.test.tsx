/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { screen, within } from '@testing-library/react';
import { getBus } from '@citylens/shared';
import { reviewsPanelTests } from '../../../testing/city-reviews-panel';
import { installFakeApi, json, setAuthStateForTests, signedInUser } from '@citylens/shared/testing';

const { expectAlert, mine, other, renderPanel, reviewsApi, submitReview } = reviewsPanelTests();

test.each([
  'You have already reviewed this city',
  'Review already exists for this user',
  'This city was reviewed by you',
])(
  'the server saying %p → "You have already reviewed this city", and the list reloads',
  async (said) => {
    const api = reviewsApi([other], () => json({ detail: said }, 400));
    const { user } = renderPanel('page');
    await submitReview(user, 'Again');
    await expectAlert('You have already reviewed this city');
    await screen.findByRole('article', { name: 'Review by kenji' });
    expect(api.callsTo('GET', '/api/cities/Amsterdam/reviews/').length).toBeGreaterThanOrEqual(2);
  },
);

test('other submit failures show the server words, else "Failed to add review"', async () => {
  reviewsApi([other], () => json(null, 500, 'Internal Server Error'));
  const { user } = renderPanel('page');
  await submitReview(user, 'Hi');
  await expectAlert('Failed to add review');
  // The text stays so nothing typed is lost.
  expect(screen.getByLabelText('Your review', { selector: 'textarea' })).toHaveValue('Hi');
});

test('a review over the limit is refused with the rule text', async () => {
  reviewsApi([other]);
  const { user } = renderPanel('page');
  const box = await screen.findByLabelText('Your review', { selector: 'textarea' });
  // The textarea caps typing; a pasted-in value beyond it (e.g. by a script) is still checked.
  box.removeAttribute('maxLength');
  await user.click(box);
  await user.paste('x'.repeat(1001));
  await user.click(screen.getByRole('button', { name: 'Submit Review' }));
  expect(box).toHaveAccessibleDescription(/Review must be no more than 1000 characters long/);
});

describe('signed out', () => {
  beforeEach(() => setAuthStateForTests({ status: 'signed-out', user: null, hasTokens: false }));

  test('page: submitting says "You must be logged in to submit a review"', async () => {
    const api = reviewsApi([other]);
    const { user } = renderPanel('page');
    await submitReview(user, 'Hi');
    await expectAlert('You must be logged in to submit a review');
    expect(api.callsTo('POST', '/api/cities/Amsterdam/add_review/')).toHaveLength(0);
    expect(getBus().overlay.getValue().kind).toBe('none');
  });

  test('modal: the same text, and Sign In opens', async () => {
    reviewsApi([other]);
    const toasts: string[] = [];
    getBus().intents$.subscribe((i) => i.type === 'toast' && toasts.push(i.message));
    const { user } = renderPanel('modal');
    await submitReview(user, 'Hi');
    await expectAlert('You must be logged in to submit a review');
    expect(toasts).toContain('You must be logged in to submit a review');
    expect(getBus().overlay.getValue().kind).toBe('sign-in');
  });
});

test('deleting without a confirmed session says "You must be logged in to delete reviews"', async () => {
  // While the session is still starting, the stored user sees their review but is not signed in.
  setAuthStateForTests({ status: 'loading', user: signedInUser, hasTokens: true });
  const api = reviewsApi([mine, other]);
  const { user } = renderPanel('page');
  const own = await screen.findByRole('article', { name: 'Review by mara' });
  await user.click(within(own).getByRole('button', { name: 'Delete your review' }));
  await expectAlert('You must be logged in to delete reviews');
  expect(api.callsTo('DELETE', '/api/cities/Amsterdam/reviews/5/')).toHaveLength(0);
});

test('the list failing to load says "Failed to fetch reviews" with Try Again', async () => {
  installFakeApi({ 'GET /api/cities/Amsterdam/reviews/': () => json(null, 500) });
  renderPanel('page');
  await expectAlert('Failed to fetch reviews');
  expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
});
