/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The composed stack's API balancer (docker/nginx/nginx.conf): once an API replica stops, its
 * address drops connections rather than refusing them, so what a request can wait for it is the
 * connect timeout, and how long nginx keeps offering it is the resolver's validity.
 */
const conf = readFileSync(path.resolve(__dirname, '../../docker/nginx/nginx.conf'), 'utf8');
const directive = (name: string) =>
  new RegExp(`^\\s*${name}\\s+([^;]+);`, 'm').exec(conf.replace(/#.*$/gm, ''))?.[1]?.trim();
const ms = (value: string | undefined) => {
  const match = /^(\d+)(ms|s)?$/.exec(value ?? '');
  if (!match) throw new Error(`not a time: ${value}`);
  return Number(match[1]) * (match[2] === 'ms' ? 1 : 1000);
};

test('a stopped replica costs a request at most 100 ms: a short connect timeout, then the next replica', () => {
  expect(ms(directive('proxy_connect_timeout'))).toBeLessThanOrEqual(100);
  const next = directive('proxy_next_upstream')!.split(/\s+/);
  expect(next).toEqual(expect.arrayContaining(['error', 'timeout']));
  // A POST that reached a replica is never sent again (an order could be placed twice).
  expect(next).not.toContain('non_idempotent');
  expect(Number(directive('proxy_next_upstream_tries'))).toBeGreaterThanOrEqual(2);
});

test('a stopped replica is forgotten within a second of Docker dropping its name', () => {
  const valid = /valid=(\d+(?:ms|s)?)/.exec(directive('resolver') ?? '')?.[1];
  expect(ms(valid)).toBeLessThanOrEqual(1000);
});
