/**
 * Writes `startup.json` into the shell's build: the entry's own script (main.js) and the chunks
 * it loads right away (the async boundary `./bootstrap` and what it needs, when they are chunks
 * of their own; shell/src/index.ts keeps them inside main.js in a production build). The server
 * turns them into preload hints, the entry first: a `defer` script is fetched at low priority,
 * behind the page's other requests, yet nothing renders before it has arrived (135 KB on a slow
 * link). Lazy routes (the login page) are not among them: they are not imported by
 * `./bootstrap` itself. Nor are chunks that `@kompass/shared` (bundled into the entry) loads on demand,
 * such as the hyphenation patterns: only the group imported from the entry's own module
 * (`./bootstrap`) starts the app.
 *
 * And `shell-pages.json`: the files of each lazily loaded page of the shell by route name, from
 * the chunks named `shell-page-<route>` (the login form), which the server preloads for that
 * route only.
 */
import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';

export class StartupChunksPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('StartupChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'StartupChunksPlugin',
          stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const entrypoints = [...compilation.entrypoints.values()];
          const entryFiles = entrypoints.flatMap((entrypoint) => entrypoint.getFiles());
          const startupFiles = entrypoints
            .flatMap((entrypoint) => entrypoint.childrenIterable)
            .filter((group) => group.origins.some((origin) => origin.request === './bootstrap'))
            .flatMap((group) => group.getFiles());
          const files = [...entryFiles, ...startupFiles].filter((file) => file.endsWith('.js'));
          compilation.emitAsset(
            'startup.json',
            new rspack.sources.RawSource(JSON.stringify([...new Set(files)])),
          );
          const prefix = 'shell-page-';
          const shellPages = Object.fromEntries(
            [...compilation.namedChunkGroups.entries()]
              .filter(([name]) => name.startsWith(prefix))
              .map(([name, group]) => [
                name.slice(prefix.length),
                group.getFiles().filter((file) => file.endsWith('.js')),
              ]),
          );
          compilation.emitAsset(
            'shell-pages.json',
            new rspack.sources.RawSource(JSON.stringify(shellPages)),
          );
        },
      );
    });
  }
}
