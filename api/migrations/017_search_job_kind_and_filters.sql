-- Search: a job's kind of work is searchable (api/src/search/synonyms.ts maps „Azubi“ to
-- „Ausbildung“; before, the word was in no job's document). Jobs: name, then location, kind of
-- work and the names of their companies; the other kinds as in migration 007.
--
-- The job list's filters (kind of work, lowest salary) on the search documents themselves: a
-- search with a filter then narrows its matches without joining the jobs. A common kind
-- („Ausbildung", a quarter of all jobs) made that join read the whole job table per query.
-- Kept by the same triggers as the words (api/src/search/list.ts, `filterOnDocuments`).
ALTER TABLE search_job ADD COLUMN work_type text NOT NULL DEFAULT '';
ALTER TABLE search_job ADD COLUMN yearly_salary integer NOT NULL DEFAULT 0;

CREATE OR REPLACE FUNCTION search_refresh(refresh_kind text, ids uuid[]) RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF refresh_kind = 'job' THEN
    INSERT INTO search_job (id, name_words, words, name_key, work_type, yearly_salary)
      SELECT j.id, search_words(j.name),
             search_words(j.name || ' ' || j.location || ' ' || j.work_type || ' '
               || coalesce((SELECT string_agg(c.name, ' ') FROM company_jobs cj
                              JOIN company c ON c.id = cj.company_id WHERE cj.job_id = j.id), '')),
             array_to_string(search_words(j.name), ' '), j.work_type, j.yearly_salary
        FROM job j WHERE j.id = ANY (ids)
       ORDER BY 4
    ON CONFLICT (id) DO UPDATE SET name_words = excluded.name_words,
      words = excluded.words, name_key = excluded.name_key,
      work_type = excluded.work_type, yearly_salary = excluded.yearly_salary;
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

SELECT search_refresh('job', ARRAY(SELECT id FROM job));
