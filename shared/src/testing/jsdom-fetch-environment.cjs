/**
 * jsdom lacks fetch, Request, Response and streams, which ky needs. This environment keeps jsdom
 * (window, localStorage, DOM) and takes the fetch family from Node, as one consistent set
 * (Node's Request rejects jsdom's AbortSignal, FormData and Blob). Use it with a docblock:
 * `@jest-environment ./src/testing/jsdom-fetch-environment.cjs` (path from the package root).
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const fromNode = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'AbortController',
  'AbortSignal',
  'structuredClone',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of fromNode) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
