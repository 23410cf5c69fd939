import {
  EVENT_PARAM,
  queryKeys,
  routes,
  type CityEvent,
  type PageHead,
  type RouteHead,
} from '@citylens/shared/contracts';
import {
  isEvent,
  listOf,
  pageTitle,
  positiveId,
  SCHEMA_ORG,
  shortText,
  withCountry,
  type EventLd,
  type WithContext,
} from '@citylens/shared/seo';

export const EVENTS_DESCRIPTION =
  'Find all upcoming events in CityLens cities: festivals, concerts and markets, with their dates, times and venues.';

/** The events page's head, and an open event's details (`?event=<id>`): its name, text and photo. */
export const eventsHead: PageHead = ({ params, read, absolute, image }) => {
  const listUrl = absolute(routes.events.href());
  const events = listOf<CityEvent>(read(queryKeys.events.list()), isEvent);
  const firstWithPhoto = events.find((event) => event.thumbnail_url);
  const head: RouteHead = {
    title: routes.events.title,
    description: EVENTS_DESCRIPTION,
    canonical: listUrl,
    image: firstWithPhoto && image(firstWithPhoto.thumbnail_url, firstWithPhoto.name),
    ogType: 'website',
    jsonLd: [],
  };
  const id = positiveId(params.get(EVENT_PARAM));
  if (id === null) return head;
  const detail = read(queryKeys.events.detail(id));
  const event = isEvent(detail) ? detail : events.find((e) => e.id === id);
  if (!event) return head;
  const url = `${listUrl}?${new URLSearchParams({ [EVENT_PARAM]: String(event.id) })}`;
  const eventImage = image(event.thumbnail_url, event.name);
  return {
    title: pageTitle(event.name),
    description:
      shortText(event.description) || `${event.name} in ${withCountry(event.city, event.country)}.`,
    canonical: url,
    image: eventImage ?? head.image,
    ogType: 'website',
    jsonLd: [eventLd(event, { url, image: eventImage?.url })],
  };
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;

/** The event's date and time as ISO 8601 local time (the API gives no zone: the city's own). */
export function eventStartDate(event: Pick<CityEvent, 'event_date' | 'event_time'>): string | null {
  const date = event.event_date?.slice(0, 10);
  if (!date || !ISO_DATE.test(date)) return null;
  const time = event.event_time?.trim();
  if (!time || !TIME.test(time)) return date;
  return `${date}T${time.length === 5 ? `${time}:00` : time}`;
}

/** An event as schema.org sees it: no offers (booking is free and has no price). */
export function eventLd(
  event: CityEvent,
  { url, image }: { url: string; image?: string },
): WithContext<EventLd> {
  const startDate = eventStartDate(event);
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Event',
    name: event.name,
    url,
    ...(event.description ? { description: event.description } : {}),
    ...(startDate ? { startDate } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.location || event.city,
      address: {
        '@type': 'PostalAddress',
        addressLocality: event.city,
        addressCountry: event.country,
      },
    },
    ...(image ? { image: [image] } : {}),
  };
}
