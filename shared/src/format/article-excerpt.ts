/**
 * A teaser of an article's markdown: its first paragraph that is not a heading, without markdown
 * marks, cut at a word. The articles grid shows it on each card; the page's description tag says it.
 */
export function articleExcerpt(content: string, max = 160): string {
  const first = content.split(/\n\s*\n/).find((p) => p.trim() && !p.trim().startsWith('#')) ?? '';
  const plain = first
    .replace(/[*_`>#[\]]/g, '')
    .replace(/\(([^)]*)\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  return `${plain.slice(0, plain.lastIndexOf(' ', max)).trimEnd()}…`;
}
