/**
 * The whole-site load test with faults, against the composed stack (two API replicas behind the
 * balancer, PostgreSQL, Redis, the five app servers). README.md beside this file says how to run
 * it and what it checks.
 *
 *   npx tsx load/whole-site.ts [--seconds=300] [--users=60]
 *   (env: COMPOSE, CITYLENS_SITE_URL, CITYLENS_API_URL)
 */
import { execSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { apiPath, apiPaths, EVENT_PARAM, routes } from '@citylens/shared/contracts';
import { isError, summarize, type FaultWindow, type Sample } from './report';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const raw = args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name}= takes a whole number`);
  return value;
};
const SECONDS = option('seconds', 300);
const USERS = option('users', 60);
const compose = process.env.COMPOSE ?? 'docker-compose -f docker-compose.yml';
const site = (process.env.CITYLENS_SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const api = (process.env.CITYLENS_API_URL ?? 'http://localhost:8000').replace(/\/+$/, '');
const repoRoot = path.resolve(__dirname, '..', '..');
const sh = (command: string) =>
  execSync(command, { encoding: 'utf8', stdio: 'pipe', cwd: repoRoot }).trim();
const say = (message: string) => console.log(`[load] ${message}`);

/** Every request of the run, as answered. */
const samples: Sample[] = [];
let runStart = 0;
const now = () => Date.now() - runStart;
const record = (kind: string, sentAt: number, status: number) =>
  samples.push({ at: now(), kind, ms: Date.now() - sentAt, status });

// --- What the visitors act on, read from the site before the run.

interface Visitor {
  username: string;
  password: string;
  id: number;
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url} → ${res.status}`);
  return (await res.json()) as T;
}

const post = (body: unknown, token?: string, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  headers: {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...headers,
  },
  body: JSON.stringify(body),
});

async function signUp(run: string, n: number): Promise<Visitor> {
  const username = `load${run}u${n}`;
  const password = `Load-${run}-pass!`;
  await json(
    `${api}${apiPaths.register}`,
    post({ username, email: `${username}@example.com`, password, password_confirm: password }),
  );
  const { access } = await json<{ access: string }>(
    `${api}${apiPaths.token}`,
    post({ username, password }),
  );
  const profile = await json<{ id: number }>(`${api}${apiPaths.profile}`, {
    headers: { authorization: `Bearer ${access}` },
  });
  return { username, password, id: profile.id };
}

// --- The faults, each from its command until its service is healthy again.

function containerOf(service: string, index = 0): string {
  const ids = sh(`${compose} ps -q ${service}`).split('\n').filter(Boolean).sort();
  if (!ids[index]) throw new Error(`no container for ${service}`);
  return ids[index]!;
}

