/**
 * @jest-environment node
 */
import { closePageRenderers } from './page-renderer';
import {
  percentile,
  startRenderingHost,
  timedGet,
  type RenderingHost,
} from './testing/rendering-host';

/**
 * Floods against the host's serving stack (request handler, page cache, render workers) with a
 * stand-in server build: no made-up URL may cost a render, and renders never pile up.
 */

/** Renders in flight per worker (CITYLENS_RENDERS_PER_WORKER, unset). */
const CAP = 8;
/**
 * Every answer within this, from the request's arrival at the server: a render waits at most its
 * budgets (module, API, passes: about a second), a visitor past the cap none. Two seconds leave room
 * for a machine shared with other work.
 */
const ANSWER_BUDGET_MS = 2000;

// A flood on a base without these bounds takes a while to fail: it renders every request.
jest.setTimeout(60_000);

let host: RenderingHost;
beforeAll(async () => {
  host = await startRenderingHost();
  // The render workers are up and warm (a new pool renders its first page in every worker).
  await timedGet(`${host.base}/faq`);
});
afterAll(async () => {
  await host.close();
  await closePageRenderers();
});

const get = (path: string) => timedGet(host.base + path);
const rendersOf = (prefix: string) => host.renders().filter(({ url }) => url.startsWith(prefix));

test('600 requests differing only in an unknown parameter render the page at most once', async () => {
  const answers = await Promise.all(
    Array.from({ length: 600 }, (_, i) => get(`/city/Lisbon?x=${i}&utm_source=${i}`)),
  );
  expect(answers.every(({ response }) => response.status === 200)).toBe(true);
  expect(rendersOf('/city/Lisbon').map(({ url }) => url)).toEqual(['/city/Lisbon']);
  const statuses = answers.map(({ response }) => response.headers.get('cache-status'));
  expect(statuses.filter((status) => status === 'CityLens; fwd=miss; stored')).toHaveLength(1);
  const others = ['CityLens; fwd=miss; collapsed', 'CityLens; hit', 'CityLens; fwd=miss; stored'];
  expect(statuses.filter((status) => !others.includes(status!))).toEqual([]);
  // A parameter the page reads is a page of its own.
  await get('/city/Lisbon/articles?article=3&x=1');
  expect(rendersOf('/city/Lisbon/articles').map(({ url }) => url)).toEqual([
    '/city/Lisbon/articles?article=3',
  ]);
});

test('200 distinct unknown paths are redirected to / and none is rendered', async () => {
  const before = host.renders().length;
  const paths = Array.from(
    { length: 200 },
    (_, i) => [`/nowhere-${i}`, `/city/Paris/nowhere-${i}`, `/events/${i}`, `/shop-${i}/`][i % 4]!,
  );
  const answers = await Promise.all(paths.map(get));
  for (const { response } of answers) {
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  }
  expect(host.renders().length).toBe(before);
  // The files and documents beside the pages are still served.
  expect((await get('/healthz')).response.status).toBe(200);
  expect((await get('/runtime-config.json')).response.status).toBe(200);
  expect((await get('/missing.js')).response.status).toBe(404);
});

/** Every article and event deep link: distinct real pages, none in the cache. */
const deepLinks = (round: string) =>
  Array.from({ length: 200 }, (_, i) =>
    i % 2 ? `/events?event=${round}${i}` : `/city/Paris/articles?article=${round}${i}`,
  );

test('200 distinct pages missing the cache at once: renders stay under the cap, every answer within the budget', async () => {
  const before = host.renders().length;
  const answeredBefore = host.answers.length;
  const links = deepLinks('1');
  const answers = await Promise.all(links.map(get));
  const renders = host.renders().slice(before);
  const serverMs = new Map(host.answers.slice(answeredBefore).map(({ url, ms }) => [url, ms]));
  const times = links.map((link) => serverMs.get(link)!);
  expect(Math.max(...renders.map(({ inFlight }) => inFlight))).toBeLessThanOrEqual(CAP);
  expect(serverMs.size).toBe(200);
  const slowest = Math.max(...times);
  expect(slowest).toBeLessThan(ANSWER_BUDGET_MS);
  for (const { response, body } of answers) {
    expect(response.status).toBe(200);
    expect(body).toContain('<div id="root">');
  }
  // Past the cap a visitor got the shell at once, saying why; the others their page.
  const statuses = answers.map(({ response }) => response.headers.get('cache-status'));
  expect(statuses).toContain('CityLens; fwd=bypass; detail=saturated');
  expect(statuses).toContain('CityLens; fwd=miss; stored');
  const shells = times.filter((_, i) => statuses[i] === 'CityLens; fwd=bypass; detail=saturated');
  console.log(
    `[flood] 200 deep links: ${renders.length} rendered, slowest answer ${slowest.toFixed(0)} ms, ` +
      `shells' p95 ${percentile(shells, 95).toFixed(1)} ms`,
  );
});

test('during a flood of misses, made-up URLs and unknown paths, /city/Paris keeps its cached p99', async () => {
  await get('/city/Paris');
  // Timed at the server, from the request's arrival to its last byte: the client shares the process.
  const statuses: (string | null)[] = [];
  const paris = async (count: number) => {
    const times: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const { response } = await get('/city/Paris');
      statuses.push(response.headers.get('cache-status'));
      // This request's own answer: during the flood the last answer to end is often a render's.
      times.push(host.answers.findLast(({ url }) => url === '/city/Paris')!.ms);
    }
    return times;
  };
  const quiet = percentile(await paris(100), 99);
  const flood = Promise.all([
    ...deepLinks('2').map(get),
    ...Array.from({ length: 300 }, (_, i) => get(`/city/Rome?x=${i}`)),
    ...Array.from({ length: 200 }, (_, i) => get(`/made-up-${i}`)),
  ]);
  const during = percentile(await paris(100), 99);
  await flood;
  console.log(
    `[flood] /city/Paris p99: ${quiet.toFixed(1)} ms quiet, ${during.toFixed(1)} ms in the flood`,
  );
  expect(during).toBeLessThan(quiet + 50);
  // Fresh, or past its 10 s and served while one render refreshes it.
  for (const status of statuses) expect(status).toMatch(/^CityLens; hit(; fwd=stale)?$/);
});
