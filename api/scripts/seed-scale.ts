/**
 * `npm run seed:scale -w api`: fills the PostgreSQL database from DATABASE_URL with scale data
 * for the benchmarks: 100,000 jobs, 5,000 companies, 20,000 people with profiles and 200,000
 * chat messages, plus bench accounts with a known password. Set-based SQL (generate_series,
 * INSERT … SELECT) in one transaction; recorded in `seed_runs` as 'scale', so a second run
 * changes nothing.
 *
 * Bench accounts: bench1 … bench10, password `bench-passwort`.
 */
import { hashPassword } from '../src/auth/passwords.ts';
import { openDatabase, type Queryable } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import {
  aboutClosings,
  aboutSentences,
  activities,
  chatLines,
  cities,
  companyAboutSentences,
  companyPrefixes,
  companySectors,
  companySizes,
  dualPrograms,
  firstNames,
  graduateTitles,
  interests,
  jobDuties,
  jobNameSuffixes,
  jobOffers,
  lastNames,
  legalForms,
  trainingTitles,
} from '../src/seed/texts/scale.ts';

export const scaleCounts = {
  jobs: 100_000,
  companies: 5_000,
  users: 20_000,
  chats: 20_000,
  messagesPerChat: 10,
};

export const benchPassword = 'bench-passwort';
export const benchUsernames = Array.from({ length: 10 }, (_, i) => `bench${i + 1}`);

/** Same lock as the demo seed (src/seed/index.ts): one seeding at a time per database. */
const SEED_LOCK = 724_003;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * SQL for an element of the text[] parameter `param`, chosen by hashing the integer `expr`.
 * Hashing (rather than `expr % length`) keeps choices independent of each other and of the
 * `n % 20` that decides a job's kind; different salts in `expr` give different choices.
 */
function pick(param: string, expr: string) {
  return `(${param}::text[])[1 + (hashint4((${expr})::int)::bigint + 2147483648) % cardinality(${param}::text[])]`;
}

async function seedCompanies(tx: Queryable) {
  const prefixes = companyPrefixes.length;
  const sectors = companySectors.length;
  // Mixed radix over prefix × sector × legal form: every company name is different.
  await tx.query(
    `CREATE TEMP TABLE scale_company ON COMMIT DROP AS
     SELECT n, gen_random_uuid() AS id, prefix, branch, noun, city,
            prefix || ' ' || noun || ' ' || form AS name,
            regexp_replace(search_normalize(prefix || '-' || noun), '[^a-z0-9]+', '-', 'g')
              || '-' || n AS slug
       FROM (SELECT n,
                    ($1::text[])[1 + n % ${prefixes}] AS prefix,
                    ($2::text[])[1 + (n / ${prefixes}) % ${sectors}] AS branch,
                    ($3::text[])[1 + (n / ${prefixes}) % ${sectors}] AS noun,
                    ($4::text[])[1 + (n / ${prefixes * sectors}) % ${legalForms.length}] AS form,
                    ${pick('$5', 'n')} AS city
               FROM generate_series(1, $6::int) AS n) parts`,
    [
      companyPrefixes,
      companySectors.map(([branch]) => branch),
      companySectors.map(([, noun]) => noun),
      legalForms,
      cities,
      scaleCounts.companies,
    ],
  );
  await tx.query(
    `INSERT INTO company (id, name, branch, about, image, website, contact_methods)
     SELECT id, name, branch,
            name || ' ist ein ' || ${pick('$1', 'n')} || ' Unternehmen aus ' || city
              || ' im Bereich ' || branch || '. ' || ($2::text[])[1 + n % cardinality($2::text[])] || ' '
              || ($2::text[])[1 + (n + 3) % cardinality($2::text[])],
            '',
            'https://www.' || slug || '.example',
            'E-Mail: karriere@' || slug || '.example' || E'\\n' || 'Telefon: '
              || ${pick('$3', 'n')} || ' ' || lpad((n % 1000)::text, 3, '0')
       FROM scale_company`,
    [
      companySizes,
      companyAboutSentences,
      // Ranges the Bundesnetzagentur keeps free for media productions.
      ['030 23125', '040 66969', '069 90009', '0221 4710', '089 99998'],
    ],
  );
}

