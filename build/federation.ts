/**
 * The Module Federation share scope: exactly the libraries that must exist once per page.
 *
 * Everything else is bundled by the app that uses it. `requiredVersion` comes from the app's
 * own package.json, so a remote that needs a newer React says so instead of failing quietly.
 */
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

type SharedConfig = Extract<
  NonNullable<ConstructorParameters<typeof ModuleFederationPlugin>[0]['shared']>,
  Record<string, unknown>
>;

/**
 * Share keys that are singletons. `react-dom/` is a prefix: without it `react-dom/client` loads
 * twice. The router, TanStack Query, styled-components and ky are not among them: apps reach them only through
 * `@kompass/shared`, which is itself a singleton and bundles just the parts it uses (a shared
 * module arrives whole, never tree-shaken).
 */
export const singletonPackages = [
  'react',
  'react-dom',
  'react-dom/',
  'jotai',
  '@kompass/shared',
] as const;

/**
 * `eager` is for the host: its singletons go into its entry chunk instead of a dozen chunks
 * fetched after it, which saves a round trip and the bytes of a dozen responses. Remotes stay
 * lazy and take the host's copies.
 */
export function sharedDependencies(
  dependencies: Record<string, string>,
  { eager = false }: { eager?: boolean } = {},
): SharedConfig {
  const shared: SharedConfig = {};
  for (const key of singletonPackages) {
    const packageName = key.endsWith('/') ? key.slice(0, -1) : key;
    const range = dependencies[packageName];
    // An app shares only what it depends on (nobody here uses react-router-dom, for example).
    if (range === undefined) continue;
    shared[key] = { singleton: true, requiredVersion: range, ...(eager ? { eager } : {}) };
  }
  return shared;
}
