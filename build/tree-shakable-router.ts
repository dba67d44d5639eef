/**
 * A loader for react-router's production build, so the parts no app uses leave the bundle.
 *
 * Its components are created at the top of the module (`var Form = React.forwardRef(…)`) and
 * named afterwards (`Form.displayName = "Form"`). That assignment is a side effect to every
 * minifier, so each component stays with everything it calls (forms and their submission,
 * fetchers, server-component error handling), used or not: about 4 KB of the router in `main.js`.
 * Production needs no display names (React DevTools falls back to the function's name), so they
 * are dropped, and the creating calls are marked free of side effects.
 */
import type { LoaderDefinitionFunction } from '@rspack/core';

/** react-router's production chunks, where the loader applies. */
export const reactRouterProductionChunk =
  /react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/;

const topLevelDisplayName = /^[\w$]+\.displayName = [^;\n]+;$/gm;
const topLevelCreation =
  /^(var [\w$]+ = )((?:React\d*\.(?:forwardRef|createContext|memo)|Symbol)\()/gm;

export function treeShakableRouter(source: string): string {
  return source.replace(topLevelDisplayName, '').replace(topLevelCreation, '$1/* @__PURE__ */ $2');
}

const loader: LoaderDefinitionFunction = function (source) {
  return treeShakableRouter(source);
};

export default loader;
