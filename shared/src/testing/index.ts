/**
 * `@kompass/shared/testing`: helpers for component tests. Pages render inside the real providers
 * (store, theme, API client, alert dialog, router); only the network is replaced.
 */
export { renderWithProviders, type RenderWithProvidersOptions } from './render-with-providers';
export { createFakeApi, json, type FakeApi, type FakeRoute } from './fake-api';
export { stubReducedMotion } from './reduced-motion';
export { deferred, paged, testUser } from './fixtures';
export { setHyphenation } from '../ui/hyphenated';
export {
  fakePushBrowser,
  fakePushSubscription,
  pushRoutes,
  removeFakePushBrowser,
} from './fake-push';
