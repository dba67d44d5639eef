/**
 * Copies of the shared singletons on a page, counted from the source maps that the production
 * builds emit (`devtool: 'source-map'`): chunk names say nothing about their content, the maps
 * do. Two cross-checks keep the method honest: the same count over every map in the five builds
 * finds a copy in each app (each app bundles its own fallback, which the page must not load), so
 * the method does see copies where there are some; and Module Federation's runtime must report
 * each share as loaded from as many apps as the maps count copies (one).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apps, repoRoot } from './apps.ts';

export interface Counted {
  name: string;
  /** Matches a source map entry; group 1 is the module's path inside the package. */
  source: RegExp;
  /** Modules that are not the library itself and are therefore not counted as a copy. */
  sideEntries?: { pattern: RegExp; label: string };
  /**
   * One of the targets of docs/product.md#quality-targets; the others are shown for information.
   */
  target: boolean;
}

/** `node_modules/<name>/` as a whole path segment: `react/` must not match `react-dom/`. */
const inNodeModules = (name: string) =>
  new RegExp(`(?:^|/)node_modules/${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/(.*)$`);

export const counted: Counted[] = [
  {
    name: 'react',
    source: inNodeModules('react'),
    // `react/jsx-runtime` is its own share key, not shared (build/federation.ts lists `react`
    // only), so every app bundles it; it holds no state and is a few hundred bytes.
    sideEntries: {
      pattern: /(?:^|\/)(?:cjs\/react-)?(?:jsx|jsx-dev|compiler)-runtime[.]/,
      label: 'react/jsx-runtime',
    },
    target: true,
  },
  { name: 'react-dom', source: inNodeModules('react-dom'), target: true },
  { name: 'react-router', source: inNodeModules('react-router'), target: true },
  { name: 'jotai', source: inNodeModules('jotai'), target: true },
  { name: 'styled-components', source: inNodeModules('styled-components'), target: true },
  { name: '@tanstack/react-query', source: inNodeModules('@tanstack/react-query'), target: false },
  { name: 'ky', source: inNodeModules('ky'), target: false },
  {
    // The workspace package is resolved through its symlink to `../shared/src/…`.
    name: '@kompass/shared',
    source: /(?:^|\/)(?:\.\.\/shared|node_modules\/@kompass\/shared)\/(.*)$/,
    target: false,
  },
  {
    // Not shareable: every container (the shell's main.js, each remoteEntry.js) brings its own.
    name: '@module-federation/runtime-core',
    source: inNodeModules('@module-federation/runtime-core'),
    target: false,
  },
];

/** What a source map says about one JavaScript file. */
export interface Mapped {
  /** Per counted package: the module paths inside the package found in this file's map. */
  modules: Map<string, string[]>;
}

/** A share as Module Federation's runtime reports it (`__FEDERATION__.__SHARE__`). */
export interface LoadedShare {
  key: string;
  version: string;
  from: string;
}

export function mapped(sources: string[]): Mapped {
  const modules = new Map<string, string[]>();
  for (const source of sources) {
    for (const { name, source: pattern } of counted) {
      const module = pattern.exec(source)?.[1];
      if (module !== undefined) modules.set(name, [...(modules.get(name) ?? []), module]);
    }
  }
  return { modules };
}

/** Follows the file's `//# sourceMappingURL=` as a browser's dev tools would. */
export async function fetchMapped(url: string, body: string): Promise<Mapped> {
  const reference = [...body.matchAll(/\/\/# sourceMappingURL=(\S+)/g)].at(-1)?.[1];
  if (!reference) throw new Error('no sourceMappingURL comment');
  const response = await fetch(new URL(reference, url));
  if (!response.ok) throw new Error(`source map: HTTP ${response.status}`);
  return mapped(((await response.json()) as { sources?: string[] }).sources ?? []);
}

/** Every JavaScript file of every build, for the cross-check "one copy per app in the builds". */
export function builtFiles(): Mapped[] {
  return apps.flatMap((app) => {
    const dist = path.join(repoRoot, app, 'dist');
    return readdirSync(dist)
      .filter((file) => file.endsWith('.js.map'))
      .map((file) => {
        const map = JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as {
          sources?: string[];
        };
        return mapped(map.sources ?? []);
      });
  });
}

/**
 * The number of copies of a package among `files`: the most files any one of its modules is in.
 * A package split over several chunks (react-dom and react-dom/client are separate share keys)
 * is still one copy; the same module in two files is two. Development and production builds of
 * a module count as the same module, so loading both would show up as two copies.
 */
export function copies(files: Mapped[], { name, sideEntries }: Counted): number {
  const filesPerModule = new Map<string, number>();
  for (const file of files) {
    const modules = (file.modules.get(name) ?? [])
      .filter((module) => !sideEntries?.pattern.test(module))
      .map((module) => module.replaceAll('development', 'production'));
    for (const module of new Set(modules)) {
      filesPerModule.set(module, (filesPerModule.get(module) ?? 0) + 1);
    }
  }
  return Math.max(0, ...filesPerModule.values());
}

/** Shares Module Federation's runtime has loaded, with the app each came from. */
export function loadedShares(): LoadedShare[] {
  interface ShareInfo {
    from?: string;
    loaded?: boolean;
  }
  type Scopes = Record<string, Record<string, Record<string, Record<string, ShareInfo>>>>;
  const federation = (globalThis as { __FEDERATION__?: { __SHARE__?: Scopes } }).__FEDERATION__;
  const loaded: LoadedShare[] = [];
  for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
    for (const packages of Object.values(scopes)) {
      for (const [key, versions] of Object.entries(packages)) {
        for (const [version, info] of Object.entries(versions)) {
          if (info.loaded && info.from) loaded.push({ key, version, from: info.from });
        }
      }
    }
  }
  return loaded;
}
