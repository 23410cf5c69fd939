import { apiGet, FRAME_LIST_PATHS } from '@citylens/shared';
import { queryKeys } from '@citylens/shared/contracts';
import { queryOptions } from '@citylens/shared/query';
import { toFrame, type FrameResponse } from './to-frame';

export const paintingFramesQuery = () =>
  queryOptions({
    queryKey: queryKeys.frames.painting(),
    queryFn: async ({ signal }) =>
      (await apiGet<FrameResponse[]>(FRAME_LIST_PATHS.painting, { signal })).map((f) =>
        toFrame(f, 'painting'),
      ),
  });
