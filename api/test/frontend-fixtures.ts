import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../src/app.ts';
import { build } from './helper.ts';

export const mainJs = Buffer.from(`console.log(${JSON.stringify('Kompass '.repeat(200))});`);

/** A fake build output: shell/dist and mf-chat/dist, nothing for the other remotes. */
export async function fakeStaticRoot(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'kompass-static-'));
  const shell = path.join(root, 'shell', 'dist');
  const chat = path.join(root, 'mf-chat', 'dist');
  await mkdir(shell, { recursive: true });
  await mkdir(chat, { recursive: true });
  await writeFile(
    path.join(shell, 'index.html'),
    // Above the 1 KB from which answers are compressed, like the real page.
    `<!doctype html><html><head><title>Kompass</title><script defer src="/main.0123abcd.js"></script></head><body><noscript>${'Kompass braucht JavaScript. '.repeat(40)}</noscript></body></html>`,
  );
  await writeFile(path.join(shell, 'main.0123abcd.js'), mainJs);
  // What build/compress.ts writes next to a bundle, and the shell's start-up chunk list.
  await writeFile(path.join(shell, 'main.0123abcd.js.br'), brotliCompressSync(mainJs));
  await writeFile(path.join(shell, 'main.0123abcd.js.gz'), gzipSync(mainJs));
  await writeFile(path.join(shell, 'startup.json'), '["bootstrap.4567cdef.js"]');
  await writeFile(path.join(shell, 'shell-pages.json'), '{"login":["shell-page-login.89ab.js"]}');
  await writeFile(path.join(shell, 'favicon.svg'), '<svg/>');
  // The parts of a federation manifest the server reads: the entry and each page's chunks.
  await writeFile(
    path.join(chat, 'mf-manifest.json'),
    JSON.stringify({
      name: 'mf-chat',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { name: 'Chats', assets: { js: { sync: ['12.aa11bb22.js', 'chats.cc33dd44.js'] } } },
        { name: 'Chat', assets: { js: { sync: ['12.aa11bb22.js', 'chat.89abcdef01.js'] } } },
      ],
    }),
  );
  await writeFile(path.join(chat, 'remoteEntry.js'), 'var mf_chat;');
  await writeFile(path.join(chat, 'chat.89abcdef01.js'), 'export {}');
  return root;
}

/**
 * Runs the scripts of a page the server sent as a browser would: `storage` is what localStorage
 * holds, `fetch` answers every request, `more` is anything else they reach for (`Image`).
 * Returns the window they ran in.
 */
export function runPageScripts(
  body: string,
  {
    href,
    storage,
    fetch,
    more = {},
  }: {
    href: string;
    storage: Record<string, string>;
    fetch: (url: string, init: { headers: { Authorization: string } }) => unknown;
    more?: Record<string, unknown>;
  },
): Record<string, unknown> {
  const config = /<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(body)![1]!;
  const window: Record<string, unknown> = {
    URL,
    location: { href },
    document: {
      getElementById: (id: string) => (id === 'app-config' ? { textContent: config } : null),
    },
    localStorage: { getItem: (key: string) => storage[key] ?? null },
    fetch,
    ...more,
  };
  window.window = window;
  for (const [, script] of body.matchAll(/<script>(.*?)<\/script>/g)) {
    runInNewContext(script!, window);
  }
  return window;
}

/**
 * Serves a fake build (fakeStaticRoot) for the calling `describe`; `served.app` is set in
 * `beforeAll`, and the build folder is removed afterwards.
 */
export function serveFakeBuild(): { app: App } {
  const served = {} as { app: App };
  let root: string;
  beforeAll(async () => {
    root = await fakeStaticRoot();
    served.app = await build('pglite', { env: { STATIC_ROOT: root }, serveFrontend: true });
  });
  afterAll(async () => {
    await served.app.close();
    await rm(root, { recursive: true, force: true });
  });
  return served;
}
