import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { build, signUp } from './helper.ts';

describe('compressed API answers', () => {
  let app: App;
  let token: string;
  beforeAll(async () => {
    app = await build('pglite', { env: { SEED: 'demo' } });
    token = (await signUp(app)).token;
  });
  afterAll(async () => {
    await app.close();
  });

  const jobs = (acceptEncoding?: string) =>
    app.inject({
      url: '/api/jobs?size=20',
      headers: {
        authorization: token,
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      },
    });

  it('sends a page of JSON brotli- or gzip-compressed, whole, with its length', async () => {
    const plain = await jobs();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await jobs('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.headers['transfer-encoding']).toBeUndefined();
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    const gzip = await jobs('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);

    const refused = await jobs('br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it('leaves small answers as they are', async () => {
    const response = await app.inject({
      url: '/api/health/live',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
