import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@citylens/shared/testing';
import { food } from '../testing/fixtures';
import { PlayableContentGrid, wideColumns } from './PlayableContentGrid';

const URL = 'https://youtu.be/dQw4w9WgXcQ';

function renderGrid() {
  const onOpen = jest.fn();
  const view = renderWithProviders(
    <PlayableContentGrid
      items={[food(1, { youtube_url: URL }), food(2), food(3, { youtube_url: 'not a video' })]}
      cardMeta={(item) => `Paris · Stall ${item.id}`}
      openLabel={(item) => `View ${item.title}`}
      onOpen={onOpen}
    />,
  );
  return { ...view, onOpen };
}

const card = (button: HTMLElement) => button.closest('article')!;
const hasPlayMark = (button: HTMLElement) =>
  card(button).querySelector('[data-play-mark]') !== null;

test('every card opens its item; only a card with a playable video has the play mark', async () => {
  const { user, onOpen } = renderGrid();
  const play = screen.getByRole('button', { name: 'Play Dish 1' });
  const photo = screen.getByRole('button', { name: 'View Dish 2' });
  const badLink = screen.getByRole('button', { name: 'View Dish 3' });
  expect(hasPlayMark(play)).toBe(true);
  expect(hasPlayMark(photo)).toBe(false);
  expect(hasPlayMark(badLink)).toBe(false);

  await user.click(play);
  expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1 }));
  // The card stays as it was: no player in its place, its subtitle whole.
  expect(within(card(play)).getByText('Paris · Stall 1')).toBeInTheDocument();
  expect(screen.queryByTitle(/\(video\)$/)).not.toBeInTheDocument();

  await user.click(photo);
  expect(onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }));
});

test.each([
  [4, 4],
  [8, 4],
  [7, 4],
  [3, 3],
  [6, 3],
  [5, 3],
  [2, 3],
])('%i items: %i columns on a wide screen (the fewest holes in the last row)', (count, columns) => {
  expect(wideColumns(count)).toBe(columns);
});
