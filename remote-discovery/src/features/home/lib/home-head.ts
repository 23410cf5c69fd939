import { queryKeys, routes, type City, type PageHead } from '@citylens/shared/contracts';
import {
  isCity,
  listOf,
  SCHEMA_ORG,
  SITE_NAME,
  SITE_TAGLINE,
  withCountry,
  type SearchAction,
  type WebSiteLd,
  type WithActionConstraints,
  type WithContext,
} from '@citylens/shared/seo';

/** The home page's head: the tagline, the first popular city's photo and the site's search box. */
export const homeHead: PageHead = ({ siteUrl, read, absolute, image }) => {
  const popular = listOf<City>(read(queryKeys.cities.popular()), isCity);
  const first = popular.find((city) => city.image || city.thumbnail_url);
  return {
    title: routes.home.title,
    description: SITE_TAGLINE,
    canonical: absolute(routes.home.href()),
    image:
      first && image(first.image ?? first.thumbnail_url, withCountry(first.name, first.country)),
    ogType: 'website',
    jsonLd: [webSiteLd(siteUrl, SITE_TAGLINE)],
  };
};

/** The home page's search box: `/?search=<term>` opens the home page on that city search. */
export function webSiteLd(siteUrl: string, description: string): WithContext<WebSiteLd> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/?search={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': SCHEMA_ORG,
    '@type': 'WebSite',
    name: SITE_NAME,
    url: `${siteUrl}/`,
    description,
    potentialAction: search,
  };
}
