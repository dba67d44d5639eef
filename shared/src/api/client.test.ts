import { HTTPError, NetworkError, TimeoutError } from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, json, type FakeRoute } from '../testing/fake-api';
import { createApiClient, type ApiClientOptions } from './client';
import { maxAgeMs } from './early-responses';
import { newIdempotencyKey, withIdempotencyKey } from './idempotency';

const baseUrl = 'http://localhost/api';

function setup(routes: Record<string, FakeRoute>, overrides: Partial<ApiClientOptions> = {}) {
  const fake = createFakeApi(routes);
  const onError = vi.fn();
  const onUnauthorized = vi.fn();
  const api = createApiClient({
    baseUrl,
    getToken: () => 'raw-token',
    onError,
    onUnauthorized,
    fetch: fake.fetch,
    retryDelay: () => 0,
    ...overrides,
  });
  return { api, onError, onUnauthorized, requests: fake.requests };
}

describe('createApiClient', () => {
  it('sends the stored token raw in Authorization, without a Bearer scheme', async () => {
    const { api, requests } = setup({ 'GET /jobs': () => json({ content: [], total: 0 }) });

    await expect(api.get('jobs').json()).resolves.toEqual({ content: [], total: 0 });

    expect(requests).toHaveLength(1);
    expect(requests[0]!.path).toBe('/jobs');
    expect(requests[0]!.headers.get('Authorization')).toBe('raw-token');
  });

  it('reads the token at every request and sends none when there is none', async () => {
    let token: string | null = null;
    const { api, requests } = setup({ 'GET /courses': () => json([]) }, { getToken: () => token });

    await api.get('courses').json();
    token = 'later-token';
    await api.get('courses').json();

    expect(requests[0]!.headers.has('Authorization')).toBe(false);
    expect(requests[1]!.headers.get('Authorization')).toBe('later-token');
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const { api, requests } = setup({ 'POST /bookmarks': () => json({ id: 'b1' }, 201) });

    await api.post('bookmarks', { json: { entityId: 'j1', entityType: 'job' } }).json();

    expect(requests[0]!.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(JSON.parse(requests[0]!.body)).toEqual({ entityId: 'j1', entityType: 'job' });
  });

  it('keeps an Authorization header the caller passes itself', async () => {
    const { api, requests } = setup({ 'GET /settings': () => json([]) });

    await api.get('settings', { headers: { Authorization: 'fresh-login-token' } }).json();

    expect(requests[0]!.headers.get('Authorization')).toBe('fresh-login-token');
  });

  it('treats any 2xx as success and alerts nothing', async () => {
    const { api, onError } = setup({ 'POST /jobs/create': () => json({ id: 'j1' }, 201) });

    await expect(api.post('jobs/create', { json: {} }).json()).resolves.toEqual({ id: 'j1' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('400: alerts the catalogue text with the server message and still rejects', async () => {
    const { api, onError, onUnauthorized } = setup({
      'POST /auth/register': () =>
        json({ error: 'validation', message: 'Benutzername ist bereits vergeben' }, 400),
    });

    await expect(api.post('auth/register', { json: {} })).rejects.toBeInstanceOf(HTTPError);

    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith({
      title: 'Ungeeignete Anfrage',
      message:
        'Die Anfrage konnte nicht verarbeitet werden. Bitte überprüfe deine Eingaben: ' +
        'Benutzername ist bereits vergeben',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('401 with a token: alerts "Nicht autorisiert" and ends the session', async () => {
    const { api, onError, onUnauthorized } = setup({
      'GET /auth/info': () => json({ error: 'Nicht angemeldet' }, 401),
    });

    await expect(api.get('auth/info')).rejects.toBeInstanceOf(HTTPError);

    expect(onError).toHaveBeenCalledExactlyOnceWith({
      title: 'Nicht autorisiert',
      message:
        'Deinen Anmeldung hat nicht geklappt oder ist abgelaufen. Bitte melde dich erneut an.',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('401 without a token: alerts, but there is no session to end', async () => {
    const { api, onError, onUnauthorized } = setup(
      { 'GET /bookmarks': () => json({ error: 'Nicht angemeldet' }, 401) },
      { getToken: () => null },
    );

    await expect(api.get('bookmarks')).rejects.toBeInstanceOf(HTTPError);

    expect(onError).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('401 on a caller-supplied token also ends the session', async () => {
    const { api, onUnauthorized } = setup(
      { 'GET /settings': () => json({ error: 'x' }, 401) },
      { getToken: () => null },
    );

    await expect(api.get('settings', { headers: { Authorization: 't' } })).rejects.toThrow();

    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('429: alerts "x Anfragen / y Sekunden" from the body', async () => {
    const { api, onError, onUnauthorized } = setup({
      'POST /auth/login': () =>
        json({ error: 'rate_limited', message: 'Zu viele', maxCalls: 10, perSeconds: 60 }, 429),
    });

    await expect(api.post('auth/login', { json: {} })).rejects.toBeInstanceOf(HTTPError);

    expect(onError).toHaveBeenCalledExactlyOnceWith({
      title: 'Zu viele Anfragen',
      message: '10 Anfragen / 60 Sekunden',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('500: alerts "Serverfehler"', async () => {
    const { api, onError } = setup({ 'GET /chats': () => json({ error: 'boom' }, 500) });

    await expect(api.get('chats').json()).rejects.toBeInstanceOf(HTTPError);

    expect(onError).toHaveBeenCalledExactlyOnceWith({
      title: 'Serverfehler',
      message: 'Auf dem Server ist ein Fehler aufgetreten. Bitte versuche es später erneut.',
    });
  });

  it('does not retry a 500, nor a write without an Idempotency-Key', async () => {
    const { api, requests } = setup({
      'GET /chats': () => json({ error: 'boom' }, 500),
      'POST /bookmarks': () => json({ error: 'Nicht verfügbar' }, 503),
    });

    await expect(api.get('chats')).rejects.toThrow();
    await expect(api.post('bookmarks', { json: {} })).rejects.toThrow();

    expect(requests).toHaveLength(2);
  });

  it('retries a read while the service is briefly unavailable, without alerting', async () => {
    let calls = 0;
    const { api, onError, requests } = setup({
      'GET /chats': () => (++calls < 3 ? json({ error: 'Nicht verfügbar' }, 503) : json([])),
    });

    await expect(api.get('chats').json()).resolves.toEqual([]);

    expect(requests).toHaveLength(3);
    expect(onError).not.toHaveBeenCalled();
  });

  it('503 that lasts: tells the user once that it is a hiccup, not a server error', async () => {
    const { api, onError, requests } = setup({
      'GET /chats': () => json({ error: 'Nicht verfügbar' }, 503),
    });

    await expect(api.get('chats')).rejects.toBeInstanceOf(HTTPError);

    expect(requests).toHaveLength(4);
    expect(onError).toHaveBeenCalledExactlyOnceWith({
      title: 'Kurz nicht erreichbar',
      message: 'Der Dienst ist gerade kurz nicht erreichbar. Bitte versuche es gleich noch einmal.',
    });
  });

  it('retries a write that carries an Idempotency-Key, with the same key', async () => {
    let calls = 0;
    const seen: (string | null)[] = [];
    const { api } = setup(
      {},
      {
        fetch: (input, init) => {
          const request = new Request(input, init);
          seen.push(request.headers.get('Idempotency-Key'));
          if (++calls === 1) return Promise.reject(new TypeError('Failed to fetch'));
          return Promise.resolve(json({ id: 'b1' }, 201));
        },
      },
    );

    await expect(
      api.post('bookmarks', { json: {}, ...withIdempotencyKey('aktion-1') }).json(),
    ).resolves.toEqual({ id: 'b1' });

    expect(seen).toEqual(['aktion-1', 'aktion-1']);
  });

  it('404 and 409 fail silently but still reject', async () => {
    const { api, onError, onUnauthorized } = setup({
      'POST /bookmarks': () => json({ error: 'Bereits gespeichert' }, 409),
    });

    const notFound = await api.get('profiles/unknown').catch((error: unknown) => error);
    expect(notFound).toBeInstanceOf(HTTPError);
    expect((notFound as HTTPError).response.status).toBe(404);
    await expect(api.post('bookmarks', { json: {} })).rejects.toBeInstanceOf(HTTPError);

    expect(onError).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('statuses listed in context.silentStatuses are left to the caller', async () => {
    const { api, onError, onUnauthorized } = setup({
      'POST /auth/login': () => json({ error: 'Benutzername oder Passwort ist falsch.' }, 401),
      'GET /hints/quotes': () => json({ error: 'boom' }, 500),
    });

    const error = await api
      .post('auth/login', { json: {}, context: { silentStatuses: [401] } })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).data).toEqual({ error: 'Benutzername oder Passwort ist falsch.' });
    expect(onError).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();

    // Only the listed statuses are silenced.
    await expect(
      api.get('hints/quotes', { context: { silentStatuses: [401] } }),
    ).rejects.toBeInstanceOf(HTTPError);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toMatchObject({ title: 'Serverfehler' });
  });

  it('a network failure alerts "Keine Verbindung" and rejects', async () => {
    const { api, onError, onUnauthorized } = setup(
      {},
      { fetch: () => Promise.reject(new TypeError('Failed to fetch')) },
    );

    await expect(api.get('jobs').json()).rejects.toBeInstanceOf(NetworkError);

    expect(onError).toHaveBeenCalledExactlyOnceWith({
      title: 'Keine Verbindung',
      message:
        'Der Server ist gerade nicht erreichbar. Bitte prüfe deine Internetverbindung und versuche es erneut.',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('context.silent leaves every failure to the caller, network failures included', async () => {
    const offline = setup({}, { fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(
      offline.api.get('jobs', { retry: 0, context: { silent: true } }).json(),
    ).rejects.toBeInstanceOf(NetworkError);
    expect(offline.onError).not.toHaveBeenCalled();

    const failing = setup({
      'GET /jobs': () => json({ error: 'Serverfehler', message: 'Kaputt.' }, 500),
      'GET /auth/info': () => json({ error: 'x', message: 'Abgelaufen.' }, 401),
    });
    await expect(
      failing.api.get('jobs', { context: { silent: true } }).json(),
    ).rejects.toBeInstanceOf(HTTPError);
    expect(failing.onError).not.toHaveBeenCalled();
    // A session the server no longer accepts still ends.
    await expect(failing.api.get('auth/info', { context: { silent: true } })).rejects.toThrow();
    expect(failing.onUnauthorized).toHaveBeenCalledOnce();
  });

  it('a request that times out alerts "Keine Verbindung" too', async () => {
    const { api, onError } = setup(
      {},
      {
        // Never answers; only the abort signal ends it.
        fetch: (_input, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      },
    );

    await expect(api.get('jobs', { timeout: 20 }).json()).rejects.toBeInstanceOf(TimeoutError);
    expect(onError).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ title: 'Keine Verbindung' }),
    );
  });
});

describe('answers the page the server sent has already asked for', () => {
  const early = (responses: Record<string, Promise<Response | null>>, at = Date.now()) => {
    globalThis.__kompassEarlyResponses = { token: 'raw-token', at, responses };
  };
  afterEach(() => {
    delete globalThis.__kompassEarlyResponses;
  });

  it('takes the early answer once, whatever the order of the query, and asks itself after', async () => {
    early({
      [`${baseUrl}/bookmarks?size=100&page=0`]: Promise.resolve(json([{ id: 'early' }])),
    });
    const { api, requests } = setup({ 'GET /bookmarks': () => json([{ id: 'asked' }]) });

    const first = api.get('bookmarks', { searchParams: { page: 0, size: 100 } }).json();
    await expect(first).resolves.toEqual([{ id: 'early' }]);
    expect(requests).toHaveLength(0);

    const second = api.get('bookmarks', { searchParams: { page: 0, size: 100 } }).json();
    await expect(second).resolves.toEqual([{ id: 'asked' }]);
    expect(requests).toHaveLength(1);
  });

  it('handles an early failure like its own: a 404 rejects without an alert', async () => {
    early({ [`${baseUrl}/companies/c-9`]: Promise.resolve(json({ message: 'weg' }, 404)) });
    const { api, onError, requests } = setup({});

    await expect(api.get('companies/c-9').json()).rejects.toBeInstanceOf(HTTPError);
    expect(requests).toHaveLength(0);
    expect(onError).not.toHaveBeenCalled();
  });

  it('asks itself when the early request failed, was made for another session or is too old', async () => {
    const { api, requests } = setup({ 'GET /chats': () => json(['asked']) });

    early({ [`${baseUrl}/chats`]: Promise.resolve(null) });
    await expect(api.get('chats').json()).resolves.toEqual(['asked']);

    globalThis.__kompassEarlyResponses = {
      token: 'someone-else',
      at: Date.now(),
      responses: { [`${baseUrl}/chats`]: Promise.resolve(json(['not yours'])) },
    };
    await expect(api.get('chats').json()).resolves.toEqual(['asked']);

    early({ [`${baseUrl}/chats`]: Promise.resolve(json(['stale'])) }, Date.now() - maxAgeMs - 1);
    await expect(api.get('chats').json()).resolves.toEqual(['asked']);
    expect(requests).toHaveLength(3);
    // What was not taken is dropped with them.
    expect(globalThis.__kompassEarlyResponses).toBeUndefined();
  });

  it('a request without a token neither takes them nor drops them', async () => {
    early({ [`${baseUrl}/chats`]: Promise.resolve(json(['early'])) });
    const anonymous = setup({ 'GET /chats': () => json(['asked']) }, { getToken: () => null });
    await expect(anonymous.api.get('chats').json()).resolves.toEqual(['asked']);

    const { api, requests } = setup({});
    await expect(api.get('chats').json()).resolves.toEqual(['early']);
    expect(requests).toHaveLength(0);
  });

  it('never answers a write from it', async () => {
    early({ [`${baseUrl}/bookmarks`]: Promise.resolve(json({ id: 'early' })) });
    const { api, requests } = setup({ 'POST /bookmarks': () => json({ id: 'created' }, 201) });

    await expect(api.post('bookmarks', { json: {} }).json()).resolves.toEqual({ id: 'created' });
    expect(requests).toHaveLength(1);
  });
});

describe('newIdempotencyKey', () => {
  it('makes a different 128-bit key for every action', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
