import { ApiError } from '@citylens/shared';
import { frameKindsOf, type Frame, type FrameKind } from '@citylens/shared/contracts';
import { useQuery } from '@citylens/shared/query';
import { framesQuery } from '../../../api/get-frames';
import type { FrameTab } from './use-frame-tab';

/** Spec §8 frame texts. */
export const frameMessages = {
  network: 'Network connection failed. Please check your internet connection.',
  allFailed: 'Failed to load frames. Please try again later.',
  kindFailed: (kind: FrameKind, reason: string) => `Failed to load ${kind} frames: ${reason}`,
};

const isNetworkFailure = (err: unknown) =>
  err instanceof ApiError && (err.code === 'NETWORK_ERROR' || err.code === 'TIMEOUT');

export function frameLoadMessage(kind: FrameKind, err: unknown): string {
  if (isNetworkFailure(err)) return frameMessages.network;
  const reason = err instanceof Error && err.message ? err.message : 'Unknown error';
  return frameMessages.kindFailed(kind, reason);
}

export interface ShopFrames {
  frames: Frame[];
  isLoading: boolean;
  /** Nothing could be shown: the page-level error. */
  error: string | null;
  /** Some frames show but one kind failed (All tab): said above the grid. */
  partialError: string | null;
  retry: () => void;
}

/**
 * The frames of the chosen tab. Each kind has its own endpoint and query; All shows picture
 * frames then painting frames (cards are keyed by kind + id: the two may share an id).
 */
export function useShopFrames(tab: FrameTab): ShopFrames {
  const kinds = frameKindsOf(tab);
  const picture = useQuery({ ...framesQuery('picture'), enabled: kinds.includes('picture') });
  const painting = useQuery({ ...framesQuery('painting'), enabled: kinds.includes('painting') });
  const used = kinds.map((kind) => ({ kind, query: kind === 'picture' ? picture : painting }));

  const retry = () => {
    for (const { query } of used) if (query.isError) void query.refetch();
  };
  const failed = used.filter(({ query }) => query.isError);
  const loaded = used.filter(({ query }) => query.isSuccess);
  const frames = loaded.flatMap(({ query }) => query.data ?? []);
  const isLoading = used.some(({ query }) => query.isPending && !query.isError);

  let error: string | null = null;
  let partialError: string | null = null;
  if (failed.length === used.length && failed.length > 0) {
    if (failed.length === 1) error = frameLoadMessage(failed[0]!.kind, failed[0]!.query.error);
    else if (failed.every(({ query }) => isNetworkFailure(query.error)))
      error = frameMessages.network;
    else error = frameMessages.allFailed;
  } else if (failed.length > 0) {
    partialError = frameLoadMessage(failed[0]!.kind, failed[0]!.query.error);
  }
  return { frames, isLoading, error, partialError, retry };
}
