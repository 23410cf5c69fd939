import { useCallback } from 'react';
import { FRAME_TAB_PARAM, frameTabFrom, type FrameTab } from '@citylens/shared/contracts';
import { useSearchParams } from '@citylens/shared/router';

export type { FrameTab };

export const frameTabs: readonly { id: FrameTab; label: string }[] = [
  { id: 'all', label: 'All Frames' },
  { id: 'picture', label: 'Picture Frames' },
  { id: 'painting', label: 'Painting Frames' },
];

/** The chosen tab lives in the URL (`?tab=painting`), so it survives reloads and can be shared. */
export function useFrameTab(): [FrameTab, (tab: FrameTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab = frameTabFrom(params.get(FRAME_TAB_PARAM));
  const setTab = useCallback(
    (next: FrameTab) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'all') updated.delete(FRAME_TAB_PARAM);
          else updated.set(FRAME_TAB_PARAM, next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [tab, setTab];
}
