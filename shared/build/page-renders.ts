import { LRUCache } from 'lru-cache';
import {
  cityNameFromPath,
  SERVER_HTML_STALE_MS,
  type CartLineCount,
  type RuntimeConfig,
  type ServerAddresses,
} from '../src/contracts';
import { variantKey } from './canary-variants';
import { documentOf, RendererSaturated, type RenderedDocument } from './rendered-document';
import { liveRenderer, type RenderModule } from './render-workers';

/** The host's server build's renders, through the worker of the visitor's canary variants. */
export interface PageRenders {
  /** The live worker for this bucket's variants; null when every worker is at its cap. */
  rendererFor(bucket: number | null): RenderModule | null;
  /** A render at once, for this request alone; throws RendererSaturated with no worker free. */
  renderNow(
    url: string,
    bucket: number | null,
    cartLines?: CartLineCount[],
  ): Promise<RenderedDocument>;
  renderWith(
    renderer: RenderModule,
    url: string,
    bucket: number | null,
    cartLines?: CartLineCount[],
  ): Promise<RenderedDocument>;
  /** Whether the page's status (200) is known before its render, so its head can go first. */
  statusKnown(url: string): boolean;
}

/**
 * Only an unknown city's page is not a 200. A city whose page rendered whole lately exists: its
 * next render can send the head (and the 200) before the page. Its first one waits for the API.
 */
function citiesFound() {
  const found = new LRUCache<string, true>({ max: 1000, ttl: SERVER_HTML_STALE_MS });
  const cityOf = (url: string) =>
    cityNameFromPath(new URL(url, 'http://citylens.invalid').pathname);
  return {
    statusKnown(url: string): boolean {
      const city = cityOf(url);
      return city === null || found.has(city);
    },
    noteStatus(url: string, doc: RenderedDocument): void {
      const city = cityOf(url);
      if (city === null) return;
      if (doc.status === 200 && doc.cacheable) found.set(city, true);
      else if (doc.status !== 200) found.delete(city);
    },
  };
}

/** Renders of the server build in `file`, with what the host's server passes to each. */
export function pageRenders(
  file: string,
  runtimeConfig: RuntimeConfig,
  siteUrl: string,
  server: ServerAddresses,
): PageRenders {
  const cities = citiesFound();

  function rendererFor(bucket: number | null): RenderModule | null {
    return liveRenderer(file, variantKey(runtimeConfig, bucket));
  }

  async function renderWith(
    renderer: RenderModule,
    url: string,
    bucket: number | null,
    cartLines?: CartLineCount[],
  ) {
    const doc = documentOf(
      await renderer.renderPage({ url, runtimeConfig, bucket, server, siteUrl, cartLines }),
    );
    cities.noteStatus(url, doc);
    return doc;
  }

  function renderNow(
    url: string,
    bucket: number | null,
    cartLines?: CartLineCount[],
  ): Promise<RenderedDocument> {
    const renderer = rendererFor(bucket);
    if (!renderer) throw new RendererSaturated();
    return renderWith(renderer, url, bucket, cartLines);
  }

  return { rendererFor, renderNow, renderWith, statusKnown: cities.statusKnown };
}
