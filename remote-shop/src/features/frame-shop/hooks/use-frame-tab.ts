import { useCallback } from 'react';
import { useSearchParams } from '@citylens/shared/router';

export const frameTabs = [
  { id: 'all', label: 'All Frames' },
  { id: 'picture', label: 'Picture Frames' },
  { id: 'painting', label: 'Painting Frames' },
] as const;

export type FrameTab = (typeof frameTabs)[number]['id'];

const isFrameTab = (value: string | null): value is FrameTab =>
  frameTabs.some((tab) => tab.id === value);

/** The chosen tab lives in the URL (`?tab=painting`), so it survives reloads and can be shared. */
export function useFrameTab(): [FrameTab, (tab: FrameTab) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: FrameTab = isFrameTab(raw) ? raw : 'all';
  const setTab = useCallback(
    (next: FrameTab) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'all') updated.delete('tab');
          else updated.set('tab', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [tab, setTab];
}
