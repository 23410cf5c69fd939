import { SITE_NAME } from './route-head';

/**
 * The one title rule: the page's subject from the most specific part to the broadest, then the
 * site's name, joined by em dashes: "Paris — Lifestyle — CityLens", "Frame Shop — CityLens",
 * "Jazz on the Seine — CityLens". Empty parts are left out.
 */
export function pageTitle(...parts: (string | null | undefined)[]): string {
  const named = parts.map((part) => part?.trim()).filter((part): part is string => Boolean(part));
  return [...named, SITE_NAME].join(' — ');
}

/** A route's title without the site's name ("Lifestyle — CityLens" → "Lifestyle"). */
export function sectionOf(routeTitle: string): string {
  const suffix = ` — ${SITE_NAME}`;
  return routeTitle.endsWith(suffix) ? routeTitle.slice(0, -suffix.length) : routeTitle;
}
