import type { Article, CityDetails } from '../contracts/entities';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isArticle = (value: unknown): value is Article =>
  isRecord(value) && (typeof value.id === 'number' || typeof value.id === 'string');

/**
 * A city's articles from its content answer, whether the categories come as a map or a list
 * (the API sends either); [] for anything unreadable. The page head and the sitemap read them.
 */
export function cityArticles(city: Pick<CityDetails, 'categories'> | null | undefined): Article[] {
  const categories: unknown = city?.categories;
  const list: unknown[] = Array.isArray(categories)
    ? categories
    : isRecord(categories)
      ? Object.entries(categories).map(([key, category]) =>
          isRecord(category) ? { ...category, name: category.name || key } : null,
        )
      : [];
  const articles = list.find((category) => isRecord(category) && category.name === 'articles');
  const content = isRecord(articles) ? articles.content : undefined;
  return Array.isArray(content) ? content.filter(isArticle) : [];
}
