import { getRuntimeConfig } from '@citylens/shared';
import {
  apiPath,
  apiPaths,
  EVENT_PARAM,
  routes,
  storageKeys,
  ticketCacheName,
  TICKET_KEPT_URL,
} from '@citylens/shared/contracts';
import { canKeepOffline, registerOfflineWorker } from '@citylens/shared/offline';
import { pageCopy } from '@citylens/shared/offline-copy';

/**
 * A booked event kept for offline, like a ticket: its details page as the server renders it, the
 * answers the page reads (the event, the list, the visitor's bookings, so it shows Booked), its
 * photo and the scripts that run it. Kept in the background after the booking; a failure only
 * means no ticket offline.
 */
export async function keepEventTicket(eventId: number): Promise<void> {
  if (!canKeepOffline() || getRuntimeConfig().serviceWorker === 'off') return;
  // The worker opens the ticket offline: a visitor booking on their first page installs it now.
  void registerOfflineWorker();
  const copy = await pageCopy(ticketCacheName(eventId), {});
  const page = new URL(`${routes.events.href()}?${EVENT_PARAM}=${eventId}`, location.origin).href;
  await copy.keepPages([page]);
  const { apiBaseUrl } = getRuntimeConfig();
  const token = localStorage.getItem(storageKeys.accessToken);
  await copy.keepAnswers(
    [apiPaths.events, apiPath(apiPaths.event, { id: eventId })].map((p) => apiBaseUrl + p),
  );
  if (token) {
    await copy.keepAnswers([apiBaseUrl + apiPaths.bookedEvents], {
      Authorization: `Bearer ${token}`,
    });
  }
  await copy.keepRemote('events');
  await copy.keepPagesFiles();
  await copy.finish();
  const cache = await caches.open(ticketCacheName(eventId));
  await cache.put(
    TICKET_KEPT_URL,
    new Response(JSON.stringify({ eventId, keptAt: new Date().toISOString() }), {
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}
