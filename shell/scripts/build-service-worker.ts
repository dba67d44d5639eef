/**
 * Builds the service worker (shell/service-worker/) into shell/dist/service-worker.js, after
 * every app is built (`npm run build` runs it last; `npm start` when it is missing): rspack
 * bundles the Workbox modules, then workbox-build's injectManifest writes the precache list —
 * the shell's files and each remote's first-screen files, taken from the remote's build manifest
 * (mf-manifest.json: the chunks each exposed page needs at once), and the parts it loads on
 * demand that must open offline (offline-chunks.json). mf-admin is left out: it is loaded on
 * demand, by few. A remote that is not built is left out too.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { injectManifest } from 'workbox-build';
import { remoteNames } from '@kompass/contracts/apps';
import { writeCompressedSiblings } from '../../build/compress.ts';
import { offlineChunksFile } from '../../build/offline-chunks.ts';

const root = path.resolve(import.meta.dirname, '../..');
const shellDist = path.join(root, 'shell', 'dist');
export const serviceWorkerFile = 'service-worker.js';

interface FederationManifest {
  exposes?: { assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** The files of a remote's pages that are needed before the page can show, relative to `root`. */
export function firstScreenFiles(remote: string): string[] {
  const manifestPath = path.join(root, remote, 'dist', 'mf-manifest.json');
  if (!existsSync(manifestPath)) return [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as FederationManifest;
  const files = new Set<string>();
  for (const expose of manifest.exposes ?? []) {
    for (const file of [...(expose.assets?.js?.sync ?? []), ...(expose.assets?.css?.sync ?? [])]) {
      files.add(`${remote}/dist/${file}`);
    }
  }
  return [...files];
}

/**
 * The files of a remote's parts loaded on demand that must open offline (a job's details
 * dialog), listed by its build (build/offline-chunks.ts), relative to `root`.
 */
export function offlineFiles(remote: string): string[] {
  const listPath = path.join(root, remote, 'dist', offlineChunksFile);
  if (!existsSync(listPath)) return [];
  const files = JSON.parse(readFileSync(listPath, 'utf8')) as string[];
  return files.map((file) => `${remote}/dist/${file}`);
}

async function bundle(outDir: string): Promise<string> {
  const compiler = rspack({
    mode: 'production',
    target: ['webworker', 'es2022'],
    context: path.join(root, 'shell'),
    entry: { sw: './service-worker/service-worker.ts' },
    output: { path: outDir, filename: 'sw.js', clean: true },
    resolve: { extensions: ['.ts', '.js'] },
    devtool: false,
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          type: 'javascript/auto',
        },
      ],
    },
  });
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve();
    });
  });
  return path.join(outDir, 'sw.js');
}

export async function buildServiceWorker(): Promise<{ count: number; size: number }> {
  const remotes = remoteNames.filter((name) => name !== 'mf-admin');
  const outDir = await mkdtemp(path.join(tmpdir(), 'kompass-sw-'));
  try {
    const swSrc = await bundle(outDir);
    const swDest = path.join(shellDist, serviceWorkerFile);
    const result = await injectManifest({
      swSrc,
      swDest,
      globDirectory: root,
      globPatterns: [
        'shell/dist/*.js',
        'shell/dist/manifest.webmanifest',
        'shell/dist/icons/*.png',
        ...remotes.flatMap(firstScreenFiles),
        ...remotes.flatMap(offlineFiles),
      ],
      globIgnores: [`shell/dist/${serviceWorkerFile}`, '**/*.map'],
      modifyURLPrefix: {
        'shell/dist/': '/',
        ...Object.fromEntries(remotes.map((name) => [`${name}/dist/`, `/remotes/${name}/`])),
      },
      // Hashed names change with their content: no revision needed.
      dontCacheBustURLsMatching: /[.-][0-9a-f]{8,}\.(?:m?js|css)$/,
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    });
    await writeCompressedSiblings(swDest);
    return { count: result.count, size: result.size };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const { count, size } = await buildServiceWorker();
  console.log(
    `Service Worker gebaut: ${count} Dateien vorab gespeichert (${Math.round(size / 1024)} KB).`,
  );
}
