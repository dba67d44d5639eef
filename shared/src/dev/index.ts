/**
 * `@kompass/shared/dev`: the standalone development harness of a remote. It imports the package
 * by name, never by relative path, so it uses the very same shared singletons as the pages.
 */
export { startDevHarness } from './dev-harness';
