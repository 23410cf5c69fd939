import {
  FRAME_TAB_PARAM,
  frameKindsOf,
  frameTabFrom,
  type PagePrefetch,
} from '@citylens/shared/contracts';
import { framesQuery } from '../../../api/get-frames';

/** The frames of the tab the URL names (`?tab=painting`; All asks for both kinds). */
export const prefetchFrameShopPage: PagePrefetch = (queryClient, { search }) =>
  Promise.all(
    frameKindsOf(frameTabFrom(new URLSearchParams(search).get(FRAME_TAB_PARAM))).map((kind) =>
      queryClient.prefetchQuery(framesQuery(kind)),
    ),
  );
