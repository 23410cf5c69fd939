import { apiGet } from '@citylens/shared';
import { queryKeys } from '@citylens/shared/contracts';
import { queryOptions } from '@citylens/shared/query';
import { toFrame, type FrameResponse } from './to-frame';

export const getPaintingFramesQuery = () =>
  queryOptions({
    queryKey: queryKeys.frames.painting(),
    queryFn: async ({ signal }) =>
      (await apiGet<FrameResponse[]>('/api/painting-frames/', { signal })).map((f) =>
        toFrame(f, 'painting'),
      ),
  });
