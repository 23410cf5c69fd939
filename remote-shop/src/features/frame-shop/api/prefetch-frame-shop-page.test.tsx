/**
 * @jest-environment ../shared/src/testing/jsdom-fetch-environment.cjs
 */
import { askedBeyondPrefetch, json, setupFakeApi } from '@citylens/shared/testing';
import { testFrame } from '../../../testing/fixtures';
import { FrameShopPage } from '../components/FrameShopPage';
import { prefetchFrameShopPage } from './prefetch-frame-shop-page';

const framesApi = () =>
  setupFakeApi({
    'GET /api/picture-frames/': () => json([testFrame(1, 'picture')]),
    'GET /api/painting-frames/': () => json([testFrame(1, 'painting')]),
  });
const framePaths = (api: ReturnType<typeof framesApi>) => api.calls.map((call) => call.path).sort();

test("the host's server renders the frame shop from its prefetch alone: both kinds on All", async () => {
  const api = framesApi();
  expect(
    await askedBeyondPrefetch(<FrameShopPage />, prefetchFrameShopPage, { route: '/frame-shop' }),
  ).toEqual([]);
  expect(framePaths(api)).toEqual(['/api/painting-frames/', '/api/picture-frames/']);
});

test("a tab in the URL: only that tab's kind is asked for", async () => {
  const api = framesApi();
  expect(
    await askedBeyondPrefetch(<FrameShopPage />, prefetchFrameShopPage, {
      route: '/frame-shop?tab=painting',
    }),
  ).toEqual([]);
  expect(framePaths(api)).toEqual(['/api/painting-frames/']);
});

test('without the prefetch the render asks for the frames: the check sees a missing read', async () => {
  framesApi();
  const asked = await askedBeyondPrefetch(<FrameShopPage />, () => Promise.resolve(), {
    route: '/frame-shop',
  });
  expect(asked).toHaveLength(2);
});
