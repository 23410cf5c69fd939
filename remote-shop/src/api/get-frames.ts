import { apiGet, FRAME_LIST_PATHS } from '@citylens/shared';
import { queryKeys, type FrameKind } from '@citylens/shared/contracts';
import { queryOptions } from '@citylens/shared/query';
import { toFrame, type FrameResponse } from '../lib/to-frame';

/** One kind's frame list (`['frames', kind]`), from that kind's list endpoint. */
export const framesQuery = (kind: FrameKind) =>
  queryOptions({
    queryKey: queryKeys.frames[kind](),
    queryFn: async ({ signal }) =>
      (await apiGet<FrameResponse[]>(FRAME_LIST_PATHS[kind], { signal })).map((f) =>
        toFrame(f, kind),
      ),
  });
