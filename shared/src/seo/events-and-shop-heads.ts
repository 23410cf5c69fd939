import type { Thing, WithContext } from 'schema-dts';
import type { CityEvent, Frame } from '../contracts/entities';
import { FRAME_TAB_PARAM, frameKindsOf, frameTabFrom } from '../contracts/frame-tabs';
import { queryKeys } from '../contracts/query-keys';
import { EVENT_PARAM, routes } from '../contracts/routes';
import { isEvent, isFrame, listOf, positiveId, shortText, type HeadContext } from './head-context';
import { STATIC_DESCRIPTIONS, withCountry } from './page-descriptions';
import { pageTitle } from './page-title';
import type { RouteHead } from './route-head';
import { eventLd, productLd } from './structured-data';

/** The query parameter that names an open event's details (a deep link), declared with the routes. */
export { EVENT_PARAM };

/** The events page (and an open event's details). */
export function eventsHead({ params, read, absolute, image }: HeadContext): RouteHead {
  const listUrl = absolute(routes.events.href());
  const events = listOf<CityEvent>(read(queryKeys.events.list()), isEvent);
  const firstWithPhoto = events.find((event) => event.thumbnail_url);
  const head: RouteHead = {
    title: routes.events.title,
    description: STATIC_DESCRIPTIONS[routes.events.path]!,
    canonical: listUrl,
    image: firstWithPhoto && image(firstWithPhoto.thumbnail_url, firstWithPhoto.name),
    ogType: 'website',
    jsonLd: [],
  };
  // An open event's details (`?event=<id>`): its name, text, photo, and Event data.
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
}

/** The frame shop, with a Product for each frame on the open tab. */
export function frameShopHead({ params, read, absolute, image }: HeadContext): RouteHead {
  const url = absolute(routes.frameShop.href());
  // The frames the page lists on its tab (`?tab=painting`); the canonical page is all of them.
  const kinds = frameKindsOf(frameTabFrom(params.get(FRAME_TAB_PARAM)));
  const frames = kinds.flatMap((kind) => listOf<Frame>(read(queryKeys.frames[kind]()), isFrame));
  const jsonLd: WithContext<Thing>[] = frames.map((frame) =>
    productLd(frame, { url, image: image(frame.black_image_url, frame.name)?.url }),
  );
  const first = frames.find((frame) => frame.black_image_url);
  return {
    title: routes.frameShop.title,
    description: STATIC_DESCRIPTIONS[routes.frameShop.path]!,
    canonical: url,
    image: first && image(first.black_image_url, first.name),
    ogType: 'website',
    jsonLd,
  };
}
