import type { FrameColor } from '@citylens/shared/contracts';

export const colorLabel: Record<FrameColor, string> = { black: 'Black', brown: 'Brown' };

/** The photo of a frame in the chosen colour; black until a colour is chosen. */
export function frameImageFor(
  frame: { black_image_url: string; brown_image_url: string },
  color: FrameColor | null,
): string {
  return color === 'brown' ? frame.brown_image_url : frame.black_image_url;
}
