import type { Frame, FrameKind } from '@citylens/shared/contracts';

/** Spec §9: the price shown when a frame has none. */
export const DEFAULT_FRAME_PRICE = 29.99;

/**
 * A frame of a list answer, as the shop reads its price: spec §9 shows 29.99 for a frame without
 * one, and spec §5 refuses one whose price cannot be read.
 */
export type FrameResponse = Partial<Omit<Frame, 'price' | 'kind'>> & {
  id: number;
  price?: number | string | null;
};

/**
 * One frame as the shop uses it: the kind comes from the endpoint that listed it, a missing
 * price becomes 29.99, and an unreadable one stays NaN so the card refuses it (spec §5).
 */
export function toFrame(raw: FrameResponse, kind: FrameKind): Frame {
  const price =
    raw.price === null || raw.price === undefined || raw.price === ''
      ? DEFAULT_FRAME_PRICE
      : Number(raw.price);
  return {
    id: raw.id,
    name: raw.name ?? '',
    price,
    frame_size: raw.frame_size ?? '',
    black_image_url: raw.black_image_url ?? '',
    brown_image_url: raw.brown_image_url ?? raw.black_image_url ?? '',
    kind,
    ...(raw.description ? { description: raw.description } : {}),
  };
}