async function healthy(id: string, limitMs = 120_000): Promise<void> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    const state = sh(
      `docker inspect -f '{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}' ${id}`,
    );
    if (state === 'healthy' || state === 'running') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${id} not healthy within ${limitMs} ms`);
}

const faults: FaultWindow[] = [];
async function fault(name: string, cause: () => Promise<void>) {
  const start = now();
  say(`fault: ${name}`);
  await cause();
  faults.push({ name, start, end: now() });
  say(`fault over: ${name} (${((now() - start) / 1000).toFixed(1)} s)`);
}

const at = (fraction: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, SECONDS * 1000 * fraction - now())));

async function injectFaults() {
  await at(0.2);
  const replica = containerOf('api', 0);
  await fault('one API replica stopped, then started', async () => {
    sh(`docker stop --time 5 ${replica}`);
    await at(0.3);
    sh(`docker start ${replica}`);
    await healthy(replica);
  });
  await at(0.45);
  await fault('Redis restarted', async () => {
    sh(`${compose} restart redis`);
    await healthy(containerOf('redis'));
  });
  await at(0.65);
  await fault('the shop redeployed', async () => {
    sh(`${compose} up -d --no-deps --force-recreate shop`);
    await healthy(containerOf('shop'));
  });
}

// --- The visitors.

interface Flow {
  kind: string;
  sentAt: number;
}

/** One autocannon instance: `connections` visitors repeating `requests`, at most `rate` req/s. */
function crowd(
  name: string,
  url: string,
  connections: number,
  rate: number | undefined,
  requests: autocannon.Request[],
) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        overallRate: rate,
        duration: SECONDS,
        timeout: 10,
        requests,
        headers: { 'accept-encoding': 'br, gzip' },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    // No answer at all: the request is recorded as failed when the error arrives.
    instance.on('reqError', () => record(`${name} (no answer)`, Date.now(), 0));
  });
}

/** A request that records its own kind, latency and status. */
function timed(
  kind: string,
  build: (context: Record<string, unknown>) => Partial<autocannon.Request>,
  onAnswer?: (status: number, body: string, context: Record<string, unknown>) => void,
): autocannon.Request {
  return {
    method: 'GET',
    setupRequest: (request, context) => {
      const state = context as Record<string, unknown>;
      const flow: Flow = { kind, sentAt: Date.now() };
      state.flow = flow;
      return { ...request, ...build(state) } as autocannon.Request;
    },
    onResponse: (status, body, context) => {
      const state = context as Record<string, unknown>;
      const flow = state.flow as Flow;
      record(flow.kind, flow.sentAt, status);
      onAnswer?.(status, body, state);
    },
  };
}

async function main() {
  const run = randomUUID().slice(0, 8);
  say(`site ${site}, API ${api}, ${SECONDS} s, ${USERS} visitors with accounts (run ${run})`);
  const cities = (await json<{ name: string }[]>(`${api}${apiPaths.cities}`)).map((c) => c.name);
  const events = (await json<{ id: number }[]>(`${api}${apiPaths.events}`)).map((e) => e.id);
  const frames = await json<{ id: number }[]>(`${api}${apiPaths.pictureFrames}`);
  if (!cities.length || !events.length || !frames.length) throw new Error('the seed is missing');
  const visitors: Visitor[] = [];
  for (let n = 0; n < USERS; n += 4) {
    const batch = Array.from({ length: Math.min(4, USERS - n) }, (_, i) => signUp(run, n + i));
    visitors.push(...(await Promise.all(batch)));
  }
  say(`${visitors.length} accounts made; ${cities.length} cities, ${events.length} events`);

  const pages = [
    routes.home.href(),
    routes.events.href(),
    routes.frameShop.href(),
    routes.home.href('an'),
    // Every event's deep link: a page of its own, rendered once, then served from the page cache.
    ...events.map((id) => `${routes.events.href()}?${EVENT_PARAM}=${id}`),
    ...cities.flatMap((city) => [
      routes.city.href(city),
      routes.cityArticles.href(city),
      routes.cityVideos.href(city),
      routes.cityFood.href(city),
    ]),
  ];
  const reads = [
    apiPaths.cities,
    apiPaths.events,
    apiPaths.pictureFrames,
    `${apiPaths.citySearch}?q=an`,
    `${apiPaths.eventSearch}?query=festival`,
    ...cities.map((name) => apiPath(apiPaths.cityContent, { name })),
    ...cities.map((name) => apiPath(apiPaths.cityReviews, { name })),
  ];
  let pageTurn = 0;
  let readTurn = 0;
  let visitorTurn = 0;

  // What the site acknowledged, checked against PostgreSQL at the end.
  const ordersAcknowledged = new Map<string, string>();
  const ordersAsked = new Set<string>();
  const bookingsAcknowledged = new Set<string>();
  const likesAcknowledged = new Map<string, boolean>();

  const writes: autocannon.Request[] = [
    timed(
      'sign in',
      (context) => {
        context.visitor ??= visitors[visitorTurn++ % visitors.length];
        const visitor = context.visitor as Visitor;
        context.token = undefined;
        return {
          path: apiPaths.token,
          ...post({ username: visitor.username, password: visitor.password }),
        };
      },
      (status, body, context) => {
        if (status === 200) context.token = (JSON.parse(body) as { access: string }).access;
      },
    ),
    timed(
      'book an event',
      (context) => {
        context.event = events[Math.floor(Math.random() * events.length)];
        return {
          path: apiPath(apiPaths.eventBooking, { id: String(context.event) }),
          ...post({}, context.token as string | undefined),
        };
      },
      (status, _body, context) => {
        if (status === 200 || status === 201)
          bookingsAcknowledged.add(`${(context.visitor as Visitor).id}:${context.event}`);
      },
    ),
    timed(
      'like an event',
      (context) => ({
        path: apiPath(apiPaths.eventLike, { id: String(context.event) }),
        ...post({}, context.token as string | undefined),
      }),
      (status, body, context) => {
        if (status !== 200) return;
        const { liked } = JSON.parse(body) as { liked: boolean };
        likesAcknowledged.set(`${(context.visitor as Visitor).id}:${context.event}`, liked);
      },
    ),
    timed(
      'order frames',
      (context) => {
        // An order the site did not acknowledge is sent again with the same key, as checkout does.
        context.orderKey ??= `load-${run}-${randomUUID()}`;
        ordersAsked.add(context.orderKey as string);
        const frame = frames[Math.floor(Math.random() * frames.length)]!;
        context.order ??= {
          items: [{ frame_id: frame.id, quantity: 1, price: 0, color: 'black' }],
          shipping_address: {
            first_name: 'Load',
            last_name: 'Visitor',
            email: 'load@example.com',
            phone: '+44 20 7946 0000',
            address: '12 St James’s Square',
            city: 'London',
            state: 'Greater London',
            zip_code: 'SW1Y 4JH',
            country: 'United Kingdom',
          },
          payment_info: {
            card_number: '4242 4242 4242 4242',
            card_expiry: '12/29',
            card_cvv: '987',
            cardholder_name: 'Load Visitor',
          },
          total_amount: 0,
          shipping_cost: 0,
        };
        return {
          path: apiPaths.orders,
          ...post(context.order, context.token as string | undefined, {
            'idempotency-key': context.orderKey as string,
          }),
        };
      },
      (status, body, context) => {
        if (status !== 200 && status !== 201) return;
        ordersAcknowledged.set(
          context.orderKey as string,
          (JSON.parse(body) as { order_id: string }).order_id,
        );
        context.orderKey = undefined;
        context.order = undefined;
      },
    ),
  ];

  runStart = Date.now();
  const faultsDone = injectFaults();
  const results = await Promise.all([
    crowd('pages', site, 6, undefined, [
      timed('page load', () => ({
        path: pages[pageTurn++ % pages.length],
        headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
      })),
    ]),
    crowd('API reads', api, 6, undefined, [
      timed('API read', () => ({ path: reads[readTurn++ % reads.length] })),
    ]),
    // Per-account limits hold (30 orders an hour): the visitors with accounts act at a human pace.
    crowd('visitors with accounts', api, 4, 12, writes),
  ]);
  await faultsDone;
  const runMs = now();

  // --- Nothing acknowledged was lost or doubled.
  const postgres = containerOf('postgres');
  const sql = (query: string) =>
    sh(`docker exec ${postgres} psql -U citylens -d citylens -At -F '|' -c "${query}"`)
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('|'));
  const ids = visitors.map((v) => v.id).join(',');
  const orderRows = sql(
    `select idempotency_key, id from orders where idempotency_key like 'load-${run}-%'`,
  );
  const ordersByKey = new Map<string, string[]>();
  for (const [key, id] of orderRows) ordersByKey.set(key!, [...(ordersByKey.get(key!) ?? []), id!]);
  const ordersLost = [...ordersAcknowledged].filter(
    ([key, id]) => !ordersByKey.get(key)?.includes(id),
  );
  const ordersDoubled = [...ordersByKey].filter(([, rows]) => rows.length > 1);
  const ordersUnasked = [...ordersByKey.keys()].filter((key) => !ordersAsked.has(key));
  const bookings = sql(
    `select user_id || ':' || event_id, count(*) from event_bookings where user_id in (${ids}) group by 1`,
  );
  const booked = new Map(bookings.map(([pair, count]) => [pair!, Number(count)]));
  const bookingsLost = [...bookingsAcknowledged].filter((pair) => !booked.has(pair));
  const bookingsDoubled = [...booked].filter(([, count]) => count > 1);
  const liked = new Set(
    sql(`select user_id || ':' || event_id from event_likes where user_id in (${ids})`).map(
      ([pair]) => pair!,
    ),
  );
  // A like toggles: the last acknowledged state of each visitor's like must be the stored one.
  const likesWrong = [...likesAcknowledged].filter(([pair, state]) => liked.has(pair) !== state);

  const report = summarize(samples, faults, runMs, (kind) => kind.startsWith('page'));
  const non2xx = results.reduce((sum, r) => sum + r.non2xx, 0);
  const out = {
    run,
    seconds: SECONDS,
    report: { ...report, errorsOutsideFaults: report.errorsOutsideFaults.slice(0, 20) },
    autocannon: results.map((r) => ({
      requests: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
    })),
    data: {
      ordersAcknowledged: ordersAcknowledged.size,
      ordersStored: ordersByKey.size,
      ordersLost: ordersLost.length,
      ordersDoubled: ordersDoubled.length,
      ordersUnasked: ordersUnasked.length,
      bookingsAcknowledged: bookingsAcknowledged.size,
      bookingsLost: bookingsLost.length,
      bookingsDoubled: bookingsDoubled.length,
      likesAcknowledged: likesAcknowledged.size,
      likesWrong: likesWrong.length,
    },
  };
  writeFileSync(path.join(__dirname, 'last-run.json'), `${JSON.stringify(out, null, 2)}\n`);

  const ms = (n: number) => (Number.isNaN(n) ? '-' : `${Math.round(n)}`);
  say(
    `${report.requests} requests in ${report.seconds.toFixed(0)} s: ${report.ratePerSecond.toFixed(1)} req/s; errors ${report.errors} (${(report.errorRate * 100).toFixed(2)} %); non-2xx incl. visitors' 4xx ${non2xx}`,
  );
  console.log('  kind                          requests  errors   p50   p95   p99 (ms)  not 2xx');
  for (const [kind, f] of Object.entries(report.byKind)) {
    console.log(
      `  ${kind.padEnd(30)}${String(f.requests).padStart(8)}${String(f.errors).padStart(8)}${ms(f.p50).padStart(6)}${ms(f.p95).padStart(6)}${ms(f.p99).padStart(6)}       ${JSON.stringify(f.others)}`,
    );
  }
  for (const f of report.faults) {
    say(
      `${f.name}: ${(f.start / 1000).toFixed(0)}–${(f.end / 1000).toFixed(0)} s, ${f.errors} of ${f.requests} requests failed (${((f.errors / Math.max(1, f.requests)) * 100).toFixed(2)} %), visible ${(f.visibleMs / 1000).toFixed(1)} s ${JSON.stringify(f.failures)}`,
    );
  }
  say(
    `page loads outside the faults: p95 ${ms(report.pagesOutsideFaults.p95)} ms; errors outside the faults: ${report.errorsOutsideFaults.length}`,
  );
  say(`data: ${JSON.stringify(out.data)}`);

  const failures = [
    ordersLost.length && `${ordersLost.length} acknowledged orders missing`,
    ordersDoubled.length && `${ordersDoubled.length} orders stored twice`,
    bookingsLost.length && `${bookingsLost.length} acknowledged bookings missing`,
    bookingsDoubled.length && `${bookingsDoubled.length} bookings stored twice`,
    likesWrong.length && `${likesWrong.length} likes not as acknowledged`,
    report.errorRate > 0.005 && `error rate ${(report.errorRate * 100).toFixed(2)} % > 0.5 %`,
    report.errorsOutsideFaults.length &&
      `${report.errorsOutsideFaults.length} errors outside the faults (first: ${JSON.stringify(report.errorsOutsideFaults[0])})`,
    report.pagesOutsideFaults.p95 > 1000 &&
      `page loads' p95 outside the faults ${ms(report.pagesOutsideFaults.p95)} ms > 1000 ms`,
    faults.length !== 3 && 'not every fault was injected',
    !samples.some((s) => !isError(s)) && 'nothing was answered',
  ].filter(Boolean);
  for (const failure of failures) say(`FAIL ${failure}`);
  say(failures.length ? 'FAILED' : 'passed');
  process.exit(failures.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
