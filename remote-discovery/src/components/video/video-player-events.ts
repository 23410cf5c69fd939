/**
 * The embedded player talks to the page with postMessage once it is told we are listening; its
 * messages say when it is ready and when playback pauses or ends.
 */
export const PLAYER_ORIGIN = 'https://www.youtube.com';

/** How long the player has to say hello before the card admits it cannot be reached. */
export const PLAYER_HANDSHAKE_TIMEOUT_MS = 6000;

export const PLAYER_STATE = { ended: 0, playing: 1, paused: 2 } as const;

export type PlayerEvent = { kind: 'ready' } | { kind: 'state'; state: number };

/** Reads one message from the player; anything else gives null. */
export function parsePlayerMessage(data: unknown): PlayerEvent | null {
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!message || typeof message !== 'object' || !('event' in message)) return null;
  const { event, info } = message as { event: unknown; info?: unknown };
  if (event === 'onStateChange' && typeof info === 'number') return { kind: 'state', state: info };
  if (event === 'infoDelivery' && info && typeof info === 'object' && 'playerState' in info) {
    const state = (info as { playerState: unknown }).playerState;
    if (typeof state === 'number') return { kind: 'state', state };
  }
  if (event === 'onReady' || event === 'initialDelivery' || event === 'infoDelivery') {
    return { kind: 'ready' };
  }
  return null;
}