async function seedJobs(tx: Queryable) {
  // n % 20 decides the kind: 35 % Ausbildung, 10 % Duales Studium, 40 % Vollzeit, 15 % Teilzeit.
  await tx.query(
    `CREATE TEMP TABLE scale_job ON COMMIT DROP AS
     SELECT n, gen_random_uuid() AS id,
            1 + (hashint4(n + 7000000)::bigint + 2147483648) % $1::int AS company_n,
            CASE WHEN n % 20 < 7 THEN 'Ausbildung'
                 WHEN n % 20 < 9 THEN 'Duales Studium'
                 WHEN n % 20 < 17 THEN 'Vollzeit'
                 ELSE 'Teilzeit' END AS work_type
       FROM generate_series(1, $2::int) AS n`,
    [scaleCounts.companies, scaleCounts.jobs],
  );
  // Interest codes from the words of each title (migration 014's vocabulary), once per title;
  // the name's additions ('(m/w/d)', 'in Teilzeit') and the descriptions say nothing about it.
  await tx.query(
    `CREATE TEMP TABLE scale_title_code ON COMMIT DROP AS
     SELECT title, infer_interest_code(title, '') AS code
       FROM (SELECT DISTINCT unnest($1::text[] || $2::text[] || $3::text[]) AS title) titles`,
    [trainingTitles, graduateTitles, dualPrograms],
  );
  await tx.query(
    `INSERT INTO job (id, name, description, location, work_type, yearly_salary, image_url,
                      interest_code)
     SELECT j.id, t.name,
            c.name || ' in ' || t.city || ' sucht Verstärkung: ' || t.name || '. '
              || ${pick('$5', 'j.n + 1000000')} || ' ' || ${pick('$6', 'j.n + 2000000')},
            t.city, j.work_type,
            CASE
              WHEN j.work_type = 'Ausbildung' THEN 11000 + (j.n * 97) % 41 * 100
              WHEN j.work_type = 'Duales Studium' THEN 12000 + (j.n * 89) % 61 * 100
              -- Even n: a job after a degree (see the name below), paid more than a skilled trade.
              WHEN j.work_type = 'Vollzeit' AND j.n % 2 = 0 THEN 42000 + (j.n * 53) % 281 * 100
              WHEN j.work_type = 'Vollzeit' THEN 30000 + (j.n * 53) % 181 * 100
              WHEN j.n % 2 = 0 THEN 24000 + (j.n * 59) % 161 * 100
              ELSE 18000 + (j.n * 59) % 121 * 100 END,
            '',
            (SELECT code FROM scale_title_code WHERE title = t.title)
       FROM scale_job j
       JOIN scale_company c ON c.n = j.company_n
       CROSS JOIN LATERAL (
         SELECT ${pick('$7', 'j.n + 3000000')} AS city,
                CASE j.work_type
                  WHEN 'Ausbildung' THEN ${pick('$1', 'j.n')}
                  WHEN 'Duales Studium' THEN ${pick('$3', 'j.n')}
                  ELSE CASE WHEN j.n % 2 = 0 THEN ${pick('$2', 'j.n')}
                            ELSE ${pick('$1', 'j.n')} END END AS title,
                CASE j.work_type
                  WHEN 'Ausbildung' THEN
                    CASE j.n / 20 % 3
                      WHEN 0 THEN 'Ausbildung ' || ${pick('$1', 'j.n')} || ' (m/w/d)'
                      WHEN 1 THEN 'Ausbildung ' || ${pick('$1', 'j.n')}
                      ELSE ${pick('$1', 'j.n')} || ' (Ausbildung)' END
                  WHEN 'Duales Studium' THEN 'Duales Studium ' || ${pick('$3', 'j.n')}
                  ELSE CASE WHEN j.n % 2 = 0 THEN ${pick('$2', 'j.n')}
                            ELSE ${pick('$1', 'j.n')} END
                       || ${pick('$4', 'j.n + 4000000')} END AS name
       ) t`,
    [trainingTitles, graduateTitles, dualPrograms, jobNameSuffixes, jobDuties, jobOffers, cities],
  );
  await tx.query(
    `INSERT INTO company_jobs (company_id, job_id)
     SELECT c.id, j.id FROM scale_job j JOIN scale_company c ON c.n = j.company_n`,
  );
  // Companies offer study courses too (the company page lists them), when there are any.
  await tx.query(
    `INSERT INTO company_courses (company_id, course_id)
     SELECT c.id, co.id
       FROM scale_company c
       JOIN (SELECT id, row_number() OVER (ORDER BY name, id) - 1 AS i,
                    count(*) OVER () AS total FROM course) co
         ON co.i IN (c.n % co.total, (c.n * 7 + 3) % co.total)`,
  );
}

