/** Component tests talk to a fake API at the fetch level (the real HTTP client runs). */
export { TEST_API, installFakeApi, json } from '@citylens/shared/testing';
