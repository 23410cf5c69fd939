import {
  ARTICLE_PARAM,
  cityNameFromPath,
  citySubPageRoutes,
  queryKeys,
  routes,
  type Article,
  type CitySubPage,
  type HeadContext,
  type PageHead,
  type RouteHead,
} from '@citylens/shared/contracts';
import {
  breadcrumbListLd,
  cityArticles,
  isCity,
  pageTitle,
  SCHEMA_ORG,
  sectionOf,
  shortText,
  SITE_NAME,
  withCountry,
  type ArticleLd,
  type Crumb,
  type WithContext,
} from '@citylens/shared/seo';

/** The exposed pages describe themselves with it. */
export { withCountry } from '@citylens/shared/seo';

/** What a city sub-page is about, as a sentence for search results and link previews. */
export type SubPageDescription = (city: string, country: string) => string;

/** The city page's head: the city's name, its text and photo, and where it sits in the site. */
export const cityPageHead: PageHead = (context) => cityHead(context, null);

/** A city sub-page's head, described by `description` (and on the articles page, an open article's). */
export const citySubPageHead =
  (subPage: CitySubPage, description: SubPageDescription): PageHead =>
  (context) =>
    cityHead(context, { subPage, description });

function cityHead(
  context: HeadContext,
  sub: { subPage: CitySubPage; description: SubPageDescription } | null,
): RouteHead {
  const { params, read, absolute, image, siteUrl } = context;
  const urlName = cityNameFromPath(context.pathname) ?? '';
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

  if (!sub) {
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

  const { subPage, description: describe } = sub;
  const subRoute = citySubPageRoutes[subPage];
  const section = sectionOf(subRoute.title);
  const pageUrl = absolute(subRoute.href(urlName));
  crumbs.push({ name: section, url: pageUrl });
  const head: RouteHead = {
    title: pageTitle(name, section),
    description: describe(name, country),
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

/** An article as schema.org sees it: CityLens publishes it (articles carry no author of their own). */
export function articleLd(
  article: Article,
  {
    url,
    image,
    description,
    siteUrl,
  }: { url: string; image?: string; description: string; siteUrl: string },
): WithContext<ArticleLd> {
  const published = article.published_at ?? article.created_at;
  const publisher = { '@type': 'Organization', name: SITE_NAME, url: `${siteUrl}/` } as const;
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Article',
    headline: article.title,
    url,
    mainEntityOfPage: url,
    ...(description ? { description } : {}),
    ...(image ? { image: [image] } : {}),
    ...(published ? { datePublished: published } : {}),
    author: publisher,
    publisher,
  };
}
