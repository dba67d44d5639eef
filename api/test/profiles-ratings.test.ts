import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { profilePages } from './profiles-suite.ts';
import { databases, signUp } from './helper.ts';

describe.each(databases)('profile pages on %s', (kind) => {
  const { pages, member, call } = profilePages(kind);
  let app: App;
  let admin: string;
  beforeAll(() => {
    ({ app, admin } = pages);
  });

  describe('ratings', () => {
    it('starts unrated, averages to one decimal and upserts the caller’s rating', async () => {
      const owner = await member();
      const [a, b, c] = await Promise.all([signUp(app), signUp(app), signUp(app)]);
      const rating = () => call('GET', `/profiles/${owner.id}/rating`, owner.token);
      expect((await rating()).json()).toEqual({ rating: null, count: 0, mine: null });

      const rate = (token: string, value: number | string) =>
        call('POST', `/profiles/${owner.id}/rate?rating=${value}`, token);
      const first = await rate(a.token, 1);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ rating: 1, count: 1, mine: 1 });
      await rate(b.token, 2);
      expect((await rate(c.token, 2)).json()).toEqual({ rating: 1.7, count: 3, mine: 2 });
      // A second rating by the same user replaces the first.
      expect((await rate(a.token, 5)).json()).toEqual({ rating: 3, count: 3, mine: 5 });
      expect((await rating()).json()).toEqual({ rating: 3, count: 3, mine: null });
    });

    it('tells each caller the stars they gave, and only theirs', async () => {
      const owner = await member();
      const [a, b, c] = await Promise.all([signUp(app), signUp(app), signUp(app)]);
      await call('POST', `/profiles/${owner.id}/rate?rating=2`, a.token);
      await call('POST', `/profiles/${owner.id}/rate?rating=5`, b.token);
      const mine = async (token: string) =>
        (await call('GET', `/profiles/${owner.id}/rating`, token)).json<{ mine: unknown }>().mine;
      expect(await mine(a.token)).toBe(2);
      expect(await mine(b.token)).toBe(5);
      expect(await mine(c.token)).toBeNull();
    });

    it('lets any other logged-in user rate, admins included', async () => {
      const owner = await member();
      const response = await call('POST', `/profiles/${owner.profileId}/rate?rating=4`, admin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ rating: 4, count: 1, mine: 4 });
    });

    it('rejects ratings outside 1 to 5 or not whole', async () => {
      const owner = await member();
      const rater = await signUp(app);
      for (const value of ['0', '6', '2.5', 'abc', '-1', '99999999999999999999', '']) {
        const response = await call(
          'POST',
          `/profiles/${owner.id}/rate?rating=${value}`,
          rater.token,
        );
        expect(response.statusCode, value).toBe(400);
        expect(response.json().message).toBe(
          'Die Bewertung muss eine ganze Zahl von 1 bis 5 sein.',
        );
      }
      const missing = await call('POST', `/profiles/${owner.id}/rate`, rater.token);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Das Feld „rating“ fehlt.');
      expect((await call('GET', `/profiles/${owner.id}/rating`, owner.token)).json()).toEqual({
        rating: null,
        count: 0,
        mine: null,
      });
    });

    it('does not let users rate their own profile', async () => {
      const owner = await member();
      const response = await call('POST', `/profiles/${owner.id}/rate?rating=5`, owner.token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Ungültige Eingabe',
        message: 'Du kannst dein eigenes Profil nicht bewerten.',
      });
    });

    it('needs a login', async () => {
      const owner = await member();
      expect((await call('GET', `/profiles/${owner.id}/rating`)).statusCode).toBe(401);
      expect((await call('POST', `/profiles/${owner.id}/rate?rating=3`)).statusCode).toBe(401);
    });
  });

  describe('following', () => {
    it('toggles the caller’s follow and counts followers', async () => {
      const owner = await member();
      const [fan, other] = await Promise.all([signUp(app), signUp(app)]);
      const following = (token: string) =>
        call('GET', `/profiles/${owner.id}/following`, token).then((r) => r.json());
      const toggle = () => call('POST', `/profiles/${owner.profileId}/follow`, fan.token);

      expect(await following(fan.token)).toEqual({ count: 0, following: false });
      const followed = await toggle();
      expect(followed.statusCode).toBe(200);
      expect(followed.json()).toEqual({ count: 1, following: true });
      expect(await following(fan.token)).toEqual({ count: 1, following: true });
      expect(await following(other.token)).toEqual({ count: 1, following: false });
      expect(await following(owner.token)).toEqual({ count: 1, following: false });

      const adminFollow = await call('POST', `/profiles/${owner.id}/follow`, admin);
      expect(adminFollow.json()).toEqual({ count: 2, following: true });

      expect((await toggle()).json()).toEqual({ count: 1, following: false });
      expect(await following(fan.token)).toEqual({ count: 1, following: false });
    });

    it('does not let users follow themselves', async () => {
      const owner = await member();
      const response = await call('POST', `/profiles/${owner.id}/follow`, owner.token);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Du kannst dir nicht selbst folgen.');
    });

    it('needs a login', async () => {
      const owner = await member();
      expect((await call('GET', `/profiles/${owner.id}/following`)).statusCode).toBe(401);
      expect((await call('POST', `/profiles/${owner.id}/follow`)).statusCode).toBe(401);
    });
  });
});
