import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contracts } from '../lib/contracts.js';
import { registerTestApp } from '../testing/harness.js';

const { apiPaths } = contracts;

const t = registerTestApp();

test('the API serves exactly the paths of the shared contract (apiPaths)', async () => {
  const doc = (await t.call({ url: `${apiPaths.docs}/json` })).json() as {
    paths: Record<string, unknown>;
  };
  // OpenAPI writes parameters as {name} (a wildcard as {*}); the contract, like Fastify, as :name.
  const served = Object.keys(doc.paths)
    .filter((path) => path.startsWith('/api/'))
    .map((path) => path.replace('{*}', '*').replace(/\{(\w+)\}/g, ':$1'))
    .sort();
  const declared = Object.values(apiPaths)
    .filter((path) => path !== apiPaths.docs)
    .sort();
  assert.deepEqual(served, declared);
});
