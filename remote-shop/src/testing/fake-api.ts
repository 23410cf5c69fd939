import { resetRuntimeConfigForTests, setRuntimeConfig } from '@citylens/shared';
import type { Frame, FrameKind } from '@citylens/shared/contracts';
import { TEST_API } from '@citylens/shared/testing';

export { installFakeApi, json } from '@citylens/shared/testing';

/** The shared client's base URL for tests that go through the fake API. */
export function useTestApi(): void {
  resetRuntimeConfigForTests();
  setRuntimeConfig({
    apiBaseUrl: `${TEST_API}/`,
    remotes: { discovery: '', events: '', shop: '', account: '' },
  });
}

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
