import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { adminToken, build, databases, signUp } from './helper.ts';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe.each(databases)('hints on %s', (kind) => {
  let app: App;
  let admin: string;
  let user: string;

  const post = (path: string, payload: object, token = admin) =>
    app.inject({
      method: 'POST',
      url: `/api/hints/${path}`,
      headers: { authorization: token },
      payload,
    });
  const list = (path: string, token: string | null = user) =>
    app.inject({
      method: 'GET',
      url: `/api/hints/${path}`,
      headers: token ? { authorization: token } : {},
    });
  const remove = (path: string, token = admin) =>
    app.inject({ method: 'DELETE', url: `/api/hints/${path}`, headers: { authorization: token } });
  const created = async (path: string, payload: object) => {
    const response = await post(path, payload);
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: string }>();
    expect(body).toEqual({ id: expect.any(String) });
    return body.id;
  };

  beforeAll(async () => {
    app = await build(kind);
    admin = await adminToken(app);
    user = (await signUp(app)).token;
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists quotes in the order they were written, page by page', async () => {
    const ids = [];
    for (const quote of ['Erstes Zitat', 'Zweites Zitat', 'Drittes Zitat']) {
      ids.push(await created('quotes', { quote }));
    }
    const all = await list('quotes');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({
      content: [
        { id: ids[0], quote: 'Erstes Zitat' },
        { id: ids[1], quote: 'Zweites Zitat' },
        { id: ids[2], quote: 'Drittes Zitat' },
      ],
      total: 3,
    });
    const second = await list('quotes?page=1&size=2');
    expect(second.json()).toEqual({ content: [{ id: ids[2], quote: 'Drittes Zitat' }], total: 3 });
  });

  it('stores learning tips with emoji, trimmed', async () => {
    const id = await created('learning', {
      emoji: ' 👩‍👩‍👧‍👦 ',
      title: '  Pomodoro ',
      description: '25 Minuten lernen, 5 Minuten Pause.',
    });
    const response = await list('learning');
    expect(response.json()).toEqual({
      content: [
        { id, emoji: '👩‍👩‍👧‍👦', title: 'Pomodoro', description: '25 Minuten lernen, 5 Minuten Pause.' },
      ],
      total: 1,
    });
  });

  it('stores application tips as shortTip and longTip', async () => {
    const id = await created('applications', {
      shortTip: 'Anschreiben kurz halten',
      longTip: 'Eine Seite reicht. Schreib, warum du genau zu diesem Betrieb passt.',
    });
    const response = await list('applications');
    expect(response.json()).toEqual({
      content: [
        {
          id,
          shortTip: 'Anschreiben kurz halten',
          longTip: 'Eine Seite reicht. Schreib, warum du genau zu diesem Betrieb passt.',
        },
      ],
      total: 1,
    });
  });

  it('answers all three lists whole in one read, each in its order', async () => {
    const response = await list('all');
    expect(response.statusCode).toBe(200);
    const all = response.json<Record<string, { id: string }[]>>();
    for (const kind of ['quotes', 'learning', 'applications']) {
      const whole = (await list(`${kind}?size=100`)).json<{ content: unknown[] }>().content;
      expect(all[kind], kind).toEqual(whole);
    }
    expect(all.quotes).toHaveLength(3);
  });

  it('needs a login to read', async () => {
    for (const path of ['quotes', 'learning', 'applications', 'all']) {
      expect((await list(path, null)).statusCode).toBe(401);
    }
  });

  it('lets only admins write and delete', async () => {
    expect((await post('quotes', { quote: 'Von mir' }, user)).statusCode).toBe(403);
    expect((await post('quotes', { quote: 'Von mir' }, '')).statusCode).toBe(401);
    const id = await created('quotes', { quote: 'Bleibt' });
    expect((await remove(`quotes/${id}`, user)).statusCode).toBe(403);
    expect(
      (await list('quotes')).json<{ content: { id: string }[] }>().content.map((q) => q.id),
    ).toContain(id);
  });

  it.each([
    ['quotes', { quote: '   ' }],
    ['quotes', {}],
    ['quotes', { quote: 'x'.repeat(501) }],
    ['applications', { shortTip: 'Kurz', longTip: '' }],
    ['applications', { shortTip: 'Kurz' }],
    ['learning', { emoji: '📚', title: 'Titel' }],
    ['learning', { emoji: ' ', title: 'Titel', description: 'Text' }],
    ['learning', { emoji: '📚'.repeat(17), title: 'Titel', description: 'Text' }],
    ['learning', { emoji: '📚', title: 'Titel', description: 42 }],
  ])('refuses an incomplete %s body with 400', async (path, payload) => {
    const response = await post(path, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/„.+“/);
  });

  it('deletes each kind: 204, then 404', async () => {
    const ids = {
      quotes: await created('quotes', { quote: 'Weg damit' }),
      learning: await created('learning', { emoji: '🧠', title: 'T', description: 'D' }),
      applications: await created('applications', { shortTip: 'K', longTip: 'L' }),
    };
    for (const [path, id] of Object.entries(ids)) {
      expect((await remove(`${path}/${id}`)).statusCode).toBe(204);
      expect((await remove(`${path}/${id}`)).statusCode).toBe(404);
      const items = (await list(`${path}?size=100`)).json<{ content: { id: string }[] }>().content;
      expect(items.map((item) => item.id)).not.toContain(id);
    }
  });

  it('edits each kind in place: same id, same place, trimmed', async () => {
    const edits = {
      quotes: [{ quote: 'A' }, { quote: 'B' }, { quote: ' B, neu ' }],
      learning: [
        { emoji: '🧠', title: 'Erster', description: 'D' },
        { emoji: '📚', title: 'Zweiter', description: 'D' },
        { emoji: '📚', title: ' Zweiter, neu ', description: 'Neu' },
      ],
      applications: [
        { shortTip: 'Erster', longTip: 'L' },
        { shortTip: 'Zweiter', longTip: 'L' },
        { shortTip: 'Zweiter, neu', longTip: ' Neu ' },
      ],
    } as const;
    for (const [path, [first, second, changed]] of Object.entries(edits)) {
      const before = (await list(`${path}?size=100`)).json<{ content: { id: string }[] }>();
      const firstId = await created(path, first);
      const secondId = await created(path, second);
      await created(path, first);
      const response = await app.inject({
        method: 'PUT',
        url: `/api/hints/${path}/${secondId}`,
        headers: { authorization: admin },
        payload: changed,
      });
      expect(response.statusCode).toBe(200);
      const trimmed = Object.fromEntries(
        Object.entries(changed).map(([key, value]) => [key, value.trim()]),
      );
      expect(response.json()).toEqual({ id: secondId, ...trimmed });
      const after = (await list(`${path}?size=100`)).json<{ content: { id: string }[] }>();
      const mine = after.content.slice(before.content.length);
      expect(mine.map((item) => item.id).slice(0, 2)).toEqual([firstId, secondId]);
      expect(mine[1]).toEqual({ id: secondId, ...trimmed });
    }
  });

  it('refuses an edit by a non-admin, a blank field, an unknown id and the wrong kind', async () => {
    const id = await created('quotes', { quote: 'Unverändert' });
    const put = (path: string, payload: object, token = admin) =>
      app.inject({
        method: 'PUT',
        url: `/api/hints/${path}`,
        headers: { authorization: token },
        payload,
      });
    expect((await put(`quotes/${id}`, { quote: 'Von mir' }, user)).statusCode).toBe(403);
    expect((await put(`quotes/${id}`, { quote: 'Von mir' }, '')).statusCode).toBe(401);
    const blank = await put(`quotes/${id}`, { quote: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ message: string }>().message).toMatch(/„Zitat“/);
    expect((await put(`quotes/${unknownId}`, { quote: 'x' })).statusCode).toBe(404);
    expect((await put('quotes/kein-id', { quote: 'x' })).statusCode).toBe(400);
    const wrongKind = await put(`applications/${id}`, { shortTip: 'K', longTip: 'L' });
    expect(wrongKind.statusCode).toBe(404);
    const quotes = (await list('quotes?size=100')).json<{ content: { id: string }[] }>().content;
    expect(quotes.find((quote) => quote.id === id)).toEqual({ id, quote: 'Unverändert' });
  });

  it('does not delete through the wrong kind', async () => {
    const id = await created('quotes', { quote: 'Richtig einsortiert' });
    expect((await remove(`learning/${id}`)).statusCode).toBe(404);
    expect((await remove(`quotes/${id}`)).statusCode).toBe(204);
  });

  it('answers an unknown kind or a malformed id with 400, never 5xx', async () => {
    const unknownKind = await remove(`tips/${unknownId}`);
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.json<{ message: string }>().message).toContain('quotes');
    expect((await remove('quotes/kein-id')).statusCode).toBe(400);
    expect((await list('tips')).statusCode).toBe(404);
  });
});
