/** What the host's server does to React's markup before it goes into the page. */

/**
 * React writes resource hints (image preloads) before a fragment's markup. The hero's photo
 * (`fetchpriority="high"`) is preloaded from `<head>`; the others would compete with it for the
 * connection and are left out (each image loads from its own element).
 */
export function splitResourceHints(html: string): { markup: string; preloads: string } {
  const hints = /^(?:<link [^>]*>)+/.exec(html)?.[0] ?? '';
  const preloads = (hints.match(/<link [^>]*>/g) ?? [])
    .filter((link) => /fetchPriority="high"/i.test(link))
    .join('');
  return { markup: html.slice(hints.length), preloads };
}
