import { routeRows, type routes, type RouteName } from '@kompass/contracts/apps';

/** The parameters a route pattern names, in order: '/chats/:chatId' → [chatId: string]. */
type PatternParams<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string, ...PatternParams<`/${Rest}`>]
  : P extends `${string}:${string}`
    ? [string]
    : [];

/** A link builder that also carries the pattern the router matches it with. */
export type RouteEntry<P extends string> = ((...params: PatternParams<P>) => string) & {
  readonly pattern: P;
};

/**
 * One route from its router pattern: `:name` segments are filled in order (encoded), and a
 * trailing `/*` (a remote with routes of its own) is left off the link.
 */
function route<P extends string>(pattern: P): RouteEntry<P> {
  const build = (...params: string[]) => {
    let index = 0;
    const path = pattern
      .replace(/\/\*$/, '')
      .replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[index++] ?? ''));
    return path === '' ? '/' : path;
  };
  return Object.assign(build as (...params: PatternParams<P>) => string, { pattern });
}

type Paths = { readonly [K in RouteName]: RouteEntry<(typeof routes)[K]['pattern']> };

/**
 * A link to every route of the app manifest (`./apps.ts`), one entry each: `paths.chat(id)`
 * links to it, `paths.chat.pattern` is what the router matches (all routes are exact matches).
 * Remotes never import each other; to link across them they build URLs here.
 */
export const paths = Object.fromEntries(
  routeRows.map(([name, row]) => [name, route(row.pattern)]),
) as unknown as Paths;
