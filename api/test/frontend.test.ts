import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { build } from './helper.ts';

const mainJs = Buffer.from(`console.log(${JSON.stringify('Kompass '.repeat(200))});`);

/** A fake build output: shell/dist and mf-chat/dist, nothing for the other remotes. */
async function fakeStaticRoot(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'kompass-static-'));
  const shell = path.join(root, 'shell', 'dist');
  const chat = path.join(root, 'mf-chat', 'dist');
  await mkdir(shell, { recursive: true });
  await mkdir(chat, { recursive: true });
  await writeFile(
    path.join(shell, 'index.html'),
    // Above the 1 KB from which answers are compressed, like the real page.
    `<!doctype html><html><head><title>Kompass</title></head><body><noscript>${'Kompass braucht JavaScript. '.repeat(40)}</noscript></body></html>`,
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
function runPageScripts(
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

describe('frontend serving', () => {
  let root: string;
  let app: App;
  beforeAll(async () => {
    root = await fakeStaticRoot();
    app = await build('pglite', { env: { STATIC_ROOT: root }, serveFrontend: true });
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('publishes /app-config.json with same-origin defaults, revalidated by ETag', async () => {
    const response = await app.inject({ url: '/app-config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const etag = String(response.headers.etag);
    const again = await app.inject({ url: '/app-config.json', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(response.json()).toEqual({
      apiBaseUrl: '/api',
      objectBaseUrl: '/api/files/',
      remotes: ['mf-discover', 'mf-chat', 'mf-profile', 'mf-admin'].map((name) => ({
        name,
        entry: `/remotes/${name}/mf-manifest.json`,
      })),
    });
  });

  it('serves the shell with long caching for hashed files only', async () => {
    const index = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>Kompass</title>');
    expect(index.headers['cache-control']).toBe('no-cache');

    const bundle = await app.inject({ url: '/main.0123abcd.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends no header a built file does not need: validated by ETag, never in ranges', async () => {
    for (const url of ['/main.0123abcd.js', '/remotes/mf-chat/remoteEntry.js']) {
      const file = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers.etag, url).toBeDefined();
      expect(file.headers['last-modified'], url).toBeUndefined();
      expect(file.headers['accept-ranges'], url).toBeUndefined();
      const again = await app.inject({
        url,
        headers: { 'accept-encoding': 'br', 'if-none-match': String(file.headers.etag) },
      });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('falls back to index.html for client-side routes that accept HTML', async () => {
    for (const url of ['/login', '/profile/123', '/admin/users', '/chats/abc?x=1']) {
      const response = await app.inject({
        url,
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Kompass</title>');
    }
  });

  it('answers JSON 404 instead of the shell for API, remote, file and non-HTML requests', async () => {
    for (const url of ['/api/nichts', '/remotes/mf-chat/fehlt.js', '/files/x.png', '/api']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Nicht gefunden' });
    }
    const script = await app.inject({ url: '/fehlt.js', headers: { accept: '*/*' } });
    expect(script.statusCode).toBe(404);
    const post = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { accept: 'text/html' },
    });
    expect(post.statusCode).toBe(404);
  });

  it('serves each remote’s build under /remotes/<name>/', async () => {
    const manifest = await app.inject({ url: '/remotes/mf-chat/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toMatchObject({ name: 'mf-chat' });
    expect(manifest.headers['cache-control']).toBe('no-cache');

    const entry = await app.inject({ url: '/remotes/mf-chat/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');

    const chunk = await app.inject({ url: '/remotes/mf-chat/chat.89abcdef01.js' });
    expect(chunk.headers['cache-control']).toContain('immutable');

    // A remote that is not built yet is a 404, not a crash.
    const missing = await app.inject({ url: '/remotes/mf-admin/mf-manifest.json' });
    expect(missing.statusCode).toBe(404);
  });

  it('never serves files outside the build folders', async () => {
    for (const url of [
      '/../package.json',
      '/remotes/mf-chat/../../shell/dist/index.html',
      '/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it('sends the brotli or gzip sibling the client accepts, else the plain file', async () => {
    const plain = await app.inject({ url: '/main.0123abcd.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.equals(mainJs)).toBe(true);

    const br = await app.inject({
      url: '/main.0123abcd.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(mainJs.length);
    expect(brotliDecompressSync(br.rawPayload).equals(mainJs)).toBe(true);

    const gzip = await app.inject({
      url: '/main.0123abcd.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('answers 304 when a manifest or the page is revalidated with its ETag', async () => {
    const manifest = await app.inject({ url: '/remotes/mf-chat/mf-manifest.json' });
    const etag = String(manifest.headers.etag);
    expect(etag).toMatch(/^(W\/)?"/);
    const again = await app.inject({
      url: '/remotes/mf-chat/mf-manifest.json',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    const page = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    const pageAgain = await app.inject({
      url: '/',
      headers: { accept: 'text/html', 'if-none-match': String(page.headers.etag) },
    });
    expect(pageAgain.statusCode).toBe(304);
  });

  it("starts the session check in the page and leaves its answer where the shell's first render finds it", async () => {
    const home = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    const config = /<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(
      home.body,
    )![1]!;
    const script = /<script>(.*?)<\/script>/.exec(home.body)![1]!;
    const user = { id: 'u-1', username: 'lena', name: 'Lena Berg', role: 'USER' };

    /** Runs the page's script as a browser would, with a stored token and a fetch that answers. */
    async function runPage(token: string | null, answer: () => Promise<unknown>) {
      const requests: { url: string; authorization: string }[] = [];
      const window: Record<string, unknown> = {
        document: {
          getElementById: (id: string) => (id === 'app-config' ? { textContent: config } : null),
        },
        localStorage: { getItem: (key: string) => (key === 'token' ? token : null) },
        fetch: (url: string, init: { headers: { Authorization: string } }) => {
          requests.push({ url, authorization: init.headers.Authorization });
          return answer();
        },
      };
      window.window = window;
      runInNewContext(script, window);
      const check = window.__kompassSessionCheck as
        { token: string; answer: Promise<unknown>; user?: unknown } | undefined;
      if (check) await check.answer;
      return { check, requests };
    }

    const ok = await runPage('stored-token', async () => ({ ok: true, json: async () => user }));
    expect(ok.requests).toEqual([{ url: '/api/auth/info', authorization: 'stored-token' }]);
    expect(ok.check).toMatchObject({ token: 'stored-token', user });

    const refused = await runPage('old-token', async () => ({ ok: false, json: async () => ({}) }));
    expect(refused.check).toMatchObject({ token: 'old-token', user: null });
    const offline = await runPage('stored-token', () => Promise.reject(new TypeError('offline')));
    expect(offline.check).toMatchObject({ user: null });

    const signedOut = await runPage(null, async () => ({ ok: true, json: async () => user }));
    expect(signedOut.check).toBeUndefined();
    expect(signedOut.requests).toEqual([]);
  });

  it("starts the opened page's first reads in the page and keeps their answers by URL", async () => {
    const company = await app.inject({ url: '/company/c-1', headers: { accept: 'text/html' } });

    function runPage(token: string | null, answer: (url: string) => Promise<unknown>) {
      const requests: { url: string; authorization: string }[] = [];
      const window = runPageScripts(company.body, {
        href: 'http://localhost:8080/company/c-1',
        storage: token ? { token } : {},
        fetch: (url, init) => {
          requests.push({ url, authorization: init.headers.Authorization });
          return answer(url);
        },
      });
      const early = window.__kompassEarlyResponses as
        { token: string; at: number; responses: Record<string, Promise<unknown>> } | undefined;
      return { early, requests };
    }

    const { early, requests } = runPage('stored-token', async (url) =>
      url.endsWith('/following') ? Promise.reject(new TypeError('offline')) : { ok: true, url },
    );
    const reads = [
      'companies/c-1',
      'companies/c-1/following',
      'bookmarks?page=0&size=100',
      'chats/unread',
      'bookmarks/due',
    ].map((read) => `http://localhost:8080/api/${read}`);
    expect(requests).toEqual([
      { url: '/api/auth/info', authorization: 'stored-token' },
      ...reads.map((url) => ({ url, authorization: 'stored-token' })),
    ]);
    expect(early?.token).toBe('stored-token');
    expect(Object.keys(early!.responses)).toEqual(reads);
    await expect(early!.responses[reads[0]!]).resolves.toEqual({ ok: true, url: reads[0] });
    // A failed read is kept as null, so the client asks itself.
    await expect(early!.responses[reads[1]!]).resolves.toBeNull();

    const signedOut = runPage(null, async () => ({ ok: true }));
    expect(signedOut.requests).toEqual([]);
    expect(signedOut.early).toBeUndefined();

    // A profile adds the interests when it is the stored user's own.
    const profile = await app.inject({ url: '/profile/u-1', headers: { accept: 'text/html' } });
    function profileReads(storedUserId: string) {
      const requested: string[] = [];
      runPageScripts(profile.body, {
        href: 'http://localhost:8080/profile/u-1',
        storage: { token: 'stored-token', userId: storedUserId },
        fetch: (url) => {
          requested.push(url);
          return new Promise(() => {});
        },
      });
      return requested.map((url) => url.replace('http://localhost:8080/api/', ''));
    }
    expect(profileReads('u-1')).toContain('interests');
    expect(profileReads('u-2')).not.toContain('interests');
    expect(profileReads('u-2')).toContain('profiles/u-1/rating');

    // Pages without first reads, and ids that are not plain, start none.
    for (const url of ['/login', '/admin/users', '/company/a%2F..']) {
      const page = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.body, url).not.toContain('__kompassEarlyResponses');
    }
  });

  it("adds the place the browser keeps to home's 'Für dich' read, as the page asks it", async () => {
    const home = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    function homeReads(storage: Record<string, string>) {
      const requested: string[] = [];
      const window = runPageScripts(home.body, {
        href: 'http://localhost:8080/',
        storage: { token: 'stored-token', ...storage },
        fetch: (url) => {
          requested.push(url);
          return new Promise(() => {});
        },
      });
      const early = window.__kompassEarlyResponses as
        { responses: Record<string, unknown> } | undefined;
      return { requested, keys: Object.keys(early?.responses ?? {}) };
    }
    const sorted = (url: string) => {
      const parsed = new URL(url);
      parsed.searchParams.sort();
      return parsed.href;
    };
    // What the app sends: its query through URLSearchParams, in any order.
    const asked = sorted(
      `http://localhost:8080/api/recommendations?${new URLSearchParams({ limit: '10', near: 'Köln', radiusKm: '50' })}`,
    );
    const withPlace = homeReads({ lastPlace: 'near=K%C3%B6ln&radiusKm=50' });
    const read = withPlace.keys.find((url) => url.includes('/api/recommendations'));
    expect(read && sorted(read)).toBe(asked);
    expect(withPlace.requested.filter((url) => url.includes('recommendations'))).toHaveLength(1);
    // The other reads stay as they are; without a place (or an unreadable one) none is added.
    expect(withPlace.keys).toContain('http://localhost:8080/api/bookmarks?page=0&size=100');
    const plain = 'http://localhost:8080/api/recommendations?limit=10';
    expect(homeReads({}).keys).toContain(plain);
    expect(homeReads({ lastPlace: 'near=Köln&x=1' }).keys).toContain(plain);
  });

  it("asks for the first screen's pictures once their read has answered, and leaves the answer to the app", async () => {
    const home = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    const recommendations = 'http://localhost:8080/api/recommendations?limit=10';
    const card = (imageUrl: string) => ({ item: { imageUrl } });

    async function picturesFor(answer: { ok: boolean; body: unknown }) {
      const pictures: { src: string; fetchPriority: string }[] = [];
      const response = {
        ok: answer.ok,
        clone: () => ({ json: async () => answer.body }),
      };
      const window = runPageScripts(home.body, {
        href: 'http://localhost:8080/',
        storage: { token: 'stored-token' },
        fetch: async (url) => (url === recommendations ? response : { ok: true }),
        more: {
          Image: class {
            fetchPriority = 'auto';
            set src(src: string) {
              pictures.push({ src, fetchPriority: this.fetchPriority });
            }
          },
        },
      });
      const early = window.__kompassEarlyResponses as {
        responses: Record<string, Promise<unknown>>;
      };
      // The app is handed the answer itself, its body unread (the script read a copy).
      await expect(early.responses[recommendations]).resolves.toBe(response);
      await new Promise((resolve) => setTimeout(resolve, 0));
      return pictures;
    }

    // The first two cards: an object name under the configured file URL, a URL as it is; the
    // third card is below the first screen.
    expect(
      await picturesFor({
        ok: true,
        body: {
          content: [
            card('karte eins.svg'),
            card('https://bilder.example.org/zwei.png'),
            card('drei.svg'),
          ],
        },
      }),
    ).toEqual([
      { src: '/api/files/karte%20eins.svg', fetchPriority: 'high' },
      { src: 'https://bilder.example.org/zwei.png', fetchPriority: 'high' },
    ]);
    // A card without a picture, an answer of another shape, a refusal: nothing is asked for.
    expect(await picturesFor({ ok: true, body: { content: [card(''), { item: null }] } })).toEqual(
      [],
    );
    expect(await picturesFor({ ok: true, body: { content: 'nein' } })).toEqual([]);
    expect(await picturesFor({ ok: false, body: { content: [card('eins.svg')] } })).toEqual([]);

    // Other pages name no pictures.
    const company = await app.inject({ url: '/company/c-1', headers: { accept: 'text/html' } });
    expect(company.body).not.toContain('imageUrl');
  });

  it('inlines the runtime config into the page and hints what the URL needs', async () => {
    const home = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    const inlined = /<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(
      home.body,
    );
    expect(JSON.parse(inlined![1]!)).toEqual(
      (await app.inject({ url: '/app-config.json' })).json(),
    );
    // The shell's start-up chunk and the manifest of the remote the URL opens, as a Link header
    // the browser acts on before it parses the page. mf-discover is not built here: no scripts.
    expect(String(home.headers.link).split(', ')).toEqual([
      '</bootstrap.4567cdef.js>; rel=preload; as=script',
      '</remotes/mf-discover/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
    ]);

    // A built remote: also its entry and the page's own chunks.
    const chat = await app.inject({ url: '/chats/abc', headers: { accept: 'text/html' } });
    expect(String(chat.headers.link).split(', ')).toEqual([
      '</bootstrap.4567cdef.js>; rel=preload; as=script',
      '</remotes/mf-chat/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '</remotes/mf-chat/remoteEntry.js>; rel=preload; as=script',
      '</remotes/mf-chat/12.aa11bb22.js>; rel=preload; as=script',
      '</remotes/mf-chat/chat.89abcdef01.js>; rel=preload; as=script',
    ]);
    const chats = await app.inject({ url: '/chats', headers: { accept: 'text/html' } });
    expect(String(chats.headers.link)).toContain('</remotes/mf-chat/chats.cc33dd44.js>');
    expect(String(chats.headers.link)).not.toContain('chat.89abcdef01.js');

    // The shell's own login form is hinted for /login only.
    const login = await app.inject({ url: '/login', headers: { accept: 'text/html' } });
    expect(String(login.headers.link).split(', ')).toEqual([
      '</bootstrap.4567cdef.js>; rel=preload; as=script',
      '</shell-page-login.89ab.js>; rel=preload; as=script',
    ]);
    expect(String(home.headers.link)).not.toContain('shell-page-login');

    // /admin hints no remote: admin stays lazy.
    const adminPage = await app.inject({ url: '/admin/users', headers: { accept: 'text/html' } });
    expect(adminPage.headers.link).toBe('</bootstrap.4567cdef.js>; rel=preload; as=script');
    expect(adminPage.body).toContain('<script id="app-config"');
  });

  it('compresses the page when the client accepts it', async () => {
    const page = await app.inject({
      url: '/',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Kompass</title>');
  });

  it('still serves the API', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.json()).toMatchObject({ status: 'ok' });
  });
});

describe('frontend serving with overrides', () => {
  let app: App;
  beforeAll(async () => {
    app = await build('pglite', {
      serveFrontend: true,
      env: {
        STATIC_ROOT: path.join(tmpdir(), 'kompass-gibt-es-nicht'),
        API_BASE_URL: 'https://api.example.org/api',
        OBJECT_BASE_URL: 'https://files.example.org/',
        REMOTE_URL_MF_CHAT: 'http://127.0.0.1:4102/',
        REMOTE_URL_MF_ADMIN: 'https://admin.example.org/build',
      },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('publishes the configured URLs in /app-config.json', async () => {
    const response = await app.inject({ url: '/app-config.json' });
    expect(response.json()).toEqual({
      apiBaseUrl: 'https://api.example.org/api',
      objectBaseUrl: 'https://files.example.org/',
      remotes: [
        { name: 'mf-discover', entry: '/remotes/mf-discover/mf-manifest.json' },
        { name: 'mf-chat', entry: 'http://127.0.0.1:4102/mf-manifest.json' },
        { name: 'mf-profile', entry: '/remotes/mf-profile/mf-manifest.json' },
        { name: 'mf-admin', entry: 'https://admin.example.org/build/mf-manifest.json' },
      ],
    });
  });

  it('hints no scripts of a remote on another origin, only its manifest', async () => {
    const root = await fakeStaticRoot();
    const withShell = await build('pglite', {
      serveFrontend: true,
      env: { STATIC_ROOT: root, REMOTE_URL_MF_CHAT: 'http://127.0.0.1:4102/' },
    });
    try {
      const chat = await withShell.inject({ url: '/chats/abc', headers: { accept: 'text/html' } });
      expect(String(chat.headers.link).split(', ')).toEqual([
        '</bootstrap.4567cdef.js>; rel=preload; as=script',
        '<http://127.0.0.1:4102/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
      ]);
    } finally {
      await withShell.close();
      await rm(root, { recursive: true, force: true });
    }
  });

  it('answers 404 for pages when the shell is not built', async () => {
    const response = await app.inject({ url: '/login', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
  });
});

describe('CORS', () => {
  let app: App;
  beforeAll(async () => {
    app = await build('pglite', {
      env: { APP_ORIGINS: 'https://app.example.org, http://localhost:3000/' },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('allows the configured origins on /api, including preflight with Authorization', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/settings',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('authorization');

    const simple = await app.inject({
      url: '/api/health',
      headers: { origin: 'https://app.example.org' },
    });
    expect(simple.headers['access-control-allow-origin']).toBe('https://app.example.org');
  });

  it('does not allow other origins', async () => {
    const response = await app.inject({
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
