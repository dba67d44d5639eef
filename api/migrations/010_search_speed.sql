-- Search and list speed (issue 14).
--
-- The search engine (api/src/search/engine.ts) scores the matches with a query word in their
-- name first and the others only when those do not fill the page: a broad word such as
-- 'Bäcker' matches thousands of jobs through their companies' names ('Bäckerei …') but only a
-- few hundred by name. These indexes find the name matches among all matches (a BitmapAnd with
-- the `words` index) without reading the others.
CREATE INDEX search_job_name_words_idx ON search_job USING gin (name_words);
CREATE INDEX search_company_name_words_idx ON search_company USING gin (name_words);
CREATE INDEX search_course_name_words_idx ON search_course USING gin (name_words);
CREATE INDEX search_user_name_words_idx ON search_user USING gin (name_words);

-- The API keeps each kind's vocabulary in memory (api/src/search/vocabulary.ts); words are only
-- ever added, and this tells every instance which kind gained some.
CREATE FUNCTION notify_search_vocabulary() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kompass_search_vocabulary', kind) FROM (SELECT DISTINCT kind FROM added) k;
  RETURN NULL;
END
$$;
CREATE TRIGGER search_vocabulary_notify AFTER INSERT ON search_vocabulary
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION notify_search_vocabulary();

-- The API keeps the number of jobs, companies and courses (per list filter) in memory
-- (api/src/search/totals.ts): counting 100,000 jobs costs more than reading a page of them.
-- Any change to those tables, however it is made, tells every instance to count again.
CREATE FUNCTION notify_content_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kompass_content', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
CREATE TRIGGER job_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON job
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change();
CREATE TRIGGER company_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change();
CREATE TRIGGER course_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_change();
