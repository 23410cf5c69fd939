/** Test helpers for every app's component tests: `@citylens/shared/testing` (never in a bundle). */
export {
  renderWithProviders,
  createTestQueryClient,
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
} from './render-with-providers';
export {
  installFakeApi,
  json,
  setupFakeApi,
  configureTestApi,
  TEST_API,
  type Handler,
  type RecordedCall,
} from './fake-api';
/** Module state the production entry keeps to itself, reset between tests. */
export { resetBusForTests, setAuthStateForTests } from '../bus/bus';
export { resetRuntimeConfigForTests } from '../config/runtime-config';
