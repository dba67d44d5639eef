import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { AccountExport } from '@kompass/contracts/schemas/account';
import { adminToken, build, databases, signUp } from './helper.ts';

interface Bookmark {
  id: string;
  entityType: string;
  status: string;
  deadline: string | null;
  note: string;
  statusHistory: { status: string; changedAt: number }[];
}

/** `YYYY-MM-DD`, `days` from today in Germany (where the server counts deadlines). */
function germanDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe.each(databases)('applications on the Merkliste on %s', (kind) => {
  let app: App;
  let admin: string;
  beforeAll(async () => {
    app = await build(kind);
    admin = await adminToken(app);
  });
  afterAll(async () => {
    await app.close();
  });

  async function insert(sql: string, params: unknown[] = []): Promise<string> {
    const { rows } = await app.db.query<{ id: string }>(`${sql} RETURNING id`, params);
    return rows[0]!.id;
  }
  const newJob = (name = 'Mechatroniker/in') =>
    insert(
      `INSERT INTO job (name, description, location, work_type, yearly_salary, image_url)
       VALUES ($1, 'Anlagen bauen', 'Kassel', 'Ausbildung', 13200, '')`,
      [name],
    );
  const newCourse = (name = 'Maschinenbau (B.Eng.)') =>
    insert(`INSERT INTO course (name, description, image_url) VALUES ($1, '', '')`, [name]);
  const newCompany = () =>
    insert(`INSERT INTO company (name, branch, about, image, website, contact_methods, location)
            VALUES ('Werk Süd', 'Industrie', '', '', '', '', 'Kassel')`);

  const call = (token: string | undefined, method: string, url: string, payload?: object) =>
    app.inject({
      method: method as 'GET',
      url: `/api${url}`,
      headers: token ? { authorization: token } : {},
      ...(payload ? { payload } : {}),
    });

  async function saved(token: string, entityType: string, entityId: string): Promise<string> {
    const response = await call(token, 'POST', '/bookmarks', { entityType, entityId });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  }
  async function listed(token: string): Promise<Bookmark[]> {
    const response = await call(token, 'GET', '/bookmarks');
    expect(response.statusCode).toBe(200);
    return response.json<{ content: Bookmark[] }>().content;
  }
  const patch = (token: string | undefined, id: string, payload: object) =>
    call(token, 'PATCH', `/bookmarks/${id}`, payload);

  describe('PATCH /bookmarks/{id}', () => {
    it('sets status, deadline and note, records each status change and lists them', async () => {
      const user = await signUp(app);
      const id = await saved(user.token, 'job', await newJob());

      const applied = await patch(user.token, id, {
        status: 'applied',
        deadline: '2027-02-28',
        note: '  Anschreiben an Frau Roth geschickt.\nNachfragen am Montag.  ',
      });
      expect(applied.statusCode).toBe(200);
      expect(applied.json()).toMatchObject({
        id,
        status: 'applied',
        deadline: '2027-02-28',
        note: 'Anschreiben an Frau Roth geschickt.\nNachfragen am Montag.',
        entity: { name: 'Mechatroniker/in' },
      });

      // Only what is sent changes; the same status again records nothing new.
      const interview = await patch(user.token, id, { status: 'interview' });
      expect(interview.json()).toMatchObject({ status: 'interview', deadline: '2027-02-28' });
      await patch(user.token, id, { status: 'interview', note: '' });

      const [bookmark] = await listed(user.token);
      expect(bookmark).toMatchObject({ status: 'interview', deadline: '2027-02-28', note: '' });
      expect(bookmark!.statusHistory.map((change) => change.status)).toEqual([
        'saved',
        'applied',
        'interview',
      ]);
      const times = bookmark!.statusHistory.map((change) => change.changedAt);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.abs(times[2]! - Date.now())).toBeLessThan(60_000);

      // A null deadline removes it.
      expect((await patch(user.token, id, { deadline: null })).json()).toMatchObject({
        deadline: null,
      });
    });

    it('refuses bad input with a German message and changes nothing', async () => {
      const user = await signUp(app);
      const id = await saved(user.token, 'course', await newCourse());
      await patch(user.token, id, { status: 'applied', deadline: '2027-01-15', note: 'Alt' });

      const cases: [object, string][] = [
        [
          { status: 'beworben', note: 'Neu' },
          'Der Status muss „saved“, „applied“, „interview“, „offer“ oder „rejected“ sein.',
        ],
        [
          { deadline: '2027-02-30', status: 'offer' },
          'Die Frist muss ein gültiges Datum im Format JJJJ-MM-TT sein.',
        ],
        [
          { deadline: '15.01.2027' },
          'Die Frist muss ein gültiges Datum im Format JJJJ-MM-TT sein.',
        ],
        [
          { deadline: '2026-13-01' },
          'Die Frist muss ein gültiges Datum im Format JJJJ-MM-TT sein.',
        ],
        [
          { note: 'x'.repeat(2001), status: 'offer' },
          'Die Notiz darf höchstens 2.000 Zeichen lang sein.',
        ],
      ];
      for (const [payload, message] of cases) {
        const response = await patch(user.token, id, payload);
        expect(response.statusCode, message).toBe(400);
        expect(response.json(), message).toEqual({ error: 'Ungültige Eingabe', message });
      }
      expect((await patch(user.token, id, { note: 'x'.repeat(2000) })).statusCode).toBe(200);
      const [bookmark] = await listed(user.token);
      expect(bookmark).toMatchObject({ status: 'applied', deadline: '2027-01-15' });
      expect(bookmark!.statusHistory).toHaveLength(2);
    });

    it('is for jobs and courses only', async () => {
      const user = await signUp(app);
      const id = await saved(user.token, 'company', await newCompany());
      const response = await patch(user.token, id, { status: 'applied' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Status, Frist und Notiz gibt es nur für gemerkte Jobs und Studiengänge.',
      );
      expect((await listed(user.token))[0]).toMatchObject({ status: 'saved', deadline: null });
    });

    it('lets only the owner change a bookmark: 403 for others and admins, 404 when unknown', async () => {
      const [owner, other] = await Promise.all([signUp(app), signUp(app)]);
      const id = await saved(owner.token, 'job', await newJob());
      expect((await patch(undefined, id, { status: 'applied' })).statusCode).toBe(401);
      for (const token of [other.token, admin]) {
        const response = await patch(token, id, { status: 'rejected', note: 'fremd' });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('Dafür fehlen dir die Rechte.');
      }
      expect((await listed(owner.token))[0]).toMatchObject({ status: 'saved', note: '' });
      const unknown = await patch(owner.token, crypto.randomUUID(), { status: 'applied' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Diesen Favoriten gibt es nicht.');
    });
  });

  it('names who offers a saved job or course, for the comparison', async () => {
    const user = await signUp(app);
    const [jobId, courseId, companyId] = await Promise.all([newJob(), newCourse(), newCompany()]);
    await app.db.query('INSERT INTO company_jobs (company_id, job_id) VALUES ($1, $2)', [
      companyId,
      jobId,
    ]);
    await app.db.query('INSERT INTO company_courses (company_id, course_id) VALUES ($1, $2)', [
      companyId,
      courseId,
    ]);
    await saved(user.token, 'job', jobId);
    await saved(user.token, 'course', courseId);
    await saved(user.token, 'company', companyId);
    const providers = (await listed(user.token)).map((bookmark) => [
      bookmark.entityType,
      (bookmark as Bookmark & { provider: unknown }).provider,
    ]);
    expect(providers).toEqual([
      ['company', null],
      // With its town: the Merkliste's course card names it.
      ['course', { id: companyId, name: 'Werk Süd', location: 'Kassel' }],
      ['job', { id: companyId, name: 'Werk Süd', location: 'Kassel' }],
    ]);
  });

  it('counts open deadlines from today to a week ahead for the tab badge', async () => {
    const user = await signUp(app);
    const deadlines: [string, string][] = [
      [germanDate(0), 'saved'],
      [germanDate(7), 'interview'],
      [germanDate(3), 'offer'],
      [germanDate(8), 'applied'], // too far ahead
      [germanDate(-1), 'applied'], // over
      [germanDate(2), 'rejected'], // nothing left to do
    ];
    for (const [deadline, status] of deadlines) {
      const id = await saved(user.token, 'job', await newJob());
      expect((await patch(user.token, id, { deadline, status })).statusCode).toBe(200);
    }
    const other = await signUp(app);
    const due = await call(user.token, 'GET', '/bookmarks/due');
    expect(due.statusCode).toBe(200);
    expect(due.json()).toEqual({ count: 3, days: 7 });
    expect((await call(other.token, 'GET', '/bookmarks/due')).json()).toEqual({
      count: 0,
      days: 7,
    });
    expect((await call(undefined, 'GET', '/bookmarks/due')).statusCode).toBe(401);
  });

  describe('calendar feed', () => {
    const feedPath = (url: string) => new URL(url).pathname;

    it('answers the deadlines as an RFC 5545 calendar a parser reads', async () => {
      const user = await signUp(app);
      const jobBookmark = await saved(user.token, 'job', await newJob('Koch; Köchin, mit Herz'));
      const courseBookmark = await saved(user.token, 'course', await newCourse());
      await saved(user.token, 'job', await newJob('Ohne Frist'));
      const rejected = await saved(user.token, 'job', await newJob('Abgesagt'));
      await patch(user.token, jobBookmark, { status: 'applied', deadline: '2027-03-15' });
      await patch(user.token, courseBookmark, { deadline: '2027-01-31' });
      await patch(user.token, rejected, { status: 'rejected', deadline: '2027-01-20' });

      const created = await call(user.token, 'POST', '/calendar');
      expect(created.statusCode).toBe(200);
      const { url } = created.json<{ url: string }>();
      expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/calendar\/feeds\/[\w-]{43}\.ics$/);
      expect((await call(user.token, 'GET', '/calendar')).json()).toEqual({ active: true });

      // Calendar apps send no token: the secret in the path is the key.
      const feed = await app.inject({ url: feedPath(url) });
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(feed.body).toMatch(/\r\n/);
      for (const line of feed.body.split('\r\n')) {
        expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      }

      const calendar = new ICAL.Component(ICAL.parse(feed.body));
      expect(calendar.name).toBe('vcalendar');
      const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
      expect(events.map((event) => event.summary)).toEqual([
        'Frist: Maschinenbau (B.Eng.)',
        'Frist: Koch; Köchin, mit Herz',
      ]);
      const [course, job] = events;
      expect(job!.startDate.isDate).toBe(true);
      expect(job!.startDate.toString()).toBe('2027-03-15');
      expect(course!.startDate.toString()).toBe('2027-01-31');
      expect(job!.uid).toBe(`${jobBookmark}@kompass`);
      expect(job!.component.getFirstPropertyValue('url')).toBe('http://localhost:80/bookmarks');
      expect(job!.description).toContain('Status: Beworben');
      const alarm = job!.component.getFirstSubcomponent('valarm')!;
      expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
      const trigger = alarm.getFirstPropertyValue('trigger') as ICAL.Duration;
      // Before the start, within the day before (09:00).
      expect(trigger.isNegative).toBe(true);
      expect(trigger.toSeconds()).toBe(-15 * 60 * 60);
    });

    it('replaces the secret on each POST, 404 for the old, revoked or unknown ones', async () => {
      const user = await signUp(app);
      const first = (await call(user.token, 'POST', '/calendar')).json<{ url: string }>().url;
      const second = (await call(user.token, 'POST', '/calendar')).json<{ url: string }>().url;
      expect(second).not.toBe(first);
      expect((await app.inject({ url: feedPath(first) })).statusCode).toBe(404);
      expect((await app.inject({ url: feedPath(second) })).statusCode).toBe(200);

      // Only the hash is stored.
      const secret = feedPath(second).split('/').pop()!.replace('.ics', '');
      const { rows } = await app.db.query<{ secret_hash: string }>(
        'SELECT secret_hash FROM calendar_feeds WHERE user_id = $1',
        [user.id],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.secret_hash).not.toContain(secret);
      expect(rows[0]!.secret_hash).toMatch(/^[0-9a-f]{64}$/);

      const revoked = await call(user.token, 'DELETE', '/calendar');
      expect(revoked.statusCode).toBe(204);
      const gone = await app.inject({ url: feedPath(second) });
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe('Diesen Kalender gibt es nicht (mehr).');
      expect((await call(user.token, 'GET', '/calendar')).json()).toEqual({ active: false });
      for (const path of [
        `/api/calendar/feeds/${'A'.repeat(43)}.ics`,
        '/api/calendar/feeds/kurz.ics',
        '/api/calendar/feeds/%00',
      ]) {
        expect((await app.inject({ url: path })).statusCode, path).toBe(404);
      }
      expect((await call(undefined, 'POST', '/calendar')).statusCode).toBe(401);
      expect((await call(undefined, 'DELETE', '/calendar')).statusCode).toBe(401);
    });

    it('shows each user only their own deadlines', async () => {
      const [owner, other] = await Promise.all([signUp(app), signUp(app)]);
      const id = await saved(owner.token, 'job', await newJob('Geheime Bewerbung'));
      await patch(owner.token, id, { deadline: '2027-05-05' });
      const url = (await call(other.token, 'POST', '/calendar')).json<{ url: string }>().url;
      const feed = await app.inject({ url: feedPath(url) });
      expect(feed.statusCode).toBe(200);
      expect(feed.body).not.toContain('Geheime Bewerbung');
      expect(new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents('vevent')).toEqual([]);
    });
  });

  it('exports status, deadline, note, history and the feed, and deletes them with the account', async () => {
    const user = await signUp(app);
    const id = await saved(user.token, 'job', await newJob());
    await patch(user.token, id, {
      status: 'applied',
      deadline: '2027-04-01',
      note: 'Mappe fertig',
    });
    await call(user.token, 'POST', '/calendar');

    const data = (await call(user.token, 'GET', '/account/export')).json<AccountExport>();
    expect(data.bookmarks).toEqual([
      expect.objectContaining({
        id,
        status: 'applied',
        deadline: '2027-04-01',
        note: 'Mappe fertig',
        statusHistory: [
          { status: 'saved', changedAt: expect.any(Number) },
          { status: 'applied', changedAt: expect.any(Number) },
        ],
      }),
    ]);
    expect(data.calendarFeed).toEqual({ active: true, createdAt: expect.any(Number) });

    expect((await call(user.token, 'DELETE', '/account')).statusCode).toBe(204);
    const { rows } = await app.db.query<{ left: number }>(
      `SELECT (SELECT count(*) FROM calendar_feeds WHERE user_id = $1)::int
            + (SELECT count(*) FROM bookmark_status_changes WHERE bookmark_id = $2)::int AS left`,
      [user.id, id],
    );
    expect(rows[0]!.left).toBe(0);
  });
});
