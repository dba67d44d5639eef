import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { profilePages, without } from './profiles-suite.ts';
import { databases, signUp } from './helper.ts';

describe.each(databases)('profile pages on %s', (kind) => {
  const { pages, member, call } = profilePages(kind);
  let app: App;
  let admin: string;
  beforeAll(() => {
    ({ app, admin } = pages);
  });

  describe('POST /profiles/{id}/update', () => {
    const job = {
      name: 'Mechatronikerin',
      description: 'Ausbildung im dritten Jahr',
      location: 'Bremen',
      workType: 'Vollzeit',
      yearlySalary: 14400,
      imageUrl: '/api/files/bild.png',
    };
    const edit = {
      displayName: 'Mia',
      about: 'Ich schraube gern.',
      interests: ['Technik', 'Musik'],
      everydayActivities: ['/img/rad.png|Radfahren'],
      job,
    };

    it('lets the owner update the whole profile, trimmed and without blank entries', async () => {
      const owner = await member();
      const response = await call('POST', `/profiles/${owner.id}/update`, owner.token, {
        displayName: '  Mia  ',
        about: '  Ich schraube gern. ',
        interests: [' Technik ', '', '   '],
        everydayActivities: [' /img/rad.png | Radfahren ', ' | ', ''],
        job: { ...job, name: '  Mechatronikerin ', location: ' Bremen', extra: 'weg' },
        unknown: 'ignoriert',
      });
      expect(response.statusCode).toBe(200);
      const expected = {
        id: owner.profileId,
        userId: owner.id,
        displayName: 'Mia',
        about: 'Ich schraube gern.',
        interests: ['Technik'],
        everydayActivities: ['/img/rad.png|Radfahren'],
        job,
        hasAvatar: false,
      };
      expect(response.json()).toEqual(expected);
      const { rows } = await app.db.query<{ job: object }>(
        'SELECT job FROM profiles WHERE id = $1',
        [owner.profileId],
      );
      expect(rows[0]!.job).toEqual(job);
      const read = await call('GET', `/profiles?search=${owner.id}`, owner.token);
      expect(read.json()).toEqual({ content: [expected], total: 1 });
    });

    it('accepts the profile id too, and a missing or null job removes the job', async () => {
      const owner = await member();
      const url = `/profiles/${owner.profileId}/update`;
      expect((await call('POST', url, owner.token, edit)).json().job).toEqual(job);
      const withoutJob = await call('POST', url, owner.token, { ...edit, job: null });
      expect(withoutJob.statusCode).toBe(200);
      expect(withoutJob.json().job).toBeNull();
      await call('POST', url, owner.token, edit);
      const omitted = await call('POST', url, owner.token, without(edit, 'job'));
      expect(omitted.statusCode).toBe(200);
      expect(omitted.json().job).toBeNull();
    });

    it('keeps at most three interests and activities', async () => {
      const owner = await member();
      const url = `/profiles/${owner.id}/update`;
      const full = await call('POST', url, owner.token, {
        ...edit,
        interests: ['a', 'b', 'c'],
        everydayActivities: ['x|1', 'y|2', 'z|3'],
      });
      expect(full.statusCode).toBe(200);
      const interests = await call('POST', url, owner.token, {
        ...edit,
        interests: ['a', 'b', 'c', 'd'],
      });
      expect(interests.statusCode).toBe(400);
      expect(interests.json().message).toBe('Du kannst höchstens 3 Eigenschaften angeben.');
      const activities = await call('POST', url, owner.token, {
        ...edit,
        everydayActivities: ['a|1', 'b|2', 'c|3', 'd|4'],
      });
      expect(activities.statusCode).toBe(400);
      expect(activities.json().message).toBe('Du kannst höchstens 3 Alltagsaktivitäten angeben.');
    });

    it('rejects invalid fields with a German reason', async () => {
      const owner = await member();
      const url = `/profiles/${owner.id}/update`;
      const cases: [object, string][] = [
        [{ ...edit, displayName: '   ' }, 'Das Feld „Anzeigename“ darf nicht leer sein.'],
        [
          { ...edit, displayName: 'x'.repeat(81) },
          'Das Feld „Anzeigename“ darf höchstens 80 Zeichen lang sein.',
        ],
        [
          { ...edit, about: 'x'.repeat(2001) },
          'Das Feld „Über mich“ darf höchstens 2000 Zeichen lang sein.',
        ],
        [
          { ...edit, interests: ['x'.repeat(41)] },
          'Eine Eigenschaft darf höchstens 40 Zeichen lang sein.',
        ],
        [
          { ...edit, everydayActivities: ['x'.repeat(501)] },
          'Eine Alltagsaktivität darf höchstens 500 Zeichen lang sein.',
        ],
        [
          { ...edit, interests: { eins: 'Technik' } },
          'Das Feld „Eigenschaften“ muss eine Liste sein.',
        ],
        [{ displayName: 'Mia' }, 'Das Feld „Über mich“ fehlt.'],
        [{ ...edit, job: { ...job, name: '  ' } }, 'Das Feld „Jobtitel“ darf nicht leer sein.'],
        [
          { ...edit, job: { ...job, yearlySalary: -1 } },
          'Das Jahresgehalt muss eine Zahl von 0 bis 100.000.000 sein.',
        ],
        [
          { ...edit, job: { ...job, yearlySalary: 1e300 } },
          'Das Jahresgehalt muss eine Zahl von 0 bis 100.000.000 sein.',
        ],
        [
          { ...edit, job: { ...job, yearlySalary: 'viel' } },
          'Das Jahresgehalt muss eine Zahl von 0 bis 100.000.000 sein.',
        ],
        [
          { ...edit, job: { ...job, location: { ort: 'Bremen' } } },
          'Das Feld „Arbeitsort“ muss ein Text sein.',
        ],
      ];
      for (const [payload, message] of cases) {
        const response = await call('POST', url, owner.token, payload);
        expect(response.statusCode, message).toBe(400);
        expect(response.json(), message).toEqual({ error: 'Ungültige Eingabe', message });
      }
      const missingName = await call('POST', url, owner.token, {
        ...edit,
        job: without(job, 'name'),
      });
      expect(missingName.statusCode).toBe(400);
      expect((await call('POST', url, owner.token)).statusCode).toBe(400);
      const nul = await call('POST', url, owner.token, { ...edit, displayName: 'Mi\u0000a' });
      expect(nul.statusCode).toBe(400);
      const nulJob = await call('POST', url, owner.token, {
        ...edit,
        job: { ...job, description: 'a\u0000b' },
      });
      expect(nulJob.statusCode).toBe(400);
      // Nothing was stored.
      const read = await call('GET', `/profiles?search=${owner.id}`, owner.token);
      expect(read.json().content[0].displayName).toBe(owner.name);
    });

    it('lets only the owner update: 401 anonymous, 403 other user and admin', async () => {
      const owner = await member();
      const other = await member();
      const url = `/profiles/${owner.id}/update`;
      expect((await call('POST', url, undefined, edit)).statusCode).toBe(401);
      for (const token of [other.token, admin]) {
        const response = await call('POST', url, token, edit);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          error: 'Keine Berechtigung',
          message: 'Dafür fehlen dir die Rechte.',
        });
      }
      const read = await call('GET', `/profiles?search=${owner.id}`, owner.token);
      expect(read.json().content[0].displayName).toBe(owner.name);
    });

    it('answers 404 for an unknown profile', async () => {
      const user = await signUp(app);
      const response = await call('POST', `/profiles/${randomUUID()}/update`, user.token, edit);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Das Profil konnte nicht gefunden werden.');
    });

    it('lets a user who never finished onboarding edit their profile by user id', async () => {
      const user = await signUp(app);
      const response = await call('POST', `/profiles/${user.id}/update`, user.token, edit);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ userId: user.id, displayName: edit.displayName });
    });
  });
});
