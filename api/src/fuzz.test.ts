import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { isDrfError, registerTestApp } from './testing/harness.js';

/**
 * Property: whatever arrives (bodies, path params, query strings, headers), every route answers
 * below 500, and every 4xx is in a DRF shape. The route list comes from the OpenAPI document,
 * so a new route is fuzzed without touching this file.
 */
const RUNS_PER_ROUTE = 200;

let validToken: string;
let routes: { method: string; path: string }[] = [];
const t = registerTestApp({}, async (t) => {
  validToken = (await t.newUser('fuzzer')).access;
  const doc = (await t.call({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((m) => ['get', 'post', 'put', 'delete', 'patch'].includes(m))
      .map((method) => ({ method: method.toUpperCase(), path })),
  );
});

const printable = fc.string({
  unit: fc.constantFrom(...' !"#$%&\'()*+,-./0123456789:;<=>?@ABCxyz[\\]^_`{|}~é€'.split('')),
  maxLength: 40,
});

const paramValue = fc.oneof(
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.integer({ min: -5, max: 3_000_000_000 }).map(String),
  fc.constantFrom(
    '0',
    '-1',
    '1e3',
    '1.5',
    'null',
    '%',
    '%E0%A4%A',
    '..%2F..%2Fetc%2Fpasswd',
    'a'.repeat(400),
    '%00',
    'paris',
    '1',
  ),
);

const body = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc
    .dictionary(
      fc.constantFrom(
        'username',
        'email',
        'password',
        'password_confirm',
        'content',
        'name',
        'refresh',
        'uid',
        'token',
        'new_password',
        'items',
        'shipping_address',
        'payment_info',
        'confirm_deletion',
        'current_password',
        '__proto__',
        'constructor',
      ),
      fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.string({ maxLength: 2000 })),
    )
    .map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
);

const contentType = fc.oneof(
  fc.constant('application/json'),
  fc.constant(undefined),
  fc.constantFrom(
    'text/plain',
    'multipart/form-data; boundary=xyz',
    'multipart/form-data',
    'application/x-www-form-urlencoded',
    'application/json; charset=latin1',
    'image/png',
    '*/*',
  ),
  printable,
);

const authorization = fc.oneof(
  fc.constant(undefined),
  fc.constant('VALID'),
  printable.map((s) => `Bearer ${s}`),
  printable,
  fc.constant('Bearer eyJhbGciOiJub25lIn0.eyJ1c2VyX2lkIjoxLCJ0b2tlbl90eXBlIjoiYWNjZXNzIn0.'),
);

test(
  `every route survives ${RUNS_PER_ROUTE} malformed requests`,
  { timeout: 600_000 },
  async (context) => {
    assert.ok(routes.length >= 35, `found ${routes.length} routes`);
    let total = 0;
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(paramValue, { minLength: 3, maxLength: 3 }),
          body,
          contentType,
          authorization,
          fc.dictionary(
            fc.constantFrom('q', 'query', 'city', 'w', 'preset', 'format', 'q[]', 'quality'),
            printable,
            { maxKeys: 3 },
          ),
          fc.record({
            accept: fc.option(printable, { nil: undefined }),
            origin: fc.option(printable, { nil: undefined }),
            'accept-encoding': fc.option(printable, { nil: undefined }),
          }),
          async (params, payload, type, auth, query, extra) => {
            let n = 0;
            const path = route.path.replace(/\{[^}]+\}|\*/g, () => params[n++ % params.length]!);
            const headers: Record<string, string> = {};
            for (const [k, v] of Object.entries(extra)) if (v !== undefined) headers[k] = v;
            if (type !== undefined) headers['content-type'] = type;
            if (auth !== undefined)
              headers.authorization = auth === 'VALID' ? `Bearer ${validToken}` : auth;
            const search = new URLSearchParams(query).toString();
            const res = await t.app.inject({
              method: route.method as 'GET',
              url: search ? `${path}?${search}` : path,
              headers,
              payload: route.method === 'GET' ? undefined : payload,
            });
            total += 1;
            assert.ok(
              res.statusCode < 500,
              `${route.method} ${path} → ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
            if (res.statusCode >= 400) {
              let parsed: unknown;
              try {
                parsed = JSON.parse(res.body);
              } catch {
                assert.fail(
                  `${route.method} ${path} → ${res.statusCode} non-JSON body ${res.body.slice(0, 100)}`,
                );
              }
              assert.ok(isDrfError(parsed), `${route.method} ${path} → ${res.body.slice(0, 200)}`);
              assert.equal(res.body.includes('    at '), false);
            }
          },
        ),
        { numRuns: RUNS_PER_ROUTE, seed: 20251121 },
      );
    }
    assert.ok(total >= routes.length * RUNS_PER_ROUTE);
    context.diagnostic(
      `${total} malformed requests over ${routes.length} routes, none answered 5xx`,
    );
  },
);
