/** The shop's test fixtures (the fake API is @citylens/shared/testing's). */
import type { Frame, FrameKind } from '@citylens/shared/contracts';
import { TEST_API } from '@citylens/shared/testing';

export const testFrame = (id: number, kind: FrameKind, overrides: Partial<Frame> = {}): Frame => ({
  id,
  name: `${kind === 'picture' ? 'Picture' : 'Painting'} frame ${id}`,
  price: 20,
  frame_size: '30x40 cm',
  black_image_url: `${TEST_API}/media/seed/frames/${kind}-${id}-black.jpg`,
  brown_image_url: `${TEST_API}/media/seed/frames/${kind}-${id}-brown.jpg`,
  kind,
  ...overrides,
});
