import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contracts } from '../lib/contracts.js';
import { registerTestApp } from '../testing/harness.js';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

const t = registerTestApp();

test('/api/docs: every operation declares the schema of its success answer', async (context) => {
  const doc = (await t.call({ url: `${contracts.apiPaths.docs}/json` })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
  );
  const missing = operations
    .filter(({ operation }) => {
      const success = Object.entries(operation.responses ?? {}).find(([status]) =>
        /^2\d\d$/.test(status),
      );
      return !Object.values(success?.[1].content ?? {}).some((media) => media.schema);
    })
    .map(({ route }) => route);
  context.diagnostic(
    `${operations.length - missing.length} of ${operations.length} operations declare a response schema`,
  );
  assert.deepEqual(missing, []);
  // The API's 49 JSON operations and its two file routes (/media/*, /api/images/*).
  assert.equal(operations.length, 51);
});
