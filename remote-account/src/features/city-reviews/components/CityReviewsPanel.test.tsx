/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { getBus, type CityReview } from '@citylens/shared';
import { queryKeys } from '@citylens/shared/contracts';
import {
  renderWithProviders,
  resetBusForTests,
  setAuthStateForTests,
  installFakeApi,
  json,
  configureTestApi,
} from '@citylens/shared/testing';
import { CityReviewsPanel, reviewTimings } from './CityReviewsPanel';

const mara = { id: 7, username: 'mara', email: 'mara@example.com' };
const other: CityReview = {
  id: 1,
  content: 'Lovely canals.',
  created_at: '2026-11-10T09:00:00Z',
  user: { id: 2, username: 'kenji' },
};
const mine: CityReview = {
  id: 5,
  content: 'Bikes everywhere.',
  created_at: '2026-11-20T09:00:00Z',
  user: { id: 7, username: 'mara' },
};

beforeEach(() => {
  resetBusForTests();
  configureTestApi();
  localStorage.setItem('citylens_access_token', 'acc');
  setAuthStateForTests({ status: 'signed-in', user: mara, hasTokens: true });
});
afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

/** A fake API whose review list follows adds and deletes. */
function reviewsApi(initial: CityReview[], addAnswer?: () => Response) {
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

function renderPanel(variant: 'page' | 'modal', fakeTimers = false) {
  if (fakeTimers) jest.useFakeTimers();
  return renderWithProviders(<CityReviewsPanel cityName="Amsterdam" variant={variant} />, {
    userEventOptions: fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : undefined,
  });
}

type PanelUser = ReturnType<typeof renderPanel>['user'];

/** Types a review into the panel's form and presses Submit Review. */
async function submitReview(user: PanelUser, text: string) {
  await user.type(await screen.findByLabelText('Your review', { selector: 'textarea' }), text);
  await user.click(screen.getByRole('button', { name: 'Submit Review' }));
}

/** A message shown in its alert region (the panel keeps an empty one mounted). */
async function expectAlert(text: string) {
  expect(await screen.findByText(text)).toHaveAttribute('role', 'alert');
}

test('lists author, long date and content', async () => {
  reviewsApi([other]);
  renderPanel('page');
  const review = await screen.findByRole('article', { name: 'Review by kenji' });
  expect(review).toHaveTextContent('kenji');
  expect(review).toHaveTextContent('November 10, 2026');
  expect(review).toHaveTextContent('Lovely canals.');
  expect(within(review).queryByRole('button')).not.toBeInTheDocument();
});

test.each([
  ['page', 1000],
  ['modal', 500],
] as const)('the %s form counts up to %i and caps the input there', async (variant, max) => {
  reviewsApi([other]);
  const { user } = renderPanel(variant);
  const box = await screen.findByLabelText('Your review', { selector: 'textarea' });
  expect(screen.getByText(`0/${max}`)).toBeInTheDocument();
  await user.type(box, 'Great');
  expect(screen.getByText(`5/${max}`)).toBeInTheDocument();
  expect(box).toHaveAttribute('maxLength', String(max));
  expect(reviewTimings[variant].maxLength).toBe(max);
});

test('Submit is disabled while the text is blank; blank-only input is never sent', async () => {
  const api = reviewsApi([other]);
  const { user } = renderPanel('page');
  const box = await screen.findByLabelText('Your review', { selector: 'textarea' });
  const submit = screen.getByRole('button', { name: 'Submit Review' });
  expect(submit).toBeDisabled();
  await user.type(box, '   ');
  expect(submit).toBeDisabled();
  expect(api.callsTo('POST', '/api/cities/Amsterdam/add_review/')).toHaveLength(0);
});

test('page: submit → success for 5 s, the list reloads, the notice replaces the form; Delete → back, success for 2 s', async () => {
  const api = reviewsApi([other]);
  const { user, queryClient } = renderPanel('page', true);
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  await user.type(
    await screen.findByLabelText('Your review', { selector: 'textarea' }),
    '  Canal walks at dawn.  ',
  );
  await user.click(screen.getByRole('button', { name: 'Submit Review' }));
  expect(await screen.findByText('Review submitted successfully!')).toBeInTheDocument();
  expect(api.callsTo('POST', '/api/cities/Amsterdam/add_review/')[0]!.body).toEqual({
    name: 'Amsterdam',
    content: 'Canal walks at dawn.',
  });
  expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.cities.all });
  expect(await screen.findByRole('note')).toHaveTextContent('You have already reviewed this city');
  expect(screen.queryByLabelText('Your review', { selector: 'textarea' })).not.toBeInTheDocument();

  act(() => jest.advanceTimersByTime(reviewTimings.page.submittedMs - 1));
  expect(screen.getByText('Review submitted successfully!')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Review submitted successfully!')).not.toBeInTheDocument();

  const own = screen.getByRole('article', { name: 'Review by mara' });
  await user.click(within(own).getByRole('button', { name: 'Delete your review' }));
  expect(await screen.findByText('Review deleted successfully!')).toBeInTheDocument();
  expect(await screen.findByLabelText('Your review', { selector: 'textarea' })).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Review by mara' })).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(2000));
  expect(screen.queryByText('Review deleted successfully!')).not.toBeInTheDocument();
});

