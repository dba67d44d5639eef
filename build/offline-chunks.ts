/**
 * Writes `offline-chunks.json` into a remote's build: the files of each chunk loaded on demand
 * that must open without a network, from the chunks named `offline-<name>` (a job's details
 * dialog). The service worker's build precaches them beside each page's first-screen files, so
 * such a part opens offline even when it was never opened online.
 */
import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';

export const offlineChunkPrefix = 'offline-';
export const offlineChunksFile = 'offline-chunks.json';

export class OfflineChunksPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('OfflineChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'OfflineChunksPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = [...compilation.namedChunkGroups.entries()]
            .filter(([name]) => name.startsWith(offlineChunkPrefix))
            .flatMap(([, group]) => group.getFiles())
            .filter((file) => file.endsWith('.js'));
          compilation.emitAsset(
            offlineChunksFile,
            new rspack.sources.RawSource(JSON.stringify([...new Set(files)].sort())),
          );
        },
      );
    });
  }
}
