import { apiGet, PICTURE_FRAMES_PATH } from '@citylens/shared';
import { queryKeys } from '@citylens/shared/contracts';
import { queryOptions } from '@citylens/shared/query';
import { toFrame, type FrameResponse } from './to-frame';

export const getPictureFramesQuery = () =>
  queryOptions({
    queryKey: queryKeys.frames.picture(),
    queryFn: async ({ signal }) =>
      (await apiGet<FrameResponse[]>(PICTURE_FRAMES_PATH, { signal })).map((f) =>
        toFrame(f, 'picture'),
      ),
  });
