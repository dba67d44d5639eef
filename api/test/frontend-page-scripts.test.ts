import { runInNewContext } from 'node:vm';
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { runPageScripts, serveFakeBuild } from './frontend-fixtures.ts';

describe('frontend serving', () => {
  const served = serveFakeBuild();
  let app: App;
  beforeAll(() => {
    ({ app } = served);
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
    // The shell's start-up chunk and the entry of the remote the URL opens, as a Link header the
    // browser acts on before it parses the page. mf-discover is not built here: no page chunks.
    expect(String(home.headers.link).split(', ')).toEqual([
      '</bootstrap.4567cdef.js>; rel=preload; as=script',
      '</remotes/mf-discover/remoteEntry.js>; rel=preload; as=script',
    ]);

    // A built remote: also the page's own chunks, read from its build manifest; the entry once.
    const chat = await app.inject({ url: '/chats/abc', headers: { accept: 'text/html' } });
    expect(String(chat.headers.link).split(', ')).toEqual([
      '</bootstrap.4567cdef.js>; rel=preload; as=script',
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

  it("runs the app's entry on a signed-out /login only after the page's own splash has painted", async () => {
    const entryTag = '<script defer src="/main.0123abcd.js"></script>';
    const home = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(home.body).toContain(entryTag);
    const login = await app.inject({ url: '/login', headers: { accept: 'text/html' } });
    expect(login.body).not.toContain(entryTag);
    // It still downloads from the start: the build's startup.json puts it in the Link header.
    const loader = /<script>([^<]*first-contentful-paint[^<]*)<\/script><\/body>/.exec(
      login.body,
    )![1]!;

    /** Runs the loader as a browser would; `paint()` reports the first contentful paint. */
    function runLoader(splash: boolean, paintTiming = true) {
      const added: string[] = [];
      const timers: (() => void)[] = [];
      let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
      const window: Record<string, unknown> = {
        document: {
          documentElement: {
            classList: { contains: (name: string) => splash && name === 'boot-login' },
          },
          createElement: () => ({ src: '' }),
          head: { appendChild: (script: { src: string }) => added.push(script.src) },
        },
        setTimeout: (run: () => void) => timers.push(run),
        ...(paintTiming
          ? {
              PerformanceObserver: class {
                constructor(callback: typeof observer) {
                  observer = callback;
                }
                observe() {}
              },
            }
          : {}),
      };
      runInNewContext(loader, window);
      const paint = () =>
        observer?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      return { added, paint, timers };
    }

    const splash = runLoader(true);
    expect(splash.added).toEqual([]);
    splash.paint();
    expect(splash.added).toEqual(['/main.0123abcd.js']);
    splash.timers.forEach((run) => run());
    expect(splash.added).toEqual(['/main.0123abcd.js']);

    const hiddenTab = runLoader(true);
    hiddenTab.timers.forEach((run) => run());
    expect(hiddenTab.added).toEqual(['/main.0123abcd.js']);
    // A signed-in visitor's frame paints no splash; a browser without paint timing waits for nothing.
    expect(runLoader(false).added).toEqual(['/main.0123abcd.js']);
    expect(runLoader(true, false).added).toEqual(['/main.0123abcd.js']);
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
