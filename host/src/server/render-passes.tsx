import { PassThrough } from 'node:stream';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { isQueryEnabled, type Query } from '@citylens/shared/server-render';
import { serverPageEmotionCache } from '@citylens/shared/ui';
import {
  AREA_LEFT_TO_BROWSER,
  loggableUrl,
  SERVER_RENDER_BUDGET_MS,
} from '@citylens/shared/contracts';
import type { QueryClient } from '@citylens/shared/query';
import { App } from '../app/App';

/**
 * A render pass that waits longer than this for a lazy module leaves it to the browser. Later than
 * the remote budget, so an area that misses it has failed (the browser renders it) before the pass
 * is cut short.
 */
const PASS_LIMIT_MS = SERVER_RENDER_BUDGET_MS + 200;

async function renderToHtml(element: React.ReactElement, onAreaLeft: () => void): Promise<string> {
  const controller = new AbortController();
  // Never a hung page: whatever has not resolved by then is rendered by the browser.
  const timer = setTimeout(() => controller.abort(), PASS_LIMIT_MS);
  try {
    const { prelude } = await prerenderToNodeStream(element, {
      signal: controller.signal,
      // Never outline a large area into a hidden segment revealed by script: without script (or
      // before it runs) the page's content must be in place.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError: (error) => {
        onAreaLeft();
        if (debug) console.warn('server render: area left to the browser', error);
        return AREA_LEFT_TO_BROWSER;
      },
    });
    const chunks: Buffer[] = [];
    const sink = prelude.pipe(new PassThrough());
    for await (const chunk of sink) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    clearTimeout(timer);
  }
}

/** Queries the last pass rendered as loading that nobody has asked the API for yet. */
function unasked(queryClient: QueryClient, asked: Set<string>): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (q) =>
        q.state.status === 'pending' &&
        q.state.fetchStatus === 'idle' &&
        !asked.has(q.queryHash) &&
        isQueryEnabled(q) &&
        typeof q.options.queryFn === 'function',
    );
}

/** Each query's answer, or the deadline, whichever comes first. */
async function settledWithin(queries: Query[], deadline: number): Promise<void> {
  if (!queries.length) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    // fetch() on a query in flight joins its request rather than asking again.
    Promise.allSettled(queries.map((q) => q.fetch())),
    new Promise((resolve) => {
      timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
    }),
  ]);
  clearTimeout(timer);
}

const MAX_PASSES = 4;
const debug = Boolean(process.env.CITYLENS_SSR_DEBUG);

export interface RenderedPasses {
  html: string;
  /** The emotion cache of the last pass: the styles of the elements in its markup. */
  styleCache: EmotionCache;
  /** False when an answer the page asked for did not arrive: not a whole page. */
  whole: boolean;
  /** True when the last pass left an area to the browser. */
  areaLeft: boolean;
}

/** What a page's passes render from: its URL, its query cache and router, and the time budget. */
export interface RenderPassesInput {
  url: string;
  queryClient: QueryClient;
  Router: (props: { children: React.ReactNode }) => React.ReactElement;
  deadline: number;
  started: number;
  moduleMs: number;
}

/**
 * Rendering in passes: a pass shows which queries the page's components ask for (each useQuery
 * enters the cache), the server asks the API for them, and the next pass renders their answers,
 * until no new query appears or the deadline passes.
 */
export async function renderInPasses(input: RenderPassesInput): Promise<RenderedPasses> {
  const { url, queryClient, Router, deadline, started, moduleMs } = input;
  const asked = new Set<string>();
  let html: string;
  let styleCache: EmotionCache | undefined;
  let settle = false;
  let whole = true;
  let areaLeft: boolean;
  // The answers the route is known to need were asked for before its module loaded: a pass that
  // rendered them as loading would be thrown away, so the first pass waits for them.
  await settledWithin(queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' }), deadline);
  for (let pass = 1; ; pass += 1) {
    // The last pass renders a settled cache: nothing in flight, no failure (the browser asks again).
    const last = settle || pass === MAX_PASSES || Date.now() >= deadline;
    if (last) {
      await queryClient.cancelQueries({ fetchStatus: 'fetching' });
      const unsettled = (q: Query) => q.state.status !== 'success';
      // Only an answer the page asked for and did not get leaves the page unfinished. A disabled
      // query (a search with no term, a signed-in visitor's bookings) is asked by nobody here nor,
      // for an anonymous visitor, in the browser.
      const missed = (q: Query) => unsettled(q) && isQueryEnabled(q);
      if (queryClient.getQueryCache().findAll({ predicate: missed }).length) whole = false;
      queryClient.removeQueries({ predicate: unsettled });
    }
    areaLeft = false;
    styleCache = serverPageEmotionCache();
    const passStarted = Date.now();
    html = await renderToHtml(
      <CacheProvider value={styleCache}>
        <App queryClient={queryClient} Router={Router} />
      </CacheProvider>,
      () => {
        areaLeft = true;
      },
    );
    if (debug)
      console.log(
        `${loggableUrl(url)} pass ${pass} at ${Date.now() - started} ms: render ${Date.now() - passStarted} ms (module ${moduleMs} ms)`,
      );
    if (last) break;
    const queries = unasked(queryClient, asked);
    // Answers asked for before this pass (the route's own, started early) and still on their way.
    const inFlight = queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' });
    if (!queries.length && !inFlight.length) {
      if (
        queryClient
          .getQueryCache()
          .getAll()
          .every((q) => q.state.status === 'success' || !isQueryEnabled(q))
      )
        break;
      // Something failed or is still pending: render once more from a settled cache.
      settle = true;
      continue;
    }
    for (const q of queries) asked.add(q.queryHash);
    await settledWithin([...queries, ...inFlight], deadline);
  }
  return { html: html!, styleCache: styleCache!, whole, areaLeft: areaLeft! };
}
