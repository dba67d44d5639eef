-- The search engine (api/src/search/): one word table per searchable kind and one vocabulary.
-- Runs unchanged on PGlite and PostgreSQL 15 (fuzzystrmatch is a PGlite contrib extension too).
--
-- Each document row holds the normalized words of a job, company, course or user, kept by
-- triggers however the source rows change (API, admin SQL endpoint, psql):
--   name_words  the words of the name (ranked first);
--   words       every searchable word (name and the other fields), GIN-indexed;
--   name_key    the normalized name as one text (exact whole-name matches, one-letter prefixes,
--               the tie-break); rows are inserted in its order, so the documents of one job
--               title share few pages;
--   alt_key     a second whole text that counts as exact (a user's username), else NULL.
-- `search_vocabulary` lists every word a document of a kind ever had. A query word is looked up
-- there first (exact, prefix, bounded edit distance), then documents by the words found.
-- Words are only added: a stale word costs a lookup that finds no document, nothing else.

CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

-- The words of a text: search_normalize, then split at anything but letters and digits
-- ('/in', '/-frau', '(B.A.)', hyphens, dots). Order kept, duplicates dropped.
CREATE FUNCTION search_words(value text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(w ORDER BY n), '{}')
      FROM (
        SELECT w, min(n) AS n
          FROM regexp_split_to_table(public.search_normalize(value), '[[:space:][:punct:]]+')
               WITH ORDINALITY AS s(w, n)
         WHERE w <> ''
         GROUP BY w
      ) words
  $$;

CREATE TABLE search_vocabulary (
  kind text NOT NULL,
  word text NOT NULL,
  PRIMARY KEY (kind, word)
);

CREATE TABLE search_job (
  id uuid PRIMARY KEY REFERENCES job (id) ON DELETE CASCADE,
  name_words text[] NOT NULL,
  words text[] NOT NULL,
  name_key text NOT NULL,
  alt_key text
);
CREATE TABLE search_company (LIKE search_job);
ALTER TABLE search_company ADD PRIMARY KEY (id),
  ADD FOREIGN KEY (id) REFERENCES company (id) ON DELETE CASCADE;
CREATE TABLE search_course (LIKE search_job);
ALTER TABLE search_course ADD PRIMARY KEY (id),
  ADD FOREIGN KEY (id) REFERENCES course (id) ON DELETE CASCADE;
CREATE TABLE search_user (LIKE search_job);
ALTER TABLE search_user ADD PRIMARY KEY (id),
  ADD FOREIGN KEY (id) REFERENCES users (id) ON DELETE CASCADE;

CREATE INDEX search_job_words_idx ON search_job USING gin (words);
CREATE INDEX search_job_name_key_idx ON search_job (name_key text_pattern_ops);
CREATE INDEX search_company_words_idx ON search_company USING gin (words);
CREATE INDEX search_company_name_key_idx ON search_company (name_key text_pattern_ops);
CREATE INDEX search_course_words_idx ON search_course USING gin (words);
CREATE INDEX search_course_name_key_idx ON search_course (name_key text_pattern_ops);
CREATE INDEX search_user_words_idx ON search_user USING gin (words);
CREATE INDEX search_user_name_key_idx ON search_user (name_key text_pattern_ops);
CREATE INDEX search_user_alt_key_idx ON search_user (alt_key text_pattern_ops);

-- (Re)computes the documents of the given ids of one kind and adds their words to the
-- vocabulary. Jobs: name, then location and the names of their companies. Companies: name,
-- then branch. Courses: name, then the names of their companies. Users: name, then username
-- (never the e-mail address).
CREATE FUNCTION search_refresh(refresh_kind text, ids uuid[]) RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF refresh_kind = 'job' THEN
    INSERT INTO search_job (id, name_words, words, name_key)
      SELECT j.id, search_words(j.name),
             search_words(j.name || ' ' || j.location || ' '
               || coalesce((SELECT string_agg(c.name, ' ') FROM company_jobs cj
                              JOIN company c ON c.id = cj.company_id WHERE cj.job_id = j.id), '')),
             array_to_string(search_words(j.name), ' ')
        FROM job j WHERE j.id = ANY (ids)
       ORDER BY 4
    ON CONFLICT (id) DO UPDATE SET name_words = excluded.name_words,
      words = excluded.words, name_key = excluded.name_key;
    INSERT INTO search_vocabulary (kind, word)
      SELECT DISTINCT 'job', unnest(d.words) FROM search_job d WHERE d.id = ANY (ids)
    ON CONFLICT DO NOTHING;
  ELSIF refresh_kind = 'company' THEN
    INSERT INTO search_company (id, name_words, words, name_key)
      SELECT c.id, search_words(c.name), search_words(c.name || ' ' || c.branch),
             array_to_string(search_words(c.name), ' ')
        FROM company c WHERE c.id = ANY (ids)
       ORDER BY 4
    ON CONFLICT (id) DO UPDATE SET name_words = excluded.name_words,
      words = excluded.words, name_key = excluded.name_key;
    INSERT INTO search_vocabulary (kind, word)
      SELECT DISTINCT 'company', unnest(d.words) FROM search_company d WHERE d.id = ANY (ids)
    ON CONFLICT DO NOTHING;
  ELSIF refresh_kind = 'course' THEN
    INSERT INTO search_course (id, name_words, words, name_key)
      SELECT co.id, search_words(co.name),
             search_words(co.name || ' '
               || coalesce((SELECT string_agg(c.name, ' ') FROM company_courses cc
                              JOIN company c ON c.id = cc.company_id WHERE cc.course_id = co.id), '')),
             array_to_string(search_words(co.name), ' ')
        FROM course co WHERE co.id = ANY (ids)
       ORDER BY 4
    ON CONFLICT (id) DO UPDATE SET name_words = excluded.name_words,
      words = excluded.words, name_key = excluded.name_key;
    INSERT INTO search_vocabulary (kind, word)
      SELECT DISTINCT 'course', unnest(d.words) FROM search_course d WHERE d.id = ANY (ids)
    ON CONFLICT DO NOTHING;
  ELSIF refresh_kind = 'user' THEN
    INSERT INTO search_user (id, name_words, words, name_key, alt_key)
      SELECT u.id, search_words(u.name), search_words(u.name || ' ' || u.username),
             array_to_string(search_words(u.name), ' '),
             array_to_string(search_words(u.username), ' ')
        FROM users u WHERE u.id = ANY (ids)
       ORDER BY 4
    ON CONFLICT (id) DO UPDATE SET name_words = excluded.name_words,
      words = excluded.words, name_key = excluded.name_key, alt_key = excluded.alt_key;
    INSERT INTO search_vocabulary (kind, word)
      SELECT DISTINCT 'user', unnest(d.words) FROM search_user d WHERE d.id = ANY (ids)
    ON CONFLICT DO NOTHING;
  END IF;
END
$$;

-- Statement-level triggers with transition tables: a bulk insert refreshes its rows in one go.
CREATE FUNCTION search_job_changed() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM search_refresh('job', ARRAY(SELECT id FROM changed_rows));
  RETURN NULL;
END
$$;
CREATE TRIGGER search_job_insert AFTER INSERT ON job
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_job_changed();
CREATE TRIGGER search_job_update AFTER UPDATE ON job
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_job_changed();

CREATE FUNCTION search_course_changed() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM search_refresh('course', ARRAY(SELECT id FROM changed_rows));
  RETURN NULL;
END
$$;
CREATE TRIGGER search_course_insert AFTER INSERT ON course
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_course_changed();
CREATE TRIGGER search_course_update AFTER UPDATE ON course
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_course_changed();

CREATE FUNCTION search_user_changed() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM search_refresh('user', ARRAY(SELECT id FROM changed_rows));
  RETURN NULL;
END
$$;
CREATE TRIGGER search_user_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_user_changed();
CREATE TRIGGER search_user_update AFTER UPDATE ON users
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_user_changed();

-- A company's name is also a word of its jobs and courses.
CREATE FUNCTION search_company_changed() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM search_refresh('company', ARRAY(SELECT id FROM changed_rows));
  IF TG_OP = 'UPDATE' THEN
    PERFORM search_refresh('job', ARRAY(
      SELECT cj.job_id FROM company_jobs cj WHERE cj.company_id IN (SELECT id FROM changed_rows)));
    PERFORM search_refresh('course', ARRAY(
      SELECT cc.course_id FROM company_courses cc
       WHERE cc.company_id IN (SELECT id FROM changed_rows)));
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER search_company_insert AFTER INSERT ON company
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_company_changed();
CREATE TRIGGER search_company_update AFTER UPDATE ON company
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_company_changed();

-- Links between companies and jobs or courses change the linked job's or course's words.
CREATE FUNCTION search_company_jobs_changed() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM search_refresh('job', ARRAY(SELECT job_id FROM changed_rows));
  RETURN NULL;
END
$$;
CREATE TRIGGER search_company_jobs_insert AFTER INSERT ON company_jobs
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_company_jobs_changed();
CREATE TRIGGER search_company_jobs_delete AFTER DELETE ON company_jobs
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_company_jobs_changed();

CREATE FUNCTION search_company_courses_changed() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM search_refresh('course', ARRAY(SELECT course_id FROM changed_rows));
  RETURN NULL;
END
$$;
CREATE TRIGGER search_company_courses_insert AFTER INSERT ON company_courses
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_company_courses_changed();
CREATE TRIGGER search_company_courses_delete AFTER DELETE ON company_courses
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_company_courses_changed();

-- Everything there is already.
SELECT search_refresh('job', ARRAY(SELECT id FROM job));
SELECT search_refresh('company', ARRAY(SELECT id FROM company));
SELECT search_refresh('course', ARRAY(SELECT id FROM course));
SELECT search_refresh('user', ARRAY(SELECT id FROM users));

ANALYZE search_job;
ANALYZE search_company;
ANALYZE search_course;
ANALYZE search_user;
ANALYZE search_vocabulary;

-- The indexes and the title table of the former trigram/full-text search (migrations 002, 004)
-- serve no query any more; dropping them spares every write their upkeep.
DROP TRIGGER job_titles_insert ON job;
DROP TRIGGER job_titles_delete ON job;
DROP TRIGGER job_titles_update_remove ON job;
DROP TRIGGER job_titles_update_add ON job;
DROP FUNCTION job_titles_add();
DROP FUNCTION job_titles_remove();
DROP TABLE job_titles;
DROP INDEX job_title_idx;
DROP INDEX job_fts_idx;
DROP INDEX company_name_trgm_idx;
DROP INDEX company_fts_idx;
DROP INDEX users_discovery_trgm_idx;
