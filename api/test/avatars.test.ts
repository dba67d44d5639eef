import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { objectNameFromUrl } from '../src/files/urls.ts';
import { adminToken, build, databases, signUp } from './helper.ts';

describe.each(databases)('avatars on %s', (kind) => {
  let app: App;
  let admin: string;
  beforeAll(async () => {
    app = await build(kind);
    admin = await adminToken(app);
  });
  afterAll(async () => {
    await app.close();
  });

  /** A file row as the upload route would write it (the upload itself is another route). */
  async function uploadedBy(userId: string | null, extension = 'png'): Promise<string> {
    const objectName = `${randomUUID()}.${extension}`;
    await app.db.query(
      'INSERT INTO files (object_name, user_id, content_type, size) VALUES ($1, $2, $3, 100)',
      [objectName, userId, `image/${extension}`],
    );
    return objectName;
  }

  const setAvatar = (token: string | undefined, url?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/avatars',
      query: url === undefined ? {} : { url },
      headers: token ? { authorization: token } : {},
    });
  const avatarOf = (userId: string) => app.inject({ url: `/api/avatars/${userId}` });
  const avatarByName = (username: string) =>
    app.inject({ url: `/api/avatars/username/${username}` });

  it('answers 404 while a user has no avatar, without a token', async () => {
    const user = await signUp(app);
    for (const response of [
      await avatarOf(user.id),
      await avatarByName(user.username),
      await avatarOf(randomUUID()),
      await avatarByName('niemand_hier'),
      await avatarByName('ni%00emand'),
    ]) {
      expect(response.statusCode).toBe(404);
      // A 404 is not cached either: a newly set avatar shows up at once.
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toEqual({
        error: 'Nicht gefunden',
        message: 'Für diesen Benutzer gibt es kein Profilbild.',
      });
    }
    expect((await avatarOf('kein-benutzer')).statusCode).toBe(400);
  });

  it('sets the caller’s own upload and redirects to it publicly', async () => {
    const user = await signUp(app, { username: `Mia_${Date.now().toString(36)}` });
    const objectName = await uploadedBy(user.id);
    const response = await setAvatar(user.token, objectName);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });

    for (const redirect of [
      await avatarOf(user.id),
      await avatarByName(user.username),
      await avatarByName(user.username.toUpperCase()),
      await avatarByName(user.username.toLowerCase()),
    ]) {
      expect(redirect.statusCode).toBe(302);
      expect(redirect.headers.location).toBe(`/api/files/${objectName}`);
      expect(redirect.headers['cache-control']).toBe('no-cache');
      expect(redirect.body).toBe('');
    }
  });

  it('tells profiles, chat lists and user discovery whether a user has a picture', async () => {
    const owner = await signUp(app, { name: `Bildbesitzerin ${Date.now().toString(36)}` });
    const reader = await signUp(app);
    const auth = (token: string) => ({ authorization: token });
    await app.inject({ method: 'POST', url: '/api/profiles/create', headers: auth(owner.token) });
    await app.inject({
      method: 'POST',
      url: `/api/chats?userId=${owner.id}`,
      headers: auth(reader.token),
    });
    const seen = async () => {
      const profile = await app.inject({
        url: `/api/profiles?search=${owner.id}`,
        headers: auth(reader.token),
      });
      const chats = await app.inject({ url: '/api/chats', headers: auth(reader.token) });
      const found = await app.inject({
        url: `/api/userdiscovery?name=${encodeURIComponent(owner.name)}`,
        headers: auth(reader.token),
      });
      return [
        profile.json<{ content: { hasAvatar: boolean }[] }>().content[0]?.hasAvatar,
        chats
          .json<{ otherUserId: string; otherHasAvatar: boolean }[]>()
          .find((chat) => chat.otherUserId === owner.id)?.otherHasAvatar,
        found.json<{ id: string; hasAvatar: boolean }[]>().find((user) => user.id === owner.id)
          ?.hasAvatar,
      ];
    };
    expect(await seen()).toEqual([false, false, false]);
    expect((await setAvatar(owner.token, await uploadedBy(owner.id))).statusCode).toBe(200);
    expect(await seen()).toEqual([true, true, true]);
  });

  it('accepts the product’s own file URLs, relative or absolute, and replaces the avatar', async () => {
    const user = await signUp(app);
    for (const url of [
      (name: string) => `/api/files/${name}`,
      (name: string) => `http://localhost/api/files/${name}`,
      (name: string) => `  http://localhost:80/api/files/${name} `,
    ]) {
      const objectName = await uploadedBy(user.id, 'webp');
      const response = await setAvatar(user.token, url(objectName));
      expect(response.statusCode, url(objectName)).toBe(200);
      expect((await avatarOf(user.id)).headers.location).toBe(`/api/files/${objectName}`);
    }
  });

  it('rejects URLs that are not this product’s own files', async () => {
    const user = await signUp(app);
    const objectName = await uploadedBy(user.id);
    for (const url of [
      `https://evil.example/api/files/${objectName}`,
      `//evil.example/api/files/${objectName}`,
      `javascript:alert(1)//${objectName}`,
      `data:image/png;base64,AAAA`,
      `/api/files/../files/${objectName}`,
      `/api/files/..%2F..%2Fetc%2Fpasswd`,
      `/api/files/%2e%2e/${objectName}`,
      `/api/other/${objectName}`,
      `/api/files/${objectName}?x=1`,
      `http://user:pw@localhost/api/files/${objectName}`,
      `../${objectName}`,
      objectName.toUpperCase(),
      'avatar.png',
      'a\u0000b',
    ]) {
      const response = await setAvatar(user.token, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        error: 'Ungültige Eingabe',
        message: 'Als Profilbild kannst du nur ein Bild verwenden, das du hier hochgeladen hast.',
      });
    }
    expect((await avatarOf(user.id)).statusCode).toBe(404);
  });

  it('rejects unknown objects and other people’s uploads, for admins too', async () => {
    const [user, other] = await Promise.all([signUp(app), signUp(app)]);
    const unknown = await setAvatar(user.token, `${randomUUID()}.png`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Dieses Bild gibt es nicht.');

    const othersFile = await uploadedBy(other.id);
    const seedFile = await uploadedBy(null, 'svg');
    for (const [token, objectName] of [
      [user.token, othersFile],
      [admin, othersFile],
      [user.token, seedFile],
    ] as const) {
      const response = await setAvatar(token, `/api/files/${objectName}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Du kannst nur Bilder als Profilbild verwenden, die du selbst hochgeladen hast.',
      );
    }
    expect((await avatarOf(user.id)).statusCode).toBe(404);
  });

  it('validates the query and needs a login to set', async () => {
    const user = await signUp(app);
    const objectName = await uploadedBy(user.id);
    expect((await setAvatar(undefined, objectName)).statusCode).toBe(401);
    const missing = await setAvatar(user.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Das Feld „url“ fehlt.');
    const tooLong = await setAvatar(user.token, `/api/files/${'a'.repeat(2100)}`);
    expect(tooLong.statusCode).toBe(400);
    expect((await avatarOf(user.id)).statusCode).toBe(404);
  });

  it('keeps each user’s avatar apart', async () => {
    const [a, b] = await Promise.all([signUp(app), signUp(app)]);
    const [fileA, fileB] = await Promise.all([uploadedBy(a.id), uploadedBy(b.id)]);
    expect((await setAvatar(a.token, fileA)).statusCode).toBe(200);
    expect((await setAvatar(b.token, fileB)).statusCode).toBe(200);
    expect((await avatarOf(a.id)).headers.location).toBe(`/api/files/${fileA}`);
    expect((await avatarOf(b.id)).headers.location).toBe(`/api/files/${fileB}`);
  });
});

describe('objectNameFromUrl', () => {
  const name = '0b6f7c2e-8d1a-4c3b-9e5f-1a2b3c4d5e6f.png';
  const own = 'https://kompass.example';

  it('follows an absolute object base (a CDN or S3 bucket)', () => {
    const config = { objectBaseUrl: 'https://cdn.example.com/kompass', appOrigins: [] };
    expect(objectNameFromUrl(name, config, own)).toBe(name);
    expect(objectNameFromUrl(`https://cdn.example.com/kompass/${name}`, config, own)).toBe(name);
    expect(objectNameFromUrl(`https://cdn.example.com/other/${name}`, config, own)).toBeNull();
    expect(objectNameFromUrl(`https://kompass.example/kompass/${name}`, config, own)).toBeNull();
    expect(objectNameFromUrl(`https://evil.example/kompass/${name}`, config, own)).toBeNull();
  });

  it('accepts the app origins when the base is relative', () => {
    const config = { objectBaseUrl: '/api/files/', appOrigins: ['https://app.example'] };
    expect(objectNameFromUrl(`https://app.example/api/files/${name}`, config, own)).toBe(name);
    expect(objectNameFromUrl(`https://kompass.example/api/files/${name}`, config, own)).toBe(name);
    expect(objectNameFromUrl(`https://other.example/api/files/${name}`, config, own)).toBeNull();
  });
});
