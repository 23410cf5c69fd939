/**
 * What a page's offline copy needs, read off the page itself as the server rendered it: the deep
 * links its cards open (an article, a photo, an event), the scripts it runs and the photos it
 * shows at this device's width. Reading the server's HTML keeps a copy true to what the page is,
 * whatever its components choose.
 */

/** The deep links a page's cards open under `basePath` (`/city/Paris/articles?article=3`), absolute. */
export function deepLinksIn(page: Document, pageUrl: string, basePath: string): string[] {
  const links = new Set<string>();
  for (const anchor of page.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const url = new URL(anchor.getAttribute('href')!, pageUrl);
    if (url.origin !== new URL(pageUrl).origin || !url.search) continue;
    if (url.pathname === basePath || url.pathname.startsWith(`${basePath}/`)) {
      url.hash = '';
      links.add(url.href);
    }
  }
  return [...links];
}

/** The scripts a page runs: its own, the app's entries it starts after its photo, its preloads. */
export function scriptsOf(page: Document, pageUrl: string): string[] {
  const urls = [
    ...[...page.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) =>
      s.getAttribute('src'),
    ),
    ...[...page.querySelectorAll<HTMLMetaElement>('meta[name="citylens-app-entry"]')].map((m) =>
      m.getAttribute('content'),
    ),
    ...[...page.querySelectorAll<HTMLLinkElement>('link[rel="preload"][href]')]
      .filter((link) => link.getAttribute('as') !== 'image')
      .map((link) => link.getAttribute('href')),
  ];
  return unique(urls, pageUrl);
}

/** How wide an image slot is on this device, in CSS pixels, for a `sizes` attribute. */
export type SlotWidth = (sizes: string) => number;

/**
 * The photos a page shows on this device: for each `<img>` (and the hero's preload), its `src`
 * and the `srcset` candidates the browser may pick here. The browser takes the candidate nearest
 * the slot's width × the device's pixel ratio, rounding either way, so both neighbours are kept.
 */
export function photosOf(
  page: Document,
  pageUrl: string,
  slotWidth: SlotWidth,
  pixelRatio: number,
): string[] {
  const urls: (string | null)[] = [];
  const add = (src: string | null, srcset: string | null, sizes: string | null) => {
    if (!srcset) {
      urls.push(src);
      return;
    }
    urls.push(...candidatesFor(srcset, slotWidth(sizes || '100vw') * pixelRatio));
  };
  for (const img of page.querySelectorAll('img')) {
    add(img.getAttribute('src'), img.getAttribute('srcset'), img.getAttribute('sizes'));
  }
  for (const link of page.querySelectorAll('link[rel="preload"][as="image"]')) {
    add(
      link.getAttribute('href'),
      link.getAttribute('imagesrcset'),
      link.getAttribute('imagesizes'),
    );
  }
  return unique(urls, pageUrl).filter((url) => !url.startsWith('data:'));
}

/** The `w` candidates either side of `targetWidth` (one, at the ends of the set). */
export function candidatesFor(srcset: string, targetWidth: number): string[] {
  const candidates = srcset
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url, descriptor]) => ({ url: url!, width: parseInt(descriptor ?? '', 10) }))
    .filter((c) => c.url && Number.isFinite(c.width))
    .sort((a, b) => a.width - b.width);
  if (candidates.length === 0) return [];
  const above = candidates.findIndex((c) => c.width >= targetWidth);
  if (above < 0) return [candidates[candidates.length - 1]!.url];
  if (above === 0) return [candidates[0]!.url];
  return [candidates[above - 1]!.url, candidates[above]!.url];
}

function unique(urls: (string | null | undefined)[], base: string): string[] {
  const out = new Set<string>();
  for (const url of urls) if (url) out.add(new URL(url, base).href);
  return [...out];
}
