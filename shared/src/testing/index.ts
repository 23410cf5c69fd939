/** Test helpers for every app's component tests: `@citylens/shared/testing` (never in a bundle). */
export {
  renderWithProviders,
  createTestQueryClient,
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
} from './render-with-providers';
export {
  TEST_API,
  installFakeApi,
  json,
  type Handler,
  type RecordedCall,
} from '../http/test-server';