test.each(['page', 'modal'] as const)(
  '%s: focus goes to the notice that replaces the form, then to the list heading after Delete',
  async (variant) => {
    reviewsApi([other]);
    const { user } = renderPanel(variant);
    await user.type(
      await screen.findByLabelText('Your review', { selector: 'textarea' }),
      'Canal walks.',
    );
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    const notice = await screen.findByRole('note');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(notice).toHaveTextContent('You have already reviewed this city');

    const own = screen.getByRole('article', { name: 'Review by mara' });
    await user.click(within(own).getByRole('button', { name: 'Delete your review' }));
    expect(await screen.findByText('Review deleted successfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Review by mara' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Reviews (1)' })).toHaveFocus();
  },
);

test('the notice that was there from the start does not take focus', async () => {
  reviewsApi([mine, other]);
  renderPanel('page');
  expect(await screen.findByRole('note')).not.toHaveFocus();
  expect(document.body).toHaveFocus();
});

test('when the server says the city is already reviewed, focus goes to the notice that appears', async () => {
  let list = [other];
  installFakeApi({
    'GET /api/cities/Amsterdam/reviews/': () => json(list),
    'POST /api/cities/Amsterdam/add_review/': () => {
      list = [mine, other]; // written elsewhere meanwhile
      return json({ detail: 'You have already reviewed this city' }, 400);
    },
  });
  const { user } = renderPanel('page');
  await submitReview(user, 'Again');
  await expectAlert('You have already reviewed this city');
  const notice = await screen.findByRole('note');
  await waitFor(() => expect(notice).toHaveFocus());
});

test('modal: the success text clears after 3 s', async () => {
  reviewsApi([other]);
  const { user } = renderPanel('modal', true);
  await submitReview(user, 'Nice');
  expect(await screen.findByText('Review submitted successfully!')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(2999));
  expect(screen.getByText('Review submitted successfully!')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Review submitted successfully!')).not.toBeInTheDocument();
});

test('with my review already in the list: the notice, and Delete only on mine (matched by username too)', async () => {
  setAuthStateForTests({
    status: 'signed-in',
    user: { id: 99, username: 'mara', email: 'm@x.io' },
    hasTokens: true,
  });
  reviewsApi([mine, other]);
  renderPanel('page');
  expect(await screen.findByRole('note')).toHaveTextContent('You have already reviewed this city');
  expect(screen.queryByLabelText('Your review', { selector: 'textarea' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Delete your review' })).toHaveLength(1);
  expect(
    within(screen.getByRole('article', { name: 'Review by mara' })).getByRole('button'),
  ).toBeInTheDocument();
});

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
  setAuthStateForTests({ status: 'loading', user: mara, hasTokens: true });
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
