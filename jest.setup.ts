import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these in jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not scroll: pages that scroll to the top on arrival would log "Not implemented"
// (26 times a run). A test that cares about scrolling spies on it.
if (typeof window !== 'undefined') window.scrollTo = () => {};
