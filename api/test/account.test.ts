import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { lastAdminMessage } from '../src/resources/account/account-repository.ts';
import type { AccountExport } from '@kompass/contracts/schemas/account';
import { admin, adminToken, build, databases, signUp } from './helper.ts';
import { multipart, tinyPng } from './uploads.ts';

type User = Awaited<ReturnType<typeof signUp>>;

describe.each(databases)('account (export, delete) on %s', (kind) => {
  let app: App;
  let adminAuth: string;
  let jobId: string;

  beforeAll(async () => {
    app = await build(kind);
    adminAuth = await adminToken(app);
    const job = await app.inject({
      method: 'POST',
      url: '/api/jobs/create',
      headers: { authorization: adminAuth },
      payload: {
        name: 'Zimmerer/in',
        description: 'Dachstühle bauen',
        location: 'Bremen',
        workType: 'Ausbildung',
        yearlySalary: 12000,
        imageUrl: '',
      },
    });
    expect(job.statusCode).toBe(201);
    jobId = job.json<{ id: string }>().id;
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (
    token: string,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object | string,
  ) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: {
        authorization: token,
        ...(typeof payload === 'string' ? { 'content-type': 'text/plain' } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
    });

  async function ok(response: Awaited<ReturnType<typeof call>>) {
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.body ? (response.json() as Record<string, unknown>) : {};
  }

  /** A user with some of everything: settings, profile, bookmark, follow, rating, chat, upload. */
  async function busyUser(partner: User) {
    const user = await signUp(app);
    await ok(await call(user.token, 'POST', '/settings', { key: 'lieblingsfach', value: 'Mathe' }));
    await ok(await call(user.token, 'POST', '/profiles/create'));
    await ok(await call(partner.token, 'POST', '/profiles/create'));
    await ok(await call(user.token, 'POST', '/bookmarks', { entityType: 'job', entityId: jobId }));
    await ok(await call(user.token, 'POST', `/profiles/${partner.id}/follow`));
    await ok(await call(user.token, 'POST', `/profiles/${partner.id}/rate?rating=4`));
    const { chatId } = (await ok(
      await call(user.token, 'POST', `/chats?userId=${partner.id}`),
    )) as {
      chatId: string;
    };
    await ok(await call(user.token, 'POST', `/chats/${chatId}/messages`, 'Hallo, wie geht’s?'));
    await ok(await call(partner.token, 'POST', `/chats/${chatId}/messages`, 'Gut, danke!'));
    const picture = multipart(tinyPng, 'ich.png');
    const upload = await app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { authorization: user.token, ...picture.headers },
      payload: picture.payload,
    });
    expect(upload.statusCode).toBe(201);
    const { objectName } = upload.json<{ objectName: string }>();
    await ok(await call(user.token, 'POST', `/avatars?url=${objectName}`));
    return { user, chatId, objectName };
  }

  it('exports everything stored about the caller as a JSON download', async () => {
    const partner = await signUp(app);
    const { user, chatId, objectName } = await busyUser(partner);

    const response = await call(user.token, 'GET', '/account/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="kompass-meine-daten-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json<AccountExport>();
    expect(data.account).toMatchObject({
      id: user.id,
      username: user.username,
      name: user.name,
      email: user.email,
      role: 'USER',
    });
    expect(data.settings).toEqual([{ key: 'lieblingsfach', value: 'Mathe' }]);
    expect(data.profile).toMatchObject({ userId: user.id, displayName: user.name });
    expect(data.avatar).toBe(objectName);
    expect(data.bookmarks).toEqual([
      expect.objectContaining({ entityType: 'job', entityId: jobId, name: 'Zimmerer/in' }),
    ]);
    expect(data.follows.profiles).toEqual([{ userId: partner.id, name: partner.name }]);
    expect(data.ratingsGiven.profiles).toEqual([
      { userId: partner.id, name: partner.name, rating: 4 },
    ]);
    expect(data.chats).toEqual([
      {
        chatId,
        with: partner.username,
        deletedForMeUntil: null,
        messages: [
          expect.objectContaining({ fromMe: true, content: 'Hallo, wie geht’s?' }),
          expect.objectContaining({ fromMe: false, content: 'Gut, danke!' }),
        ],
      },
    ]);
    expect(data.files).toEqual([
      expect.objectContaining({ objectName, contentType: 'image/png', size: tinyPng.length }),
    ]);
    // Nothing of the partner's own account.
    expect(JSON.stringify(data)).not.toContain(partner.email);
  });

  it('needs a token for both calls', async () => {
    expect((await app.inject({ url: '/api/account/export' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/account' })).statusCode).toBe(401);
  });

  it('deletes the account with all its data; the chat stays for the other person', async () => {
    const partner = await signUp(app);
    const { user, chatId, objectName } = await busyUser(partner);
    expect((await app.inject({ url: `/api/files/${objectName}` })).statusCode).toBe(200);

    const response = await call(user.token, 'DELETE', '/account');
    expect(response.statusCode, response.body).toBe(204);

    // The token is refused at once, and the login no longer works.
    expect((await call(user.token, 'GET', '/auth/info')).statusCode).toBe(401);
    const relogin = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: user.password },
    });
    expect(relogin.statusCode).toBe(401);

    // Profile, avatar, follows, ratings and files are gone.
    const profiles = await ok(await call(partner.token, 'GET', `/profiles?search=${user.id}`));
    expect(profiles).toMatchObject({ content: [], total: 0 });
    expect((await app.inject({ url: `/api/avatars/${user.id}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/files/${objectName}` })).statusCode).toBe(404);
    expect(await ok(await call(partner.token, 'GET', `/profiles/${partner.id}/following`))).toEqual(
      { count: 0, following: false },
    );
    expect(await ok(await call(partner.token, 'GET', `/profiles/${partner.id}/rating`))).toEqual({
      rating: null,
      count: 0,
      mine: null,
    });
    const leftovers = await app.db.query(
      `SELECT (SELECT count(*) FROM credentials WHERE user_id = $1)::int
            + (SELECT count(*) FROM sessions WHERE user_id = $1)::int
            + (SELECT count(*) FROM settings WHERE user_id = $1)::int
            + (SELECT count(*) FROM bookmarks WHERE user_id = $1)::int
            + (SELECT count(*) FROM files WHERE user_id = $1)::int AS n`,
      [user.id],
    );
    expect(leftovers.rows[0]).toEqual({ n: 0 });

    // The partner keeps the chat and every message, the sender shown as a deleted account.
    const chats = (await ok(await call(partner.token, 'GET', '/chats'))) as unknown as {
      chatId: string;
      usernames: string[];
    }[];
    expect(chats).toEqual([
      expect.objectContaining({ chatId, usernames: ['Gelöschtes Konto', partner.username] }),
    ]);
    const messages = (await ok(
      await call(partner.token, 'GET', `/chats/${chatId}/messages?after=1&limit=100`),
    )) as unknown as { senderId: string; content: string }[];
    expect(messages.map(({ senderId, content }) => [senderId, content])).toEqual([
      ['', 'Hallo, wie geht’s?'],
      [partner.id, 'Gut, danke!'],
    ]);
    // The partner's export names the deleted participant the same way.
    const partnerData = (await ok(
      await call(partner.token, 'GET', '/account/export'),
    )) as unknown as AccountExport;
    expect(partnerData.chats[0]?.with).toBe('Gelöschtes Konto');
  });

  it('removes a chat once both of its people deleted their accounts', async () => {
    const partner = await signUp(app);
    const { user, chatId } = await busyUser(partner);
    await ok(await call(user.token, 'DELETE', '/account'));
    await ok(await call(partner.token, 'DELETE', '/account'));
    const left = await app.db.query('SELECT 1 FROM chats WHERE id = $1', [chatId]);
    expect(left.rows).toEqual([]);
  });

  it('exports a chat the user deleted for themself while the other keeps it, marked so', async () => {
    const partner = await signUp(app);
    const { user, chatId } = await busyUser(partner);
    await ok(await call(user.token, 'DELETE', `/chats?chatId=${chatId}`));
    const data = (await ok(await call(user.token, 'GET', '/account/export'))) as unknown as {
      chats: { chatId: string; deletedForMeUntil: number | null; messages: unknown[] }[];
    };
    expect(data.chats).toEqual([
      expect.objectContaining({ chatId, deletedForMeUntil: expect.any(Number) }),
    ]);
    // Still stored, because the partner keeps them.
    expect(data.chats[0]!.messages).toHaveLength(2);
  });

  it('removes, with the account, what the other person deleted for themself', async () => {
    const partner = await signUp(app);
    const { user, chatId } = await busyUser(partner);
    await ok(await call(partner.token, 'DELETE', `/chats?chatId=${chatId}`));
    await ok(await call(user.token, 'DELETE', '/account'));
    const left = await app.db.query('SELECT 1 FROM chats WHERE id = $1', [chatId]);
    expect(left.rows).toEqual([]);
    const messages = await app.db.query('SELECT 1 FROM messages WHERE chat_id = $1', [chatId]);
    expect(messages.rows).toEqual([]);
  });

  it('keeps, with the account, the messages the other person still sees', async () => {
    const partner = await signUp(app);
    const { user, chatId } = await busyUser(partner);
    await ok(await call(partner.token, 'DELETE', `/chats?chatId=${chatId}`));
    await ok(await call(user.token, 'POST', `/chats/${chatId}/messages`, 'Noch eine Frage'));
    await ok(await call(user.token, 'DELETE', '/account'));
    const messages = (await ok(
      await call(partner.token, 'GET', `/chats/${chatId}/messages`),
    )) as unknown as { content: string }[];
    expect(messages.map((m) => m.content)).toEqual(['Noch eine Frage']);
    const stored = await app.db.query('SELECT 1 FROM messages WHERE chat_id = $1', [chatId]);
    expect(stored.rows).toHaveLength(1);
  });

  it('refuses to delete the last admin, with a German reason', async () => {
    const response = await call(adminAuth, 'DELETE', '/account');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: lastAdminMessage });
    expect(lastAdminMessage).toMatch(/\.$/);
    // Still there.
    expect((await call(adminAuth, 'GET', '/auth/info')).json()).toMatchObject({
      username: admin.username,
    });
  });

  it('lets an admin delete themself while another admin remains', async () => {
    const second = await signUp(app);
    await app.db.query(`UPDATE users SET role = 'ADMIN' WHERE id = $1`, [second.id]);
    const response = await call(second.token, 'DELETE', '/account');
    expect(response.statusCode, response.body).toBe(204);
  });
});
