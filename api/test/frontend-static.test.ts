import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { mainJs, serveFakeBuild } from './frontend-fixtures.ts';

describe('frontend serving', () => {
  const served = serveFakeBuild();
  let app: App;
  beforeAll(() => {
    ({ app } = served);
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
        entry: `/remotes/${name}/remoteEntry.js`,
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
});
