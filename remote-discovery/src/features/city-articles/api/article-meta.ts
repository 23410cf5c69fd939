import { formatLongDate, type Article } from '@citylens/shared';

/** created_at or published_at, in en-US long form. */
export function articleDate(article: Article): string {
  return formatLongDate(article.created_at ?? article.published_at);
}

/** A teaser for the card: the first paragraph without markdown marks, cut at a word. */
export function articleExcerpt(content: string, max = 160): string {
  const first = content.split(/\n\s*\n/).find((p) => p.trim() && !p.trim().startsWith('#')) ?? '';
  const plain = first
    .replace(/[*_`>#[\]]/g, '')
    .replace(/\(([^)]*)\)/g, '')
    .trim();
  if (plain.length <= max) return plain;
  return `${plain.slice(0, plain.lastIndexOf(' ', max)).trimEnd()}…`;
}
