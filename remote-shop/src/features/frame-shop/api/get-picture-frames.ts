import { apiGet, FRAME_LIST_PATHS } from '@citylens/shared';
import { queryKeys } from '@citylens/shared/contracts';
import { queryOptions } from '@citylens/shared/query';
import { toFrame, type FrameResponse } from './to-frame';

export const pictureFramesQuery = () =>
  queryOptions({
    queryKey: queryKeys.frames.picture(),
    queryFn: async ({ signal }) =>
      (await apiGet<FrameResponse[]>(FRAME_LIST_PATHS.picture, { signal })).map((f) =>
        toFrame(f, 'picture'),
      ),
  });
