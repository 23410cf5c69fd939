import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these in jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not scroll: pages that scroll to the top on arrival would log "Not implemented"
// (26 times a run). A test that cares about scrolling spies on it.
if (typeof window !== 'undefined') window.scrollTo = () => {};

// findBy*/waitFor wait up to 5 s, not 1 s: on a loaded two-core CI machine a page's first render
// after its fake answer arrives took longer than 1 s (FrameShopPage's grid, in CI), so a test
// failed for the machine, not the code. The tests' own budget (testTimeout) is 15 s.
if (typeof window !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
}
