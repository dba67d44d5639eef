import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { build, databases, login, newUser, signUp } from './helper.ts';

describe.each(databases)('auth on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await build(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  const register = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });

  describe('POST /api/auth/register', () => {
    it('creates an account and answers 201 with its id', async () => {
      const response = await register(newUser());
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    });

    it('trims the fields but not the password', async () => {
      const user = newUser({ password: ' mit Leerzeichen ' });
      const response = await register({ ...user, username: `  ${user.username} `, name: ' Ada ' });
      expect(response.statusCode).toBe(201);
      const token = await login(app, user.username, ' mit Leerzeichen ');
      const info = await app.inject({ url: '/api/auth/info', headers: { authorization: token } });
      expect(info.json()).toMatchObject({ username: user.username, name: 'Ada' });
    });

    it.each([
      [{ email: 'kein-at-zeichen' }, 'Bitte gib eine gültige E-Mail-Adresse ein.'],
      [{ password: 'kurz' }, 'Das Passwort muss mindestens 8 Zeichen lang sein.'],
      [{ password: 'p'.repeat(257) }, 'Das Passwort darf höchstens 256 Zeichen lang sein.'],
      // Bodies are typed strictly: a number is not converted to text.
      [{ password: 12345678 }, 'Das Feld „Passwort“ muss ein Text sein.'],
      [{ username: 'ab' }, 'Der Benutzername muss 3 bis 32 Zeichen lang sein'],
      [{ username: 'mit leerzeichen' }, 'Der Benutzername muss'],
      [{ username: 'x'.repeat(33) }, 'Der Benutzername muss'],
      [{ name: '   ' }, 'Das Feld „Name“ darf nicht leer sein.'],
      [{ name: 'n'.repeat(201) }, 'Das Feld „Name“ darf höchstens 200 Zeichen lang sein.'],
      [{ name: { vorname: 'Ada' } }, 'Das Feld „Name“ muss ein Text sein.'],
    ])('rejects %j with a German message', async (override, message) => {
      const response = await register({ ...newUser(), ...override });
      expect(response.statusCode).toBe(400);
      const body = response.json<{ error: string; message: string }>();
      expect(body.error).toBe('Ungültige Eingabe');
      expect(body.message).toContain(message);
    });

    it('names a missing field', async () => {
      const withoutEmail: Partial<ReturnType<typeof newUser>> = newUser();
      delete withoutEmail.email;
      const response = await register(withoutEmail);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Das Feld „E-Mail-Adresse“ fehlt.');
    });

    it('rejects a taken username, ignoring case', async () => {
      const first = newUser();
      expect((await register(first)).statusCode).toBe(201);
      const response = await register(newUser({ username: first.username.toUpperCase() }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Ungültige Eingabe',
        message: 'Benutzername ist bereits vergeben.',
      });
    });

    it('rejects a taken e-mail address, ignoring case', async () => {
      const first = newUser();
      expect((await register(first)).statusCode).toBe(201);
      const response = await register(newUser({ email: first.email.toUpperCase() }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Diese E-Mail-Adresse wird bereits verwendet.');
    });

    it('lets only one of two simultaneous registrations of a name through', async () => {
      const user = newUser();
      const responses = await Promise.all([
        register(user),
        register({ ...newUser(), username: user.username }),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400]);
      const rejected = responses.find((r) => r.statusCode === 400)!;
      expect(rejected.json().message).toBe('Benutzername ist bereits vergeben.');
    });

    it('never stores the password in users', async () => {
      const user = newUser();
      await register(user);
      const { rows } = await app.db.query('SELECT * FROM users WHERE username = $1', [
        user.username,
      ]);
      expect(JSON.stringify(rows)).not.toContain(user.password);
      const hash = await app.db.query<{ password_hash: string }>(
        'SELECT password_hash FROM credentials c JOIN users u ON u.id = c.user_id WHERE u.username = $1',
        [user.username],
      );
      expect(hash.rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
    });
  });

  describe('POST /api/auth/login', () => {
    it('answers a token and the user id; the username ignores case', async () => {
      const user = newUser();
      const { id } = (await register(user)).json<{ id: string }>();
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.username.toUpperCase(), password: user.password },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ token: string; userId: string }>();
      expect(body.userId).toBe(id);
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Only the hash of the token is stored.
      const sessions = await app.db.query<{ token_hash: string }>(
        'SELECT token_hash FROM sessions WHERE user_id = $1',
        [id],
      );
      expect(sessions.rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(sessions.rows)).not.toContain(body.token);
    });

    it.each([
      [
        'a wrong password',
        (u: { username: string }) => ({ username: u.username, password: 'falsch-123' }),
      ],
      ['an unknown user', () => ({ username: 'gibt_es_nicht', password: 'geheim-123' })],
    ])('answers 401 with the German error for %s', async (_case, payload) => {
      const user = newUser();
      await register(user);
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: payload(user),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'Benutzername oder Passwort ist falsch.',
        message: 'Benutzername oder Passwort ist falsch.',
      });
    });

    it('answers 400 when a field is missing', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'jemand' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Das Feld „Passwort“ fehlt.');
    });
  });

  describe('GET /api/auth/info', () => {
    it('answers the user for a raw token and for a Bearer token', async () => {
      const user = await signUp(app);
      const expected = {
        id: user.id,
        username: user.username,
        name: user.name,
        email: user.email,
        role: 'USER',
      };
      for (const authorization of [user.token, `Bearer ${user.token}`]) {
        const response = await app.inject({ url: '/api/auth/info', headers: { authorization } });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(expected);
      }
    });

    it.each([
      ['no token', undefined],
      ['a malformed token', 'nicht-gültig'],
      ['an unknown token', 'A'.repeat(43)],
      ['a huge header', 'x'.repeat(20_000)],
    ])('answers 401 with %s', async (_case, authorization) => {
      const response = await app.inject({
        url: '/api/auth/info',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'Nicht angemeldet',
        message: expect.stringContaining('Bitte melde dich an.'),
      });
    });

    it('answers 401 for an expired session', async () => {
      const user = await signUp(app);
      await app.db.query(
        `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
        [user.id],
      );
      const response = await app.inject({
        url: '/api/auth/info',
        headers: { authorization: user.token },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('revokes the presented token only', async () => {
      const user = await signUp(app);
      const second = await login(app, user.username, user.password);
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: user.token },
      });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const revoked = await app.inject({
        url: '/api/auth/info',
        headers: { authorization: user.token },
      });
      expect(revoked.statusCode).toBe(401);
      const other = await app.inject({ url: '/api/auth/info', headers: { authorization: second } });
      expect(other.statusCode).toBe(200);
    });

    it('is idempotent without a valid token', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/auth/logout' });
      expect(response.statusCode).toBe(204);
    });
  });
});
