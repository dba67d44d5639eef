import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { isObjectName } from '../src/files/store.ts';
import { demoCompanies } from '../src/seed/texts/companies.ts';
import { demoCourses } from '../src/seed/texts/courses.ts';
import { demoJobs } from '../src/seed/texts/jobs.ts';
import { demoChat, demoPassword, demoUsers } from '../src/seed/texts/users.ts';
import { seed, seeders } from '../src/seed/index.ts';
import { build, databases, login, signUp } from './helper.ts';
import { rowCounter } from './support/seed.ts';

async function readObject(app: App, objectName: string): Promise<string | null> {
  const file = await app.files.open(objectName);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe.each(databases)('demo seed on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await build(kind, { env: { SEED: 'demo' } });
  });
  afterAll(async () => {
    await app.close();
  });

  const count = rowCounter(() => app);

  it('stores every image as a generated SVG in files and in the file store', async () => {
    const { rows } = await app.db.query<{ object_name: string }>(
      `SELECT image_url AS object_name FROM job
       UNION ALL SELECT image_url FROM course
       UNION ALL SELECT image FROM company
       UNION ALL SELECT object_name FROM avatars
       UNION ALL SELECT split_part(activity, '|', 1) FROM profiles, unnest(everyday_activities) AS activity
       UNION ALL SELECT job->>'imageUrl' FROM profiles
       UNION ALL SELECT split_part(content, E'\\n\\n\\n', 1) FROM messages WHERE content LIKE E'%\\n\\n\\n%'`,
    );
    const expected =
      demoJobs.length + demoCourses.length + demoCompanies.length + 5 * demoUsers.length + 1;
    expect(rows).toHaveLength(expected);
    for (const { object_name: name } of rows) {
      expect(isObjectName(name), name).toBe(true);
      expect(name.endsWith('.svg')).toBe(true);
      const file = await app.db.query<{
        user_id: string | null;
        content_type: string;
        size: number;
      }>('SELECT user_id, content_type, size FROM files WHERE object_name = $1', [name]);
      expect(file.rows[0]).toMatchObject({ user_id: null, content_type: 'image/svg+xml' });
      const svg = await readObject(app, name);
      expect(svg, name).not.toBeNull();
      expect(Buffer.byteLength(svg!)).toBe(Number(file.rows[0]!.size));
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*><title>[^<]+<\/title>/,
      );
      expect(svg!.endsWith('</svg>')).toBe(true);
      // Every & starts an entity: the document is well-formed XML.
      expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
      expect(svg!.length).toBeLessThan(4096);
      // Nothing is loaded from another host.
      expect(svg).not.toMatch(/href=|url\((?!#)/);
    }
    const logo = await app.db.query<{ image: string }>(
      `SELECT image FROM company WHERE name = 'Elektro Hartmann & Söhne GmbH'`,
    );
    expect(await readObject(app, logo.rows[0]!.image)).toContain(
      '<title>Logo von Elektro Hartmann &amp; Söhne GmbH</title>',
    );
  });

  it('lets every demo user log in with the documented password', async () => {
    for (const user of demoUsers) {
      const token = await login(app, user.username, demoPassword);
      const info = await app.inject({ url: '/api/auth/info', headers: { authorization: token } });
      expect(info.json()).toMatchObject({ username: user.username, name: user.name, role: 'USER' });
      const settings = await app.inject({
        url: '/api/settings',
        headers: { authorization: token },
      });
      expect(settings.json()).toEqual(
        expect.arrayContaining([expect.objectContaining({ key: 'onboarding_completed' })]),
      );
    }
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'lena', password: 'falsches-passwort' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('gives demo users full profiles, ratings and follows', async () => {
    const { rows } = await app.db.query<{
      username: string;
      display_name: string;
      about: string;
      interests: string[];
      everyday_activities: string[];
      job: { name: string; yearlySalary: number; workType: string } | null;
    }>(
      `SELECT u.username, p.display_name, p.about, p.interests, p.everyday_activities, p.job
         FROM profiles p JOIN users u ON u.id = p.user_id`,
    );
    for (const row of rows) {
      expect(row.about.length).toBeGreaterThan(50);
      expect(row.interests).toHaveLength(3);
      expect(row.everyday_activities).toHaveLength(3);
      for (const activity of row.everyday_activities) {
        expect(activity).toMatch(/^[0-9a-f-]{36}\.svg\|\S/);
      }
      expect(row.job).toMatchObject({ name: expect.any(String), yearlySalary: expect.any(Number) });
    }
    expect(await count('SELECT count(*) AS n FROM profile_ratings')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM profile_follows')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM company_follow')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM company_rating')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM bookmarks')).toBeGreaterThan(0);
    // Nobody rates or follows their own profile.
    expect(
      await count(`SELECT count(*) AS n FROM profile_ratings r JOIN profiles p ON p.id = r.profile_id
                    WHERE p.user_id = r.rater_id`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) AS n FROM profile_follows f JOIN profiles p ON p.id = f.profile_id
                    WHERE p.user_id = f.follower_id`),
    ).toBe(0);
  });

  it('seeds one chat between two demo users with strictly increasing timestamps', async () => {
    const chats = await app.db.query<{
      id: string;
      user_low: string;
      user_high: string;
      last_message_at: string;
      low_name: string;
      high_name: string;
    }>(
      `SELECT c.id, c.user_low, c.user_high, c.last_message_at, lo.username AS low_name,
              hi.username AS high_name
         FROM chats c JOIN users lo ON lo.id = c.user_low JOIN users hi ON hi.id = c.user_high`,
    );
    expect(chats.rows).toHaveLength(1);
    const chat = chats.rows[0]!;
    expect(chat.user_low < chat.user_high).toBe(true);
    expect([chat.low_name, chat.high_name].sort()).toEqual([...demoChat.between].sort());

    const messages = await app.db.query<{ sender_id: string; sent_at: string; content: string }>(
      'SELECT sender_id, sent_at, content FROM messages WHERE chat_id = $1 ORDER BY sent_at',
      [chat.id],
    );
    expect(messages.rows).toHaveLength(demoChat.messages.length);
    const times = messages.rows.map((row) => Number(row.sent_at));
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1]!);
    expect(Number(chat.last_message_at)).toBe(times.at(-1));
    expect(times.at(-1)).toBeLessThan(Date.now());
    for (const row of messages.rows) {
      expect([chat.user_low, chat.user_high]).toContain(row.sender_id);
    }
    expect(messages.rows[0]!.content).toBe(demoChat.messages[0]!.text);
  });

  it('runs each seeder only once, also after an admin deleted its content', async () => {
    const jobs = await count('SELECT count(*) AS n FROM job');
    expect(await seed(app.db, { files: app.files })).toEqual([]);
    expect(await count('SELECT count(*) AS n FROM job')).toBe(jobs);
    expect(await count('SELECT count(*) AS n FROM users')).toBe(demoUsers.length + 1);
    expect(await count('SELECT count(*) AS n FROM seed_runs')).toBe(seeders.length);

    await app.db.query('DELETE FROM quotes');
    expect(await seed(app.db, { files: app.files })).toEqual([]);
    expect(await count('SELECT count(*) AS n FROM quotes')).toBe(0);
  });
});

describe.each(databases)('demo seed next to existing data on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await build(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  it('adds no demo accounts to a database where people already registered', async () => {
    const person = await signUp(app);
    const ran = await seed(app.db, { files: app.files });
    expect(ran).toContain('content');
    expect(ran).not.toContain('demo_users');
    const users = await app.db.query<{ username: string }>(
      `SELECT username FROM users WHERE upper(role) = 'USER'`,
    );
    expect(users.rows.map((row) => row.username)).toEqual([person.username]);
    expect((await app.db.query('SELECT 1 FROM job')).rows.length).toBe(demoJobs.length);
  });
});
