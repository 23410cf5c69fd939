import { formatLongDate, type Article } from '@citylens/shared';

/** created_at or published_at, in en-US long form. */
export function articleDate(article: Article): string {
  return formatLongDate(article.created_at ?? article.published_at);
}

// The teaser is shared: the page's description tag (@citylens/shared/seo) says the same text.
export { articleExcerpt } from '@citylens/shared';
