import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@citylens/shared/testing';
import { food } from '../testing/fixtures';
import { PlayableContentGrid } from './PlayableContentGrid';

const URL = 'https://youtu.be/dQw4w9WgXcQ';

function renderGrid() {
  const onOpen = jest.fn();
  const view = renderWithProviders(
    <PlayableContentGrid
      items={[food(1, { youtube_url: URL }), food(2, { youtube_url: URL }), food(3)]}
      cardMeta={() => 'Paris'}
      openLabel={(item) => `View ${item.title}`}
      onOpen={onOpen}
    />,
  );
  return { ...view, onOpen };
}

/** The embedded player reports playing, then ended (as the video service does). */
function playThenEnd(title: string) {
  const frame = screen.getByTitle<HTMLIFrameElement>(`${title} (video)`);
  const send = (info: number) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: JSON.stringify({ event: 'onStateChange', info }),
          source: frame.contentWindow,
        }),
      );
    });
  send(1);
  send(0);
}

test('Play moves focus into the player (Close video); Close video gives it back to Play', async () => {
  const { user } = renderGrid();
  await user.click(screen.getByRole('button', { name: 'Play Dish 1' }));
  expect(screen.getByRole('button', { name: 'Close video' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Close video' }));
  expect(screen.getByRole('button', { name: 'Play Dish 1' })).toHaveFocus();
});

test('keyboard: Enter on Play, Enter on Close video, focus never drops to the page', async () => {
  const { user } = renderGrid();
  screen.getByRole('button', { name: 'Play Dish 2' }).focus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'Close video' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'Play Dish 2' })).toHaveFocus();
});

test('the video ending while the player has focus gives focus back to the card’s Play button', async () => {
  const { user } = renderGrid();
  await user.click(screen.getByRole('button', { name: 'Play Dish 1' }));
  screen.getByTitle('Dish 1 (video)').focus(); // the visitor is in the player
  playThenEnd('Dish 1');
  expect(screen.queryByTitle('Dish 1 (video)')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Play Dish 1' })).toHaveFocus();
});

test('the video ending while the visitor is elsewhere on the page does not take their focus', async () => {
  const { user } = renderGrid();
  await user.click(screen.getByRole('button', { name: 'Play Dish 1' }));
  const other = screen.getByRole('button', { name: 'View Dish 3' });
  other.focus();
  playThenEnd('Dish 1');
  expect(screen.getByRole('button', { name: 'Play Dish 1' })).toBeInTheDocument();
  expect(other).toHaveFocus();
});
