import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { fakeStaticRoot } from './frontend-fixtures.ts';
import { build } from './helper.ts';

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
        { name: 'mf-discover', entry: '/remotes/mf-discover/remoteEntry.js' },
        { name: 'mf-chat', entry: 'http://127.0.0.1:4102/remoteEntry.js' },
        { name: 'mf-profile', entry: '/remotes/mf-profile/remoteEntry.js' },
        { name: 'mf-admin', entry: 'https://admin.example.org/build/remoteEntry.js' },
      ],
    });
  });

  it('hints only the entry script of a remote on another origin, not its page’s chunks', async () => {
    const root = await fakeStaticRoot();
    const withShell = await build('pglite', {
      serveFrontend: true,
      env: { STATIC_ROOT: root, REMOTE_URL_MF_CHAT: 'http://127.0.0.1:4102/' },
    });
    try {
      const chat = await withShell.inject({ url: '/chats/abc', headers: { accept: 'text/html' } });
      expect(String(chat.headers.link).split(', ')).toEqual([
        '</bootstrap.4567cdef.js>; rel=preload; as=script',
        '<http://127.0.0.1:4102/remoteEntry.js>; rel=preload; as=script',
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
