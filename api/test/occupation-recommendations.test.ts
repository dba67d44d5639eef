import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { popularOccupationReason } from '../src/interests/occupation-ranking.ts';
import { onboardingQuestions } from '../src/seed/onboarding.ts';
import { areaPatterns } from './fixtures/area-patterns.ts';
import { build, databases, signUp } from './helper.ts';

interface Recommendation {
  occupation: { id: string; name: string; area: string; kind: string; jobCount: number };
  score: number;
  reasons: string[];
  jobsNear: number | null;
  nearestKm: number | null;
  nearest: { id: string; name: string; location: string; distanceKm: number | null }[];
  companies: { id: string; name: string }[];
}
interface Answer {
  content: Recommendation[];
  profile: { code: string; answered: number };
  near: string | null;
}

/** Answer texts by settings key → the settings the app stores (the answer's index). */
function settingsOf(answers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(answers).map(([key, text]) => {
      const index = onboardingQuestions.find((q) => q.settings_key === key)!.answers.indexOf(text);
      expect(index, `${key}: ${text}`).toBeGreaterThanOrEqual(0);
      return [key, String(index)];
    }),
  );
}

describe.each(databases)('occupation recommendations on %s', (kind) => {
  let app: App;

  // The demo seed with the occupation catalogue takes a while on a busy machine.
  beforeAll(async () => {
    app = await build(kind, { env: { SEED: 'demo' } });
  }, 180_000);
  afterAll(async () => {
    await app.close();
  });

  async function answer(token: string, answers: Record<string, string>) {
    for (const [key, value] of Object.entries(settingsOf(answers))) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/settings',
        headers: { authorization: token },
        payload: { key, value },
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
    }
  }
  const occupations = async (token: string, query = '') => {
    const response = await app.inject({
      url: `/api/recommendations/occupations${query}`,
      headers: { authorization: token },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Answer>();
  };

  it('puts each area of the catalogue first for some pattern of answers, with reasons', async () => {
    for (const [area, answers] of Object.entries(areaPatterns)) {
      const user = await signUp(app);
      await answer(user.token, answers);
      const { content } = await occupations(user.token);
      expect(content.length, area).toBe(10);
      expect(content[0]!.occupation.area, `${area}: ${content[0]!.occupation.name}`).toBe(area);
      for (const item of content)
        expect(item.reasons.length, item.occupation.name).toBeGreaterThan(0);
    }
  });

  it("home's 'Für dich' answer carries the same occupations before its listings", async () => {
    const user = await signUp(app);
    await answer(user.token, areaPatterns.natur!);
    const response = await app.inject({
      url: '/api/recommendations?limit=10',
      headers: { authorization: user.token },
    });
    expect(response.statusCode, response.body).toBe(200);
    const forYou = response.json<{ occupations: Recommendation[]; content: unknown[] }>();
    expect(forYou.occupations).toEqual((await occupations(user.token)).content);
    expect(forYou.occupations.map((item) => item.occupation.name)).toContain('Tierpfleger/-in');
    expect(forYou.content).toHaveLength(10);
  });

  it('suggests animal occupations to someone who likes animals and being outdoors', async () => {
    const user = await signUp(app);
    await answer(user.token, areaPatterns.natur!);
    const { content } = await occupations(user.token);
    const names = content.map((item) => item.occupation.name);
    expect(names).toContain('Tierpfleger/-in');
    const keeper = content.find((item) => item.occupation.name === 'Tierpfleger/-in')!;
    expect(keeper.reasons.join(' ')).toContain('„Mit Tieren“');
  });

  it('keeps the top ten diverse: at most three of one area, a degree and a training', async () => {
    const user = await signUp(app);
    await answer(user.token, areaPatterns.bau!);
    const { content } = await occupations(user.token);
    const perArea = new Map<string, number>();
    for (const item of content) {
      perArea.set(item.occupation.area, (perArea.get(item.occupation.area) ?? 0) + 1);
    }
    expect(Math.max(...perArea.values())).toBeLessThanOrEqual(3);
    const study = (item: Recommendation) => /studium/.test(item.occupation.kind);
    expect(content.some(study)).toBe(true);
    expect(content.some((item) => !study(item))).toBe(true);
  });

  it('never reads the name: the same answers give the same list', async () => {
    const first = await signUp(app, { name: 'Anna Schmidt' });
    const second = await signUp(app, { name: 'Mehmet Yılmaz' });
    await answer(first.token, areaPatterns.gesundheit!);
    await answer(second.token, areaPatterns.gesundheit!);
    const one = await occupations(first.token, '?limit=30');
    const other = await occupations(second.token, '?limit=30');
    expect(other).toEqual(one);
    expect(JSON.stringify(one)).not.toMatch(/Anna|Mehmet|Schmidt|Yılmaz/);
  });

  it('keeps working for answers given before the new questions', async () => {
    const user = await signUp(app);
    await answer(user.token, {
      interest_area: 'Für andere da sein, zum Beispiel im Verein',
      work_style: 'Mit Menschen: beraten, helfen, pflegen',
      goal: 'Etwas Sinnvolles für andere tun',
    });
    const { content, profile } = await occupations(user.token);
    expect(profile.code).toBe('S');
    expect(['soziales', 'gesundheit']).toContain(content[0]!.occupation.area);
    expect(content[0]!.reasons.join(' ')).toContain('„Sozial“');
  });

  it('offers occupations with many listings to someone without answers', async () => {
    const user = await signUp(app);
    const { content, profile } = await occupations(user.token, '?limit=5');
    expect(profile.code).toBe('');
    expect(content).toHaveLength(5);
    expect(content[0]!.reasons).toEqual([popularOccupationReason]);
  });

  it('counts the listings near a place, and names the nearest ones when none are near', async () => {
    const user = await signUp(app);
    await answer(user.token, areaPatterns.gastronomie!);
    const all = await occupations(user.token, '?limit=30');
    expect(all.near).toBeNull();
    expect(all.content.every((item) => item.jobsNear === null && item.nearest.length === 0)).toBe(
      true,
    );
    const near = await occupations(user.token, '?limit=30&near=Berlin&radiusKm=10');
    expect(near.near).toBe('Berlin');
    expect(near.content.map((item) => item.occupation.id)).toEqual(
      all.content.map((item) => item.occupation.id),
    );
    for (const item of near.content) {
      expect(item.jobsNear).not.toBeNull();
      expect(item.jobsNear!).toBeLessThanOrEqual(item.occupation.jobCount);
      // Listings near: no hint. None near: the nearest ones lie outside the radius, and an
      // occupation with listings elsewhere names companies offering it.
      const hinted = item.jobsNear === 0;
      expect(item.nearest.length > 0 && !hinted).toBe(false);
      expect(item.nearest.every((listing) => listing.distanceKm! > 10)).toBe(true);
      expect(hinted && item.occupation.jobCount > 0 && item.companies.length === 0).toBe(false);
    }
    expect(near.content.some((item) => item.nearest.length > 0 || item.jobsNear! > 0)).toBe(true);
  });

  it("home's read says per occupation what is near the place it is given, and keeps no place", async () => {
    const user = await signUp(app);
    await answer(user.token, areaPatterns.gastronomie!);
    const home = async (query: string) => {
      const response = await app.inject({
        url: `/api/recommendations${query}`,
        headers: { authorization: user.token },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ occupations: Recommendation[]; near: string | null }>();
    };
    const without = await home('?limit=10');
    expect(without.near).toBeNull();
    expect(without.occupations.every((item) => item.jobsNear === null)).toBe(true);
    expect(without.occupations.every((item) => item.nearestKm === null)).toBe(true);

    const near = await home('?limit=10&near=%20Berlin%20&radiusKm=10');
    expect(near.near).toBe('Berlin');
    expect(near.occupations.map((item) => item.occupation.id)).toEqual(
      without.occupations.map((item) => item.occupation.id),
    );
    // The same counts as the occupation endpoint's for the same place.
    const alone = await occupations(user.token, '?limit=10&near=Berlin&radiusKm=10');
    expect(near.occupations.map((item) => [item.jobsNear, item.nearestKm])).toEqual(
      alone.content.map((item) => [item.jobsNear, item.nearestKm]),
    );
    // Listings near: the nearest lies within the radius and no hint is given. None near: the
    // distance is the nearest listing's, outside the radius (or null without any listing).
    expect(
      near.occupations.map((item) =>
        item.jobsNear === null
          ? 'no count'
          : item.jobsNear > 0
            ? item.nearestKm !== null && item.nearestKm <= 10 && item.nearest.length === 0
            : item.nearestKm === (item.nearest[0]?.distanceKm ?? null) &&
              (item.nearestKm === null || item.nearestKm > 10),
      ),
    ).toEqual(near.occupations.map(() => true));
    const far = near.occupations.find((item) => item.jobsNear === 0 && item.nearest.length > 0);
    expect(far, 'an occupation with listings only outside the radius').toBeDefined();
    expect(far!.nearestKm).toBeGreaterThan(10);

    // At the place of its nearest listing, that listing is near.
    const there = await home(`?limit=10&near=${encodeURIComponent(far!.nearest[0]!.location)}`);
    const same = there.occupations.find((item) => item.occupation.id === far!.occupation.id)!;
    expect(same.jobsNear).toBeGreaterThan(0);
    expect(same.nearestKm!).toBeLessThanOrEqual(25);
    expect(same.nearest).toEqual([]);

    // Nothing of the place is remembered for the user: the next read without it has none.
    expect((await home('?limit=10')).near).toBeNull();
    const settings = await app.inject({
      url: '/api/settings',
      headers: { authorization: user.token },
    });
    expect(settings.body).not.toContain('Berlin');
  });

  it("refuses an unknown place and a radius without a place on home's read, in German", async () => {
    const user = await signUp(app);
    const place = await app.inject({
      url: '/api/recommendations?near=Atlantis',
      headers: { authorization: user.token },
    });
    expect(place.statusCode).toBe(400);
    expect(place.json<{ message: string }>().message).toContain(
      'Den Ort „Atlantis“ kennen wir nicht',
    );
    const radius = await app.inject({
      url: '/api/recommendations?radiusKm=10',
      headers: { authorization: user.token },
    });
    expect(radius.statusCode).toBe(400);
    expect(radius.json<{ message: string }>().message).toContain('„radiusKm“ gilt nur');
  });

  it('refuses an unknown place in German and a limit out of range', async () => {
    const user = await signUp(app);
    const place = await app.inject({
      url: '/api/recommendations/occupations?near=Atlantis',
      headers: { authorization: user.token },
    });
    expect(place.statusCode).toBe(400);
    expect(place.json<{ message: string }>().message).toContain(
      'Den Ort „Atlantis“ kennen wir nicht',
    );
    const limit = await app.inject({
      url: '/api/recommendations/occupations?limit=99',
      headers: { authorization: user.token },
    });
    expect(limit.statusCode).toBe(400);
    expect(limit.json<{ message: string }>().message).toContain('limit muss');
  });
});
