/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { queryKeys } from '@citylens/shared/contracts';
import { reviewTimings } from './CityReviewsPanel';
import { reviewsPanelTests } from '../../../testing/city-reviews-panel';
import { installFakeApi, json, setAuthStateForTests } from '@citylens/shared/testing';

const { expectAlert, mine, other, renderPanel, reviewsApi, submitReview } = reviewsPanelTests();

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
