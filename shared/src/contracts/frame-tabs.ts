import type { FrameKind } from './entities';

/**
 * The frame shop's tabs, in order. The chosen one lives in the URL (`?tab=painting`); absent or
 * unknown means all. Declared once, read by the shop's page.
 */
export const FRAME_TABS = ['all', 'picture', 'painting'] as const;
export type FrameTab = (typeof FRAME_TABS)[number];
export const FRAME_TAB_PARAM = 'tab';

export const frameTabFrom = (value: string | null): FrameTab =>
  FRAME_TABS.find((tab) => tab === value) ?? 'all';

/** The kinds of frame a tab lists, in the order its grid shows them. */
export const frameKindsOf = (tab: FrameTab): FrameKind[] =>
  tab === 'all' ? ['picture', 'painting'] : [tab];
