import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { build } from './helper.ts';

/** A fake build output: shell/dist and mf-chat/dist, nothing for the other remotes. */
async function fakeStaticRoot(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'kompass-static-'));
  const shell = path.join(root, 'shell', 'dist');
  const chat = path.join(root, 'mf-chat', 'dist');
  await mkdir(shell, { recursive: true });
  await mkdir(chat, { recursive: true });
  await writeFile(path.join(shell, 'index.html'), '<!doctype html><title>Kompass</title>');
  await writeFile(path.join(shell, 'main.0123abcd.js'), 'console.log("shell")');
  await writeFile(path.join(shell, 'favicon.svg'), '<svg/>');
  await writeFile(path.join(chat, 'mf-manifest.json'), '{"name":"mf-chat"}');
  await writeFile(path.join(chat, 'remoteEntry.js'), 'var mf_chat;');
  await writeFile(path.join(chat, 'chat.89abcdef01.js'), 'export {}');
  return root;
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

  it('publishes /app-config.json with same-origin defaults, never cached', async () => {
    const response = await app.inject({ url: '/app-config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
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
    expect(manifest.json()).toEqual({ name: 'mf-chat' });
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

  it('still serves the API', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok' });
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
