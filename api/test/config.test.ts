import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, repoRoot } from '../src/config.ts';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(repoRoot, 'data'),
      pgliteDir: path.join(repoRoot, 'data', 'pgdata'),
      pgliteFsync: true,
      databaseUrl: null,
      admin: null,
      seed: 'demo',
      appOrigins: [],
      apiBaseUrl: '/api',
      objectBaseUrl: '/api/files/',
      remoteUrls: {},
      staticRoot: repoRoot,
      trustProxy: false,
    });
    expect(config.rateLimit.general).toEqual({ max: 300, windowSeconds: 60 });
  });

  it('resolves relative folders against the repository root, keeps absolute ones', () => {
    expect(loadConfig({ DATA_DIR: 'var/kompass' }).dataDir).toBe(
      path.join(repoRoot, 'var', 'kompass'),
    );
    const absolute = path.resolve(path.sep, 'srv', 'kompass');
    expect(loadConfig({ DATA_DIR: absolute }).dataDir).toBe(absolute);
  });

  it('reads the remaining variables', () => {
    const config = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://db/kompass',
      ADMIN_USERNAME: 'chef',
      ADMIN_PASSWORD: 'geheim',
      SEED: 'none',
      APP_ORIGINS: 'https://a.example, https://b.example/',
      RATE_LIMIT_LOGIN_MAX: '5',
      RATE_LIMIT_LOGIN_WINDOW_S: '300',
      REMOTE_URL_MF_PROFILE: 'https://profile.example/',
    });
    expect(config).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://db/kompass',
      admin: { username: 'chef', password: 'geheim' },
      seed: 'none',
      appOrigins: ['https://a.example', 'https://b.example'],
      remoteUrls: { 'mf-profile': 'https://profile.example/' },
    });
    expect(config.rateLimit.login).toEqual({ max: 5, windowSeconds: 300 });
  });

  it('rejects invalid values instead of guessing', () => {
    expect(() => loadConfig({ PORT: 'achtzig' })).toThrow(/PORT/);
    expect(() => loadConfig({ RATE_LIMIT_GENERAL_MAX: '0' })).toThrow(/RATE_LIMIT_GENERAL_MAX/);
    expect(() => loadConfig({ SEED: 'alles' })).toThrow(/SEED/);
    expect(() => loadConfig({ ADMIN_USERNAME: 'die chefin', ADMIN_PASSWORD: 'x' })).toThrow(
      /ADMIN_USERNAME/,
    );
  });

  it('sizes the PostgreSQL pool by the cores unless told otherwise', () => {
    expect(loadConfig({}).databasePoolSize).toBe(Math.max(4, 2 * os.availableParallelism()));
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('needs both admin variables', () => {
    expect(loadConfig({ ADMIN_USERNAME: 'chef' }).admin).toBeNull();
  });

  it('lets the embedded database trade durability for speed, and refuses anything else', () => {
    expect(loadConfig({ PGLITE_FSYNC: 'off' }).pgliteFsync).toBe(false);
    expect(loadConfig({ PGLITE_FSYNC: 'on' }).pgliteFsync).toBe(true);
    expect(() => loadConfig({ PGLITE_FSYNC: 'nein' })).toThrow(/PGLITE_FSYNC/);
  });
  it('reads the language model of the assistant, which is off by default', () => {
    expect(loadConfig({}).llm).toBeNull();
    expect(loadConfig({}).rateLimit.assistant).toEqual({ max: 20, windowSeconds: 60 });
    expect(
      loadConfig({
        LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
        LLM_MODEL: 'llama3.2',
        LLM_API_KEY: 'geheim',
        LLM_TIMEOUT_MS: '8000',
      }).llm,
    ).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.2',
      apiKey: 'geheim',
      timeoutMs: 8000,
    });
    expect(() => loadConfig({ LLM_MODEL: 'llama3.2' })).toThrow('without LLM_BASE_URL');
    expect(() => loadConfig({ LLM_BASE_URL: 'ftp://x' })).toThrow('http(s) URL');
    expect(() => loadConfig({ LLM_BASE_URL: 'http://x', LLM_TIMEOUT_MS: '0' })).toThrow();
  });
});
