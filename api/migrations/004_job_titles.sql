-- Distinct job titles for search. Many jobs share a title (the same Ausbildung offered in many
-- places); comparing the query with each distinct title once instead of with every job keeps a
-- search over 100,000 jobs fast (api/src/search/sql.ts). Triggers keep the table in step with
-- `job`, however it is changed (API, admin SQL endpoint, psql).

CREATE TABLE job_titles (
  -- search_normalize(job.name)
  title text PRIMARY KEY,
  jobs integer NOT NULL CHECK (jobs >= 0)
);
CREATE INDEX job_titles_trgm_idx ON job_titles USING gin (title gin_trgm_ops);
-- From a matching title to its jobs: id and name included, so a search reads them from the
-- index alone (an index-only scan) instead of visiting every matching job.
CREATE INDEX job_title_idx ON job (search_normalize(name)) INCLUDE (id, name);

INSERT INTO job_titles (title, jobs)
  SELECT search_normalize(name), count(*) FROM job GROUP BY 1;

-- Statement-level with transition tables: a bulk insert updates each title once.
-- SECURITY DEFINER: the admin SQL role may change jobs but has no grant on job_titles.
CREATE FUNCTION job_titles_add() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  INSERT INTO job_titles (title, jobs)
    SELECT search_normalize(name), count(*) FROM added_jobs GROUP BY 1
  ON CONFLICT (title) DO UPDATE SET jobs = job_titles.jobs + excluded.jobs;
  RETURN NULL;
END
$$;

CREATE FUNCTION job_titles_remove() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  WITH gone AS (
    SELECT search_normalize(name) AS title, count(*) AS jobs FROM removed_jobs GROUP BY 1
  )
  UPDATE job_titles t SET jobs = t.jobs - gone.jobs FROM gone WHERE t.title = gone.title;
  DELETE FROM job_titles WHERE jobs <= 0;
  RETURN NULL;
END
$$;

CREATE TRIGGER job_titles_insert AFTER INSERT ON job
  REFERENCING NEW TABLE AS added_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_titles_add();
CREATE TRIGGER job_titles_delete AFTER DELETE ON job
  REFERENCING OLD TABLE AS removed_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_titles_remove();
-- An update is an addition of the new names and a removal of the old ones (triggers fire in
-- name order: add first, so an unchanged name never drops to zero on the way).
CREATE TRIGGER job_titles_update_remove AFTER UPDATE ON job
  REFERENCING OLD TABLE AS removed_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_titles_remove();
CREATE TRIGGER job_titles_update_add AFTER UPDATE ON job
  REFERENCING NEW TABLE AS added_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_titles_add();

-- Job names are matched through job_titles now.
DROP INDEX job_name_trgm_idx;

-- Statistics for the new index expression and table, so plans are right from the first search.
ANALYZE job;
ANALYZE job_titles;
