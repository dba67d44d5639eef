import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.ts';
import type { AccountExport } from '@kompass/contracts/schemas/account';
import { pushTexts } from '@kompass/contracts/schemas/push';
import { build, createTestDatabase, databases, login, signUp, testConfig } from './helper.ts';
import { startPushReceiver, type TestSubscription } from './servers/push-receiver.ts';

type User = Awaited<ReturnType<typeof signUp>>;

/** The sender's timings shortened, and the test's receiver on the loopback address allowed. */
const pushConfig = {
  ...testConfig().push,
  serviceHosts: ['127.0.0.1'],
  retryBaseMs: 300,
  pollMs: 50,
};

/** `YYYY-MM-DD`, `days` from today in Germany (where the server counts deadlines). */
function germanDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Waits for a delivery; generous, as a loaded machine may take its time. */
const eventually = (check: () => void | Promise<void>) =>
  vi.waitFor(check, { timeout: 20_000, interval: 20 });

function helpers(app: () => App) {
  const call = (token: string | undefined, method: string, url: string, payload?: unknown) =>
    app().inject({
      method: method as 'GET',
      url: `/api${url}`,
      headers: token ? { authorization: token } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const subscribe = (token: string | undefined, subscription: TestSubscription, kinds: string[]) =>
    call(token, 'POST', '/push/subscriptions', {
      subscription: { endpoint: subscription.endpoint, keys: subscription.keys },
      kinds,
    });
  async function chatBetween(a: User, b: User): Promise<string> {
    const response = await call(a.token, 'POST', `/chats?userId=${b.id}`);
    return response.json<{ chatId: string }>().chatId;
  }
  const send = (token: string, chatId: string, text: string) =>
    app().inject({
      method: 'POST',
      url: `/api/chats/${chatId}/messages`,
      headers: { authorization: token, 'content-type': 'text/plain' },
      payload: text,
    });
  const subscriptionCount = async (endpoint: string) =>
    (
      await app().db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM push_subscriptions WHERE endpoint = $1',
        [endpoint],
      )
    ).rows[0]!.n;
  return { call, subscribe, chatBetween, send, subscriptionCount };
}

describe.each(databases)('web push on %s', (kind) => {
  let app: App;
  let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
  beforeAll(async () => {
    receiver = await startPushReceiver();
    app = await build(kind, { config: { push: pushConfig } });
    // Migrating a fresh embedded database takes over a minute on a loaded machine.
  }, 240_000);
  afterAll(async () => {
    await app.close();
    await receiver.close();
  });
  const { call, subscribe, chatBetween, send, subscriptionCount } = helpers(() => app);

  it('publishes one VAPID public key, kept in the database', async () => {
    const first = await call(undefined, 'GET', '/push/key');
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json<{ publicKey: string }>();
    // An uncompressed P-256 point, as the browser's applicationServerKey wants it.
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await call(undefined, 'GET', '/push/key')).json()).toEqual({ publicKey });
    const stored = await app.db.query('SELECT public_key FROM push_vapid_keys');
    expect(stored.rows).toEqual([{ public_key: publicKey }]);
  });

  it('stores a subscription and switches its kinds on in the settings', async () => {
    const user = await signUp(app);
    const subscription = receiver.subscribe();
    const response = await subscribe(user.token, subscription, ['chat_message']);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      endpoint: subscription.endpoint,
      kinds: ['chat_message'],
    });
    const again = await subscribe(user.token, subscription, ['deadline']);
    expect(again.json()).toMatchObject({ kinds: ['chat_message', 'deadline'] });
    expect(await subscriptionCount(subscription.endpoint)).toBe(1);
    const settings = await call(user.token, 'GET', '/settings');
    expect(settings.json()).toEqual([
      { key: 'push_chat_message', value: 'true' },
      { key: 'push_deadline', value: 'true' },
    ]);
  });

  it('refuses foreign addresses, broken keys and unknown kinds with a German 400', async () => {
    const user = await signUp(app);
    const valid = receiver.subscribe();
    const cases: [object, string][] = [
      [
        { subscription: { endpoint: 'https://evil.example.org/push', keys: valid.keys } },
        'Die Adresse des Abonnements gehört zu keinem bekannten Push-Dienst.',
      ],
      [
        { subscription: { endpoint: 'http://169.254.169.254/latest', keys: valid.keys } },
        'Die Adresse des Abonnements gehört zu keinem bekannten Push-Dienst.',
      ],
      [
        { subscription: { endpoint: 'kein Link', keys: valid.keys } },
        'Die Adresse des Abonnements gehört zu keinem bekannten Push-Dienst.',
      ],
      [
        { subscription: { endpoint: valid.endpoint, keys: { ...valid.keys, p256dh: 'AAAA' } } },
        'Die Schlüssel des Abonnements sind ungültig.',
      ],
      [
        { subscription: { endpoint: valid.endpoint, keys: { ...valid.keys, auth: 'AAAA' } } },
        'Die Schlüssel des Abonnements sind ungültig.',
      ],
      [
        { subscription: { endpoint: valid.endpoint, keys: valid.keys }, kinds: ['werbung'] },
        'Die Art einer Benachrichtigung ist eine von: chat_message, deadline.',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await call(user.token, 'POST', '/push/subscriptions', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    expect(await subscriptionCount(valid.endpoint)).toBe(0);
    expect((await subscribe(undefined, valid, [])).statusCode).toBe(401);
  });

  it('pushes a new chat message to the recipient, without its text or the sender', async () => {
    const [sender, recipient] = [await signUp(app), await signUp(app)];
    const [senderPhone, recipientPhone] = [receiver.subscribe(), receiver.subscribe()];
    await subscribe(sender.token, senderPhone, ['chat_message']);
    await subscribe(recipient.token, recipientPhone, ['chat_message']);
    const chatId = await chatBetween(sender, recipient);

    const sent = await send(sender.token, chatId, 'Treffen wir uns morgen am Bahnhof?');
    expect(sent.statusCode).toBe(201);

    await eventually(() => expect(recipientPhone.received).toHaveLength(1));
    const [push] = recipientPhone.received;
    expect(push!.payload).toEqual({
      title: pushTexts.chatMessage,
      url: `/chats/${chatId}`,
      tag: `chat-${chatId}`,
    });
    for (const secret of ['Bahnhof', sender.username, sender.name]) {
      expect(push!.text).not.toContain(secret);
    }
    // Signed with the published key (VAPID).
    const { publicKey } = (await call(undefined, 'GET', '/push/key')).json<{ publicKey: string }>();
    expect(push!.authorization).toContain(`k=${publicKey}`);
    // The sender's own browser stays quiet.
    await app.pushSender.drain();
    expect(senderPhone.requests).toEqual([]);
  });

  it('sends nothing for a kind the recipient has switched off', async () => {
    const [sender, recipient] = [await signUp(app), await signUp(app)];
    const phone = receiver.subscribe();
    await subscribe(recipient.token, phone, ['deadline']);
    const chatId = await chatBetween(sender, recipient);
    expect((await send(sender.token, chatId, 'Hallo')).statusCode).toBe(201);
    // The first message is queued in the background: let that finish while the kind is off.
    await app.pushSender.settled();
    // Switched on, then off again in the profile's settings.
    await subscribe(recipient.token, phone, ['chat_message']);
    await call(recipient.token, 'POST', '/settings', { key: 'push_chat_message', value: 'false' });
    expect((await send(sender.token, chatId, 'Hallo?')).statusCode).toBe(201);
    await app.pushSender.drain();
    const queued = await app.db.query(
      `SELECT 1 FROM push_outbox o JOIN push_subscriptions s ON s.id = o.subscription_id
        WHERE s.endpoint = $1`,
      [phone.endpoint],
    );
    expect(queued.rows).toEqual([]);
    expect(phone.requests).toEqual([]);
  });

  it('removes a subscription the push service answers 410 for', async () => {
    const [sender, recipient] = [await signUp(app), await signUp(app)];
    const phone = receiver.subscribe();
    phone.answers.push(410);
    await subscribe(recipient.token, phone, ['chat_message']);
    const chatId = await chatBetween(sender, recipient);
    expect((await send(sender.token, chatId, 'Hallo')).statusCode).toBe(201);
    await eventually(() => expect(phone.requests).toHaveLength(1));
    await eventually(async () => expect(await subscriptionCount(phone.endpoint)).toBe(0));
    // Further messages go nowhere.
    expect((await send(sender.token, chatId, 'Noch da?')).statusCode).toBe(201);
    await app.pushSender.drain();
    expect(phone.requests).toHaveLength(1);
  });

  it('retries after a 500 with a growing delay, and delivers once', async () => {
    const [sender, recipient] = [await signUp(app), await signUp(app)];
    const phone = receiver.subscribe();
    phone.answers.push(500, 503);
    await subscribe(recipient.token, phone, ['chat_message']);
    const chatId = await chatBetween(sender, recipient);
    expect((await send(sender.token, chatId, 'Hallo')).statusCode).toBe(201);
    await eventually(() => expect(phone.received).toHaveLength(1));
    expect(phone.requests).toHaveLength(3);
    const [first, second, third] = phone.requests as [number, number, number];
    // Lower bounds only: a busy machine may make the waits longer, never shorter.
    expect(second - first).toBeGreaterThanOrEqual(pushConfig.retryBaseMs);
    expect(third - second).toBeGreaterThanOrEqual(2 * pushConfig.retryBaseMs);
    await app.pushSender.drain();
    expect(phone.received).toHaveLength(1);
  });

  it('reminds once per bookmark and day of a deadline tomorrow', async () => {
    const user = await signUp(app);
    const phone = receiver.subscribe();
    await subscribe(user.token, phone, ['deadline']);
    const deadline = async (days: number) => {
      const { rows } = await app.db.query<{ id: string }>(
        `INSERT INTO job (name, description, location, work_type, yearly_salary, image_url)
         VALUES ('Gärtner/in', '', 'Kassel', 'Ausbildung', 12000, '') RETURNING id`,
      );
      const saved = await call(user.token, 'POST', '/bookmarks', {
        entityType: 'job',
        entityId: rows[0]!.id,
      });
      const { id } = saved.json<{ id: string }>();
      await call(user.token, 'PATCH', `/bookmarks/${id}`, { deadline: germanDate(days) });
      return id;
    };
    const tomorrow = await deadline(1);
    await deadline(2);

    await app.pushSender.deadlines();
    await app.pushSender.deadlines();
    await app.pushSender.drain();
    await eventually(() => expect(phone.received).toHaveLength(1));
    expect(phone.received[0]!.payload).toEqual({
      title: pushTexts.deadline,
      url: '/bookmarks',
      tag: `deadline-${tomorrow}`,
    });
  });

  it('unsubscribes by endpoint, only the caller’s own', async () => {
    const [owner, other] = [await signUp(app), await signUp(app)];
    const phone = receiver.subscribe();
    await subscribe(owner.token, phone, ['chat_message']);
    const endpoint = encodeURIComponent(phone.endpoint);
    const foreign = await call(other.token, 'DELETE', `/push/subscriptions?endpoint=${endpoint}`);
    expect(foreign.statusCode).toBe(204);
    expect(await subscriptionCount(phone.endpoint)).toBe(1);
    const own = await call(owner.token, 'DELETE', `/push/subscriptions?endpoint=${endpoint}`);
    expect(own.statusCode).toBe(204);
    expect(await subscriptionCount(phone.endpoint)).toBe(0);
  });

  it('logging out removes that session’s subscription, deleting the account all', async () => {
    const user = await signUp(app);
    const secondToken = await login(app, user.username, user.password);
    const [phone, laptop] = [receiver.subscribe(), receiver.subscribe()];
    await subscribe(user.token, phone, ['chat_message']);
    await subscribe(secondToken, laptop, ['chat_message']);

    const exported = await call(user.token, 'GET', '/account/export');
    const { pushSubscriptions } = exported.json<AccountExport>();
    expect(pushSubscriptions).toEqual([
      {
        host: new URL(phone.endpoint).host,
        createdAt: expect.any(Number),
        kinds: ['chat_message'],
      },
      {
        host: new URL(laptop.endpoint).host,
        createdAt: expect.any(Number),
        kinds: ['chat_message'],
      },
    ]);
    expect(exported.body).not.toContain(phone.keys.p256dh);
    expect(exported.body).not.toContain(new URL(phone.endpoint).pathname);

    expect((await call(user.token, 'POST', '/auth/logout')).statusCode).toBe(204);
    expect(await subscriptionCount(phone.endpoint)).toBe(0);
    expect(await subscriptionCount(laptop.endpoint)).toBe(1);

    const deleted = await call(secondToken, 'DELETE', '/account');
    expect(deleted.statusCode).toBe(204);
    expect(await subscriptionCount(laptop.endpoint)).toBe(0);
  });
});

// Two instances need a database server they share: PGlite serves one process.
describe.runIf(process.env.TEST_DATABASE_URL)('web push with two instances', () => {
  let apps: App[];
  let drop: () => Promise<void>;
  let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
  beforeAll(async () => {
    receiver = await startPushReceiver();
    const database = await createTestDatabase();
    drop = database.drop;
    const options = { config: { databaseUrl: database.url, push: pushConfig } };
    // Started at the same time: both must end up with the one key pair.
    apps = await Promise.all([build('postgres', options), build('postgres', options)]);
  }, 240_000);
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await drop();
    await receiver.close();
  });

  it('share one key pair and send each notification once', async () => {
    const [first, second] = apps as [App, App];
    expect(first.pushSender.publicKey).toBe(second.pushSender.publicKey);
    const { subscribe, chatBetween } = helpers(() => first);
    const [sender, recipient] = [await signUp(first), await signUp(first)];
    const phone = receiver.subscribe();
    await subscribe(recipient.token, phone, ['chat_message']);
    const chatId = await chatBetween(sender, recipient);
    // Queued without sending, then both instances drain at once.
    for (let index = 0; index < 30; index += 1) {
      await first.pushSender.chatMessage(chatId, sender.id);
    }
    await Promise.all([first.pushSender.drain(), second.pushSender.drain()]);
    await eventually(() => expect(phone.received).toHaveLength(30));
    await Promise.all(apps.map((app) => app.pushSender.drain()));
    expect(phone.requests).toHaveLength(30);
  });
});
