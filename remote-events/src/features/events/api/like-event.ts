import { apiPath, apiPaths, apiPost, type EventLikeToggled } from '@citylens/shared';

/** Toggles the signed-in user's like; the answer says whether the event is now liked. */
export function toggleEventLike(id: number): Promise<EventLikeToggled> {
  return apiPost<EventLikeToggled>(apiPath(apiPaths.eventLike, { id }));
}
