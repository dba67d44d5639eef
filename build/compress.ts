/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) sibling next to every text asset of a production
 * build, so a server (or CDN) can send the smallest encoding the browser accepts without
 * compressing at request time. Runs after the files are on disk, so it also sees what other
 * plugins emit late (index.html, mf-manifest.json).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

/** JS, CSS, HTML, JSON (manifests) and SVG. Source maps are for dev tools only. */
export const compressible = /\.(?:m?js|css|html|json|svg)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function writeCompressedSiblings(file: string): Promise<void> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

export class CompressedSiblingsPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('CompressedSiblingsPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path ?? compiler.outputPath;
      const files = compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((name) => compressible.test(name));
      await Promise.all(files.map((name) => writeCompressedSiblings(path.join(outputPath, name))));
    });
  }
}
