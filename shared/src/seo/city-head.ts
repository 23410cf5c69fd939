import { queryKeys } from '../contracts/query-keys';
import { ARTICLE_PARAM, routes, type CitySubPage, type RouteDef } from '../contracts/routes';
import { cityArticles } from './city-articles';
import { isCity, shortText, type HeadContext } from './head-context';
import { SUB_PAGE_DESCRIPTIONS, withCountry } from './page-descriptions';
import { pageTitle, sectionOf } from './page-title';
import type { RouteHead } from './route-head';
import { articleLd, breadcrumbListLd, type Crumb } from './structured-data';

/** The query parameter that names an open article (a deep link), declared with the routes. */
export { ARTICLE_PARAM };

export const SUB_PAGE_ROUTES = {
  lifestyle: routes.cityLifestyle,
  articles: routes.cityArticles,
  videos: routes.cityVideos,
  food: routes.cityFood,
  transport: routes.cityTransport,
} as const satisfies Record<CitySubPage, RouteDef<[string]>>;

/** A city's page or one of its sub-pages (and on the articles page, an open article). */
export function cityHead(
  { params, read, absolute, image, siteUrl }: HeadContext,
  urlName: string,
  subPage: CitySubPage | null,
): RouteHead {
  const content = read(queryKeys.cities.content(urlName));
  const city = isCity(content) ? content : null;
  const name = city?.name || urlName;
  const country = city?.country ?? '';
  const cityUrl = absolute(routes.city.href(urlName));
  const crumbs: Crumb[] = [
    { name: 'Home', url: absolute(routes.home.href()) },
    { name, url: cityUrl },
  ];
  const cityImage =
    city === null
      ? undefined
      : image(
          city.image ?? city.thumbnail_url ?? city.hero_photos?.[0],
          withCountry(name, country),
        );

  if (!subPage) {
    return {
      title: pageTitle(name),
      description:
        shortText(city?.description) ||
        `Explore ${withCountry(name, country)} through its photos, articles, videos, food and transport.`,
      canonical: cityUrl,
      image: cityImage,
      ogType: 'website',
      jsonLd: [breadcrumbListLd(crumbs)],
    };
  }

  const subRoute = SUB_PAGE_ROUTES[subPage];
  const section = sectionOf(subRoute.title);
  const pageUrl = absolute(subRoute.href(urlName));
  crumbs.push({ name: section, url: pageUrl });
  const head: RouteHead = {
    title: pageTitle(name, section),
    description: SUB_PAGE_DESCRIPTIONS[subPage](name, country),
    canonical: pageUrl,
    image: cityImage,
    ogType: 'website',
    jsonLd: [breadcrumbListLd(crumbs)],
  };
  if (subPage !== 'articles') return head;

  // An open article (`?article=<id>`) is a page of its own: its title, text, photo and date.
  const articleId = params.get(ARTICLE_PARAM);
  const article =
    city && articleId ? cityArticles(city).find((a) => String(a.id) === articleId) : undefined;
  if (!article) return head;
  const url = `${pageUrl}?${new URLSearchParams({ [ARTICLE_PARAM]: String(article.id) })}`;
  const description = shortText(article.content) || head.description;
  const articleImage =
    image(article.image_url ?? article.thumbnail_url, article.title) ?? cityImage;
  return {
    title: pageTitle(article.title),
    description,
    canonical: url,
    image: articleImage,
    ogType: 'article',
    jsonLd: [
      articleLd(article, { url, image: articleImage?.url, description, siteUrl }),
      breadcrumbListLd([...crumbs, { name: article.title, url }]),
    ],
  };
}
