import { apiGet, PAINTING_FRAMES_PATH } from '@citylens/shared';
import { queryKeys } from '@citylens/shared/contracts';
import { queryOptions } from '@citylens/shared/query';
import { toFrame, type FrameResponse } from './to-frame';

export const getPaintingFramesQuery = () =>
  queryOptions({
    queryKey: queryKeys.frames.painting(),
    queryFn: async ({ signal }) =>
      (await apiGet<FrameResponse[]>(PAINTING_FRAMES_PATH, { signal })).map((f) =>
        toFrame(f, 'painting'),
      ),
  });
