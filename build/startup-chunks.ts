/**
 * Writes `startup.json` into the shell's build: the chunks its entry loads right away (the async
 * boundary `./bootstrap` and what it needs). The server turns them into preload hints, so they
 * download in parallel with main.js instead of after it. Lazy routes (the login page) are not
 * among them: they are children of the bootstrap chunk, not of the entry. Nor are chunks that
 * `@kompass/shared` (bundled into the entry) loads on demand, such as the hyphenation patterns:
 * only the group imported from the entry's own module (`./bootstrap`) starts the app.
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
          const files = [...compilation.entrypoints.values()]
            .flatMap((entrypoint) => entrypoint.childrenIterable)
            .filter((group) => group.origins.some((origin) => origin.request === './bootstrap'))
            .flatMap((group) => group.getFiles())
            .filter((file) => file.endsWith('.js'));
          compilation.emitAsset(
            'startup.json',
            new rspack.sources.RawSource(JSON.stringify([...new Set(files)])),
          );
        },
      );
    });
  }
}