async function seedUsers(tx: Queryable) {
  await tx.query(
    `CREATE TEMP TABLE scale_user ON COMMIT DROP AS
     SELECT n, gen_random_uuid() AS id, first || ' ' || last AS name,
            regexp_replace(search_normalize(first || '.' || last), '[^a-z0-9.]', '', 'g')
              || n AS username
       FROM (SELECT n, ${pick('$1', 'n')} AS first, ${pick('$2', 'n + 1000000')} AS last
               FROM generate_series(1, $3::int) AS n) names`,
    [firstNames, lastNames, scaleCounts.users],
  );
  await tx.query(
    `INSERT INTO users (id, username, name, email, role)
     SELECT id, username, name, username || '@mail.example', 'USER' FROM scale_user`,
  );
  const interestCount = interests.length;
  const activityCount = activities.length;
  // Three different interests and activities each: offsets that differ modulo the list length.
  await tx.query(
    `INSERT INTO profiles (user_id, display_name, about, interests, everyday_activities, job)
     SELECT id, name,
            ${pick('$1', 'n')} || ' ' || ${pick('$6', 'n + 1000000')},
            ARRAY[($2::text[])[1 + n % ${interestCount}],
                  ($2::text[])[1 + (n + 7) % ${interestCount}],
                  ($2::text[])[1 + (n + 19) % ${interestCount}]],
            ARRAY['|' || ($3::text[])[1 + n % ${activityCount}],
                  '|' || ($3::text[])[1 + (n + 5) % ${activityCount}],
                  '|' || ($3::text[])[1 + (n + 11) % ${activityCount}]],
            CASE WHEN n % 3 = 0 THEN jsonb_build_object(
              'name', ${pick('$4', 'n + 2000000')}, 'description', 'Diesen Beruf möchte ich lernen.',
              'location', ${pick('$5', 'n + 3000000')}, 'workType', 'Ausbildung',
              'yearlySalary', 11000 + n % 41 * 100, 'imageUrl', '') END
       FROM scale_user`,
    [aboutSentences, interests, activities, trainingTitles, cities, aboutClosings],
  );
}

async function seedChats(tx: Queryable) {
  const { users, chats, messagesPerChat } = scaleCounts;
  // Chat n pairs person n with person n + 1 (the last with the first): all pairs differ.
  // Chats start hours apart over the last 25 days; messages follow three minutes apart.
  const start = Date.now() - 25 * DAY;
  await tx.query(
    `CREATE TEMP TABLE scale_chat ON COMMIT DROP AS
     SELECT c.n, gen_random_uuid() AS id, a.id AS a_id, b.id AS b_id,
            $1::bigint + c.n * 100000 AS started
       FROM generate_series(1, $2::int) AS c(n)
       JOIN scale_user a ON a.n = c.n
       JOIN scale_user b ON b.n = c.n % $3::int + 1`,
    [start, chats, users],
  );
  await tx.query(
    `INSERT INTO chats (id, user_low, user_high, last_message_at, created_at)
     SELECT id, LEAST(a_id, b_id), GREATEST(a_id, b_id), started + $1::bigint,
            to_timestamp(started / 1000.0)
       FROM scale_chat`,
    [(messagesPerChat - 1) * 3 * MINUTE],
  );
  await tx.query(
    `INSERT INTO messages (chat_id, sender_id, content, sent_at)
     SELECT c.id, CASE WHEN k % 2 = 0 THEN c.a_id ELSE c.b_id END,
            -- Consecutive lines, so each chat reads like a conversation.
            ($1::text[])[1 + (c.n * 7 + k) % cardinality($1::text[])], c.started + k * $2::bigint
       FROM scale_chat c CROSS JOIN generate_series(0, $3::int - 1) AS k`,
    [chatLines, 3 * MINUTE, messagesPerChat],
  );
}

/**
 * bench1 … bench10 with one password hash: chats in pairs (bench1–bench2, …) with 20 messages,
 * and each with ten people of the scale data, so `GET /chats` has a realistic length.
 */
