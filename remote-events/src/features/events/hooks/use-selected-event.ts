import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@citylens/shared/router';

export const EVENT_PARAM = 'event';

/** Marks a history entry this page pushed to open an event, so closing can simply go back. */
interface OpenedHere {
  eventOpenedHere?: boolean;
}

/** `?event=12` → 12; anything that is not a positive whole number → null. */
export function parseEventId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * The open event lives in the URL (`/events?event={id}`), so a details modal can be shared and
 * Back closes it. Opening pushes a history entry; closing goes back over it, or, when the page
 * was entered through a shared link, drops the parameter in place.
 */
export function useSelectedEvent() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = params.get(EVENT_PARAM);
  const selectedId = parseEventId(raw);
  const openedHere = (location.state as OpenedHere | null)?.eventOpenedHere === true;

  const openEvent = useCallback(
    (id: number) => {
      const next = new URLSearchParams(params);
      next.set(EVENT_PARAM, String(id));
      // Switching from one open event to another replaces, so Back still leaves the modal.
      navigate(
        { search: `?${next.toString()}` },
        raw === null
          ? { state: { eventOpenedHere: true } satisfies OpenedHere }
          : { replace: true, state: location.state },
      );
    },
    [location.state, navigate, params, raw],
  );

  const closeEvent = useCallback(() => {
    if (openedHere) {
      navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete(EVENT_PARAM);
    setParams(next, { replace: true });
  }, [navigate, openedHere, params, setParams]);

  return { selectedId, isOpen: raw !== null, openEvent, closeEvent };
}
