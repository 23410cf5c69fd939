/** Test helpers for every app's component tests: `@citylens/shared/testing` (never in a bundle). */
export {
  renderWithProviders,
  createTestQueryClient,
  TestProviders,
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
} from './render-with-providers';
export { askedBeyondPrefetch } from './page-prefetch';
export {
  installFakeApi,
  json,
  setupFakeApi,
  configureTestApi,
  signInForTests,
  resetTabForTests,
  TEST_API,
  type Handler,
  type RecordedCall,
} from './fake-api';
/** Fixtures: a signed-in profile, a valid registration, a city and an event as the API sends them. */
export { profile as profileFixture, signedInUser, validRegistration } from './session-fixtures';
export { paris as parisFixture, jazz as jazzFixture } from './head-fixtures';
/** Page heads in tests: the site, sample answers, and `head(pathname, search, data, pageHead)`. */
export * as headFixtures from './head-fixtures';
/** Module state the production entry keeps to itself, reset between tests. */
export { resetBusForTests, setAuthStateForTests } from '../bus/bus';
export { resetRuntimeConfigForTests } from '../config/runtime-config';
