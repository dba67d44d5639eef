import { HTTPError } from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, json, type FakeRoute } from '../testing/fake-api';
import { queryClient } from '../query-client';
import { isBackingOff, retryAfterMs } from './back-off';
import { createApiClient } from './client';

const baseUrl = 'http://localhost/api';

function tooMany(retryAfter = '30'): Response {
  const response = json(
    { error: 'Zu viele Anfragen', message: 'Bitte warte', maxCalls: 3, perSeconds: 60 },
    429,
  );
  response.headers.set('Retry-After', retryAfter);
  return response;
}

function setup(routes: Record<string, FakeRoute>) {
  const fake = createFakeApi(routes);
  const onError = vi.fn();
  const api = createApiClient({
    baseUrl,
    getToken: () => 'raw-token',
    onError,
    fetch: fake.fetch,
    retryDelay: () => 0,
  });
  return { api, onError, requests: fake.requests };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('after a 429 or 503 the client waits for Retry-After', () => {
  it('holds back every read until Retry-After has passed, with one alert for the burst', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { api, onError, requests } = setup({
      'GET /companies/c1': () => tooMany('30'),
      'GET /jobs/j1': () => json({ id: 'j1' }),
    });

    const first = await api.get('companies/c1').catch((error: unknown) => error);
    expect(first).toBeInstanceOf(HTTPError);
    const burst = await Promise.all(
      ['companies/c1', 'jobs/j1', 'companies/c1'].map((path) =>
        api.get(path).catch((error: unknown) => error as HTTPError),
      ),
    );

    // Answered at once with the same refusal, without asking the server.
    expect(requests).toHaveLength(1);
    for (const error of burst) {
      expect(error).toBeInstanceOf(HTTPError);
      expect((error as HTTPError).response.status).toBe(429);
      expect(isBackingOff(error)).toBe(true);
    }
    expect(onError).toHaveBeenCalledExactlyOnceWith({
      title: 'Zu viele Anfragen',
      message: '3 Anfragen / 60 Sekunden',
    });

    // Still closed just before 30 s; open again after 30 s plus the largest jitter (20 %).
    vi.setSystemTime(Date.now() + 29_000);
    await expect(api.get('jobs/j1')).rejects.toBeInstanceOf(HTTPError);
    expect(requests).toHaveLength(1);
    vi.setSystemTime(Date.now() + 8_000);
    await expect(api.get('jobs/j1').json()).resolves.toEqual({ id: 'j1' });
    expect(requests).toHaveLength(2);
    expect(isBackingOff(first)).toBe(false);
  });

  it('a refused write with its own budget (login) holds back only itself', async () => {
    const { api, requests } = setup({
      'POST /auth/login': () => tooMany('60'),
      'GET /jobs/j1': () => json({ id: 'j1' }),
    });

    await expect(api.post('auth/login', { json: {} })).rejects.toBeInstanceOf(HTTPError);
    await expect(api.post('auth/login', { json: {} })).rejects.toBeInstanceOf(HTTPError);
    await expect(api.get('jobs/j1').json()).resolves.toEqual({ id: 'j1' });

    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /auth/login',
      'GET /jobs/j1',
    ]);
  });

  it('a 503 that lasts holds back the whole API for a while', async () => {
    const { api, onError, requests } = setup({
      // Without Retry-After: the client's own pause (5 s) applies.
      'GET /chats': () => json({ error: 'Nicht verfügbar' }, 503),
      'POST /bookmarks': () => json({ id: 'b1' }, 201),
    });

    await expect(api.get('chats')).rejects.toBeInstanceOf(HTTPError);
    expect(requests).toHaveLength(4); // the first try and ky's three retries
    await expect(api.post('bookmarks', { json: {} })).rejects.toBeInstanceOf(HTTPError);

    expect(requests).toHaveLength(4);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs('7', 0)).toBe(7_000);
    expect(retryAfterMs('Thu, 01 Jan 1970 00:00:10 GMT', 0)).toBe(10_000);
    expect(retryAfterMs('bald', 0)).toBeUndefined();
    expect(retryAfterMs(null, 0)).toBeUndefined();
  });
});

describe('the query cache', () => {
  it('does not fetch a refused query again on mount before its Retry-After has passed', async () => {
    const query = queryClient.getQueryCache().build(queryClient, { queryKey: ['back-off'] });
    const defaults = queryClient.getDefaultOptions().queries!;
    const decide = (option: unknown) => (option as (q: typeof query) => boolean)(query);

    const failed = await setup({ 'GET /x': () => json({ error: 'boom' }, 500) })
      .api.get('x')
      .catch((error: unknown) => error);
    query.setState({ status: 'error', error: failed as HTTPError });
    expect(decide(defaults.retryOnMount)).toBe(true); // an ordinary failure: asked again

    const refused = await setup({ 'GET /x': () => tooMany('30') })
      .api.get('x')
      .catch((error: unknown) => error);
    query.setState({ status: 'error', error: refused as HTTPError });
    expect(decide(defaults.retryOnMount)).toBe(false);
    expect(decide(defaults.refetchOnMount)).toBe(false);
  });
});
