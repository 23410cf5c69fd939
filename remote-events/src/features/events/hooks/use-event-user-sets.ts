import { useEffect, useMemo } from 'react';
import { getBus, localStorageIfAvailable, useAuth, type EventIds } from '@citylens/shared';
import { queryKeys, readEventMarks, storageKeys } from '@citylens/shared/contracts';
import { useQuery, useQueryClient, type QueryClient } from '@citylens/shared/query';
import { bookedEventsQuery } from '../api/get-booked-events';
import { likedEventsQuery } from '../api/get-liked-events';

const watched = new WeakSet<QueryClient>();

/**
 * Drops a user's booked and liked ids when that user signs out (or another signs in), wherever
 * the visitor is on the site: the next session loads its own sets once. Registered once per
 * QueryClient and kept for the page's life, because sign-out often happens on another page.
 */
function dropSetsOnSessionChange(queryClient: QueryClient) {
  if (watched.has(queryClient)) return;
  watched.add(queryClient);
  let currentUserId = getBus().auth.getValue().user?.id ?? null;
  getBus().auth.value$.subscribe(({ user }) => {
    const userId = user?.id ?? null;
    if (userId === currentUserId) return;
    if (currentUserId !== null) {
      queryClient.removeQueries({ queryKey: queryKeys.events.booked(currentUserId) });
      queryClient.removeQueries({ queryKey: queryKeys.events.liked(currentUserId) });
    }
    currentUserId = userId;
  });
}

const NO_IDS: ReadonlySet<number> = new Set();

/** The visitor's stored event marks (contracts/event-marks.ts), as answers to stand in. */
function storedMarks(userId: number | null): { booked?: EventIds; liked?: EventIds } {
  const raw = localStorageIfAvailable()?.getItem(storageKeys.eventMarks) ?? null;
  const { booked, liked } = readEventMarks(raw, userId);
  return { booked: booked && { ids: booked }, liked: liked && { ids: liked } };
}

/** The visitor's booked and liked event ids (empty sets when signed out). */
export function useEventUserSets() {
  const queryClient = useQueryClient();
  useEffect(() => dropSetsOnSessionChange(queryClient), [queryClient]);

  const auth = useAuth();
  // While the stored session is confirmed (the profile call at start-up), the stored user is the
  // visitor, as the header shows them and the API answers them: their marks stand in and their
  // sets load. Read as signed out then, a slow profile answer had "Booked" turn into "Book Event"
  // once the page hydrated, and back when it came.
  const userId = auth.status === 'signed-out' ? null : (auth.user?.id ?? null);
  // Until the API answers, the ids it gave last (the page's first paint showed them already).
  const marks = useMemo(() => storedMarks(userId), [userId]);
  const booked = useQuery({
    ...bookedEventsQuery(userId ?? 0),
    enabled: userId !== null,
    placeholderData: marks.booked,
  });
  const liked = useQuery({
    ...likedEventsQuery(userId ?? 0),
    enabled: userId !== null,
    placeholderData: marks.liked,
  });

  const bookedIds = useMemo(
    () => (userId !== null && booked.data ? new Set(booked.data.ids) : NO_IDS),
    [booked.data, userId],
  );
  const likedIds = useMemo(
    () => (userId !== null && liked.data ? new Set(liked.data.ids) : NO_IDS),
    [liked.data, userId],
  );
  /** The signed-in user's sets have arrived (a like carried over from sign-in waits for them). */
  const setsLoaded =
    userId !== null &&
    booked.isSuccess &&
    liked.isSuccess &&
    !booked.isPlaceholderData &&
    !liked.isPlaceholderData;
  return { userId, bookedIds, likedIds, setsLoaded };
}
