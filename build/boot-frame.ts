/**
 * What the shell page's boot frame (build/index.html) needs to know of the app at build time: it
 * is painted before any script of the app has run, so the routes and texts it shows are written
 * into the page by the build, from the same sources the app reads.
 */
import { routeRows, routes } from '@kompass/contracts/apps';
import { authTexts } from '../shell/src/features/auth/texts.ts';

/**
 * A route pattern as a regular expression over a path without trailing slashes, for the frame's
 * script: `:name` is one segment, a trailing `/*` anything below.
 */
export function routePatternSource(pattern: string): string {
  const rest = pattern.endsWith('/*');
  const base = (rest ? pattern.slice(0, -2) : pattern)
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return `^${base || '/'}${rest ? '(?:/.*)?' : ''}$`;
}

/** The routes under the tab bar, as the frame's script tests them. */
export const tabBarPatterns = routeRows
  .filter(([, row]) => row.tabBar)
  .map(([, row]) => routePatternSource(row.pattern));

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/**
 * The template's parameters of the frame (plain strings, as rspack takes them). `splash…`: the texts of the login page's first screen
 * (shell/src/features/auth/components/intro-splash.tsx), escaped for the page, so the frame of a
 * signed-out visitor's /login paints that screen's text before the app's code has arrived.
 */
export const bootFrameParameters = {
  tabBarPatterns: JSON.stringify(tabBarPatterns),
  loginPattern: JSON.stringify(routePatternSource(routes.login.pattern)),
  splashAppName: escapeHtml(authTexts.appName),
  splashTagline: escapeHtml(authTexts.tagline),
  splashIntro: escapeHtml(authTexts.splashIntro),
};
