import { act, render, screen } from '@testing-library/react';
import { extractVideoId } from '@citylens/shared';
import { PLAYER_HANDSHAKE_TIMEOUT_MS, parsePlayerMessage } from './video-player-events';
import { VideoPlayer, playerSrc } from './VideoPlayer';

const ID = 'dQw4w9WgXcQ';

describe('video links: the id is read from every accepted form and must be 11 characters', () => {
  test.each([
    ['short host', `https://youtu.be/${ID}`],
    ['v/', `https://www.youtube.com/v/${ID}?version=3`],
    ['u/x/', `https://www.youtube.com/u/w/${ID}`],
    ['embed/', `https://www.youtube.com/embed/${ID}`],
    ['watch?v=', `https://www.youtube.com/watch?v=${ID}`],
    ['&v=', `https://www.youtube.com/watch?feature=share&v=${ID}`],
    ['with a timestamp', `https://youtu.be/${ID}?t=42`],
  ])('%s', (_form, url) => {
    expect(extractVideoId(url)).toBe(ID);
    render(<VideoPlayer url={url} title="Dawn walk" />);
    const frame = screen.getByTitle('Dawn walk (video)');
    expect(frame.getAttribute('src')).toBe(playerSrc(ID, window.location.origin));
    expect(frame.getAttribute('src')).toMatch(
      new RegExp(`^https://www\\.youtube\\.com/embed/${ID}\\?autoplay=1&vq=hd2160`),
    );
  });

  test.each([
    ['too short', 'https://youtu.be/abc123'],
    ['too long', `https://www.youtube.com/watch?v=${ID}X`],
    ['no id', 'https://www.youtube.com/watch'],
    ['not a video link', 'https://example.com/clip.mp4'],
    ['empty', ''],
    ['missing', null],
  ])('%s gives Video not available', (_case, url) => {
    render(<VideoPlayer url={url} title="Dawn walk" />);
    expect(screen.getByText('Video not available')).toBeInTheDocument();
    expect(screen.queryByTitle('Dawn walk (video)')).not.toBeInTheDocument();
  });
});

test('a player that never answers is reported plainly, not left spinning', () => {
  jest.useFakeTimers();
  try {
    render(<VideoPlayer url={`https://youtu.be/${ID}`} title="Dawn walk" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading video…');
    act(() => jest.advanceTimersByTime(PLAYER_HANDSHAKE_TIMEOUT_MS));
    expect(screen.getByText('This video can’t be played right now')).toBeInTheDocument();
    expect(screen.queryByText('Loading video…')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('pause or end after playing sends the card back to its thumbnail', () => {
  const onStop = jest.fn();
  render(<VideoPlayer url={`https://youtu.be/${ID}`} title="Dawn walk" onStop={onStop} />);
  const frame = screen.getByTitle<HTMLIFrameElement>('Dawn walk (video)');
  const send = (data: unknown) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: JSON.stringify(data), source: frame.contentWindow }),
      );
    });
  send({ event: 'onReady' });
  expect(screen.queryByText('Loading video…')).not.toBeInTheDocument();
  send({ event: 'onStateChange', info: 2 });
  expect(onStop).not.toHaveBeenCalled(); // not yet playing
  send({ event: 'infoDelivery', info: { playerState: 1 } });
  send({ event: 'onStateChange', info: 2 });
  expect(onStop).toHaveBeenCalledTimes(1);
});

test('player messages are read defensively', () => {
  expect(parsePlayerMessage('not json')).toBeNull();
  expect(parsePlayerMessage({ event: 'other' })).toBeNull();
  expect(parsePlayerMessage('{"event":"onStateChange","info":0}')).toEqual({
    kind: 'state',
    state: 0,
  });
  expect(parsePlayerMessage({ event: 'initialDelivery', info: {} })).toEqual({ kind: 'ready' });
});

test('offline, a video says it is available online instead of loading a frame that cannot', () => {
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  render(<VideoPlayer url={`https://youtu.be/${ID}`} title="Dawn walk" />);
  expect(screen.getByRole('status')).toHaveTextContent(
    'Available onlineThis video plays once you’re back online.',
  );
  expect(screen.queryByTitle('Dawn walk (video)')).toBeNull();
  // Back online, the player loads.
  onLine.mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(screen.getByTitle('Dawn walk (video)')).toBeInTheDocument();
  onLine.mockRestore();
});
