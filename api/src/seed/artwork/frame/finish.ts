/** What a frame is made of, and the colours its moulding takes from that and the customer's pick. */
import type { Box } from './box.js';

/**
 * What a frame is made of, as its name and description say: gilt (gold leaf, carved), wood (the
 * grain shows, stained black or brown), metal (a satin sheen, black or bronze), or painted.
 * The colour a customer picks (black or brown) is the moulding's colour; a gilt frame is gold
 * either way, over a black or a brown outer band.
 */
export type FrameFinish = 'gilt' | 'wood' | 'metal' | 'painted';

/** Where the moulding is, for tests: between `outer` and `inner` (the mat or the canvas). */
export interface DrawnFrame {
  finish: FrameFinish;
  colour: 'black' | 'brown';
  outer: Box;
  inner: Box;
}

/** How a frame's moulding looks, from its finish and the colour the customer picked. */
export interface FrameLook {
  finish: FrameFinish;
  colour: 'black' | 'brown';
  gilt: boolean;
  /** The moulding's own colour (bronze for a brown metal frame). */
  wood: string;
  /** The slip and the corner ornaments: gold on a gilt frame. */
  accent: string;
  /** Whether wood grain shows on the outer band. */
  grained: boolean;
}

const mouldings = {
  black: { picture: '#1f1f22', painting: '#1a1a1d', accent: '#9a9aa0' },
  brown: { picture: '#7a4a2a', painting: '#5e3620', accent: '#c9a45c' },
} as const;

export const GOLD = '#c9a227';
const BRONZE = '#6e4a2e';

export function frameLook(
  colour: 'black' | 'brown',
  kind: 'picture' | 'painting',
  finish: FrameFinish,
): FrameLook {
  const gilt = finish === 'gilt';
  return {
    finish,
    colour,
    gilt,
    wood: finish === 'metal' && colour === 'brown' ? BRONZE : mouldings[colour][kind],
    accent: gilt ? GOLD : mouldings[colour].accent,
    grained: finish === 'wood' || (finish === 'painted' && colour === 'brown'),
  };
}