async function seedBenchUsers(tx: Queryable, passwordHash: string) {
  await tx.query(
    `CREATE TEMP TABLE bench_user ON COMMIT DROP AS
     SELECT i, gen_random_uuid() AS id, 'bench' || i AS username FROM generate_series(1, $1::int) AS i`,
    [benchUsernames.length],
  );
  await tx.query(
    `INSERT INTO users (id, username, name, email, role)
     SELECT id, username, 'Bench Person ' || i, username || '@bench.example', 'USER' FROM bench_user`,
  );
  await tx.query(`INSERT INTO credentials (user_id, password_hash) SELECT id, $1 FROM bench_user`, [
    passwordHash,
  ]);
  await tx.query(
    `INSERT INTO settings (user_id, key, value) SELECT id, 'onboarding_completed', 'true' FROM bench_user`,
  );
  await tx.query(
    `INSERT INTO profiles (user_id, display_name, about)
     SELECT id, 'Bench Person ' || i, 'Konto für Lasttests.' FROM bench_user`,
  );
  const start = Date.now() - 2 * DAY;
  await tx.query(
    `CREATE TEMP TABLE bench_chat ON COMMIT DROP AS
     SELECT gen_random_uuid() AS id, a.id AS a_id, b.id AS b_id, 20 AS messages,
            $1::bigint + a.i * 1000 AS started
       FROM bench_user a JOIN bench_user b ON b.i = a.i + 1 WHERE a.i % 2 = 1
     UNION ALL
     SELECT gen_random_uuid(), a.id, s.id, 10, $1::bigint + a.i * 1000 + s.n * 10
       FROM bench_user a JOIN scale_user s ON s.n BETWEEN a.i * 100 + 1 AND a.i * 100 + 10`,
    [start],
  );
  await tx.query(
    `INSERT INTO chats (id, user_low, user_high, last_message_at, created_at)
     SELECT id, LEAST(a_id, b_id), GREATEST(a_id, b_id), started + (messages - 1) * $1::bigint,
            to_timestamp(started / 1000.0)
       FROM bench_chat`,
    [MINUTE],
  );
  await tx.query(
    `INSERT INTO messages (chat_id, sender_id, content, sent_at)
     SELECT c.id, CASE WHEN k % 2 = 0 THEN c.a_id ELSE c.b_id END,
            ($1::text[])[1 + k % cardinality($1::text[])], c.started + k * $2::bigint
       FROM bench_chat c CROSS JOIN LATERAL generate_series(0, c.messages - 1) AS k`,
    [chatLines, MINUTE],
  );
}

/**
 * Seeds the scale data into the database at `url` unless it is already there.
 * Returns false when an earlier run did it.
 */
export async function seedScale(url: string, log: (line: string) => void = console.log) {
  const db = await openDatabase({ url });
  try {
    await migrate(db);
    // Hashing takes a moment and needs no lock: do it before the transaction.
    const passwordHash = await hashPassword(benchPassword);
    const started = performance.now();
    const step = async (label: string, run: () => Promise<void>) => {
      const at = performance.now();
      await run();
      log(`  ${label}: ${((performance.now() - at) / 1000).toFixed(1)} s`);
    };
    const seeded = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      const done = await tx.query(`SELECT 1 FROM seed_runs WHERE name = 'scale'`);
      if (done.rows.length > 0) return false;
      log('Skalierungsdaten werden angelegt …');
      await step(`${scaleCounts.companies} Unternehmen`, () => seedCompanies(tx));
      await step(`${scaleCounts.jobs} Jobs`, () => seedJobs(tx));
      await step(`${scaleCounts.users} Personen mit Profil`, () => seedUsers(tx));
      await step(
        `${scaleCounts.chats} Chats mit ${scaleCounts.chats * scaleCounts.messagesPerChat} Nachrichten`,
        () => seedChats(tx),
      );
      await step(`${benchUsernames.length} Bench-Konten`, () => seedBenchUsers(tx, passwordHash));
      await tx.query(`INSERT INTO seed_runs (name) VALUES ('scale')`);
      return true;
    });
    if (!seeded) {
      log('Die Skalierungsdaten sind bereits vorhanden (seed_runs: scale); nichts zu tun.');
      return false;
    }
    // Fresh statistics, so the planner uses the search indexes right away, and a fresh
    // visibility map, so the job title index answers searches without visiting the table.
    await step('VACUUM ANALYZE', () => db.exec('VACUUM ANALYZE'));
    log(`Fertig in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    return true;
  } finally {
    await db.close();
  }
}

if (import.meta.main) {
  const url = process.env.DATABASE_URL?.trim();
  if (!url) {
    console.error(
      'DATABASE_URL ist nicht gesetzt. Die Skalierungsdaten sind für PostgreSQL gedacht, nicht für ' +
        'das eingebettete PGlite.\nBeispiel: DATABASE_URL=postgres://postgres@127.0.0.1:5432/kompass npm run seed:scale -w api',
    );
    process.exit(2);
  }
  try {
    await seedScale(url);
    console.log(`Bench-Konten: ${benchUsernames.join(', ')} (Passwort: ${benchPassword})`);
  } catch (error) {
    console.error('Die Skalierungsdaten konnten nicht angelegt werden:', error);
    process.exit(1);
  }
}
