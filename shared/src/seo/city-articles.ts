import type { Article, CityContent } from '../contracts/entities';

/** A city's articles from its content answer; [] without one. The page head and the sitemap read them. */
export function cityArticles(city: Pick<CityContent, 'categories'> | null | undefined): Article[] {
  return city?.categories.articles.content ?? [];
}
