import { SITE_NAME, type RouteHead } from './route-head';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an HTML attribute value or element content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/**
 * JSON for a `<script>` element: `<`, `>` and `&` as \u escapes, so no string in the data can
 * close the element or open a comment, and the line separators JavaScript once refused.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export interface RenderHeadOptions {
  /** The response's CSP nonce, put on the JSON-LD scripts (the CSP allows no inline script without one). */
  nonce?: string;
}

/**
 * A page's head tags as HTML: title, description, canonical link, robots, Open Graph and Twitter
 * card tags (a large image card when the page has a photo), and one JSON-LD script per object.
 * Every value is escaped; the result goes inside `<head>` in place of the shell's own title and
 * description.
 */
export function renderHeadHtml(head: RouteHead, options: RenderHeadOptions = {}): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
  ];
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
  );
  const { image } = head;
  if (image) {
    tags.push(meta('property', 'og:image', image.url), meta('property', 'og:image:alt', image.alt));
    if (image.width) tags.push(meta('property', 'og:image:width', image.width));
    if (image.height) tags.push(meta('property', 'og:image:height', image.height));
  }
  tags.push(
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (image) {
    tags.push(
      meta('name', 'twitter:image', image.url),
      meta('name', 'twitter:image:alt', image.alt),
    );
  }
  const nonce = options.nonce ? ` nonce="${escapeHtml(options.nonce)}"` : '';
  for (const data of head.jsonLd) {
    tags.push(`<script type="application/ld+json"${nonce}>${scriptSafeJson(data)}</script>`);
  }
  return tags.join('');
}
