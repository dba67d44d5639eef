-- The occupation catalogue (docs/occupations.md): every state-recognised training occupation of
-- BIBB's list, the common school-based trainings and the main study fields. The rows are loaded
-- at startup from the data files in api/src/resources/occupations/data/ (load.ts), not here:
-- this file makes the tables and the functions that tie occupations to Kompass's listings.

-- A name as a key to compare occupations with listings: search_normalize, without the gender
-- forms ('/-in', '/-frau', '/Köchin', '/-r'), '(m/w/d)' and anything in brackets, a leading
-- 'Ausbildung zum/zur' or '(Duales) Studium', and punctuation. 'Medizinische/r Fachangestellte/r'
-- and 'Medizinische/-r Fachangestellte/-r' are both 'medizinische fachangestellte'.
CREATE FUNCTION occupation_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT btrim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
             public.search_normalize(replace(replace(replace(value, 'Ä', 'ae'), 'Ö', 'oe'), 'Ü', 'ue')),
             '\([^)]*\)', ' ', 'g'),
             '/-?[a-z]+', ' ', 'g'),
             '^\s*(ausbildung(\s+(zum|zur|als))?|duales\s+studium|studium)\s+', ''),
             '[^a-z0-9]+', ' ', 'g'))
  $$;

-- The keys that may name an occupation within a listing's key: the whole key and every start of
-- it by words ('erzieher in der kita' → 'erzieher', 'erzieher in', …), longest first.
CREATE FUNCTION occupation_key_starts(key text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(array_to_string(w[1:i], ' ') ORDER BY i DESC), '{}')
      FROM (SELECT string_to_array(key, ' ') AS w) s, generate_series(1, cardinality(w)) i
  $$;

CREATE TABLE occupation (
  -- The name as a slug: stable for links and bookmarks.
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(id) <= 120),
  name text NOT NULL UNIQUE CHECK (btrim(name) <> ''),
  kind text NOT NULL CHECK (kind IN ('dual', 'schulisch', 'studium', 'duales-studium')),
  -- KldB 2010, five digits: BIBB's for dual trainings, the best fit otherwise.
  kldb text CHECK (kldb ~ '^[0-9]{5}$'),
  area text NOT NULL,
  duration_months integer CHECK (duration_months BETWEEN 1 AND 120),
  summary text,
  school text,
  riasec text CHECK (riasec ~ '^[RIASEC]{1,3}$'),
  regulation_year integer,
  specialisations text[] NOT NULL DEFAULT '{}',
  synonyms text[] NOT NULL DEFAULT '{}',
  topics text[] NOT NULL DEFAULT '{}',
  -- 'catalogue' (the data files; a new version of them updates the row) or 'admin' (created or
  -- edited by an admin; the data files leave it alone).
  origin text NOT NULL DEFAULT 'catalogue' CHECK (origin IN ('catalogue', 'admin')),
  -- Normalised words of the name, synonyms, specialisations and topics: what a search matches.
  search_words text[] NOT NULL DEFAULT '{}',
  name_key text NOT NULL DEFAULT ''
);
CREATE INDEX occupation_area_idx ON occupation (area, name);
CREATE INDEX occupation_kldb_idx ON occupation (kldb);

-- Which version of the data files the table holds (their hash).
CREATE TABLE occupation_source (
  dataset text PRIMARY KEY,
  version text NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now()
);

-- Every key that names an occupation: its name's and its synonyms'.
CREATE TABLE occupation_match (
  key text NOT NULL,
  occupation_id text NOT NULL REFERENCES occupation (id) ON DELETE CASCADE ON UPDATE CASCADE,
  PRIMARY KEY (key, occupation_id)
);
CREATE INDEX occupation_match_occupation_idx ON occupation_match (occupation_id);

-- The occupation each listing name stands for: the one whose key is the longest start of the
-- name's key (so 'Kaufmann/-frau im Einzelhandel' wins over a plain 'Kaufmann/-frau'). Set-based,
-- so the names of 100,000 listings are one join, not 100,000 lookups.
CREATE FUNCTION occupations_of_titles(titles text[])
  RETURNS TABLE (title text, occupation_id text)
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT DISTINCT ON (t.title) t.title, m.occupation_id
      FROM (SELECT DISTINCT unnest(titles) AS title) t,
           unnest(public.occupation_key_starts(public.occupation_key(t.title)))
             WITH ORDINALITY AS s(key, n)
      JOIN public.occupation_match m ON m.key = s.key
     ORDER BY t.title, s.n, m.occupation_id
  $$;

CREATE FUNCTION occupation_of_title(title text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT occupation_id FROM public.occupations_of_titles(ARRAY[title]) $$;

-- Each job knows its occupation, so an occupation's listings are one index lookup away, at
-- 100,000 jobs as at 100. A table beside `job` rather than a column of it: the job table's
-- columns are fixed (DESIGN §6). Triggers keep it in step with jobs, whoever writes them.
CREATE TABLE job_occupation (
  job_id uuid PRIMARY KEY REFERENCES job (id) ON DELETE CASCADE,
  occupation_id text NOT NULL REFERENCES occupation (id) ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX job_occupation_occupation_idx ON job_occupation (occupation_id);

-- The occupations of the jobs a statement added or changed.
CREATE FUNCTION job_occupation_jobs_changed() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM job_occupation jo USING changed_jobs c WHERE jo.job_id = c.id;
  END IF;
  INSERT INTO job_occupation (job_id, occupation_id)
    SELECT c.id, n.occupation_id
      FROM changed_jobs c
      JOIN occupations_of_titles(ARRAY(SELECT name FROM changed_jobs)) n ON n.title = c.name;
  RETURN NULL;
END
$$;
CREATE TRIGGER job_occupation_insert AFTER INSERT ON job
  REFERENCING NEW TABLE AS changed_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_occupation_jobs_changed();
CREATE TRIGGER job_occupation_update AFTER UPDATE ON job
  REFERENCING NEW TABLE AS changed_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_occupation_jobs_changed();

-- The search words, the name's key and the match keys follow every write (API, loader, psql).
CREATE FUNCTION occupation_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_words := ARRAY(
    SELECT DISTINCT w FROM unnest(regexp_split_to_array(public.search_normalize(
      replace(replace(replace(
        concat_ws(' ', NEW.name, array_to_string(NEW.synonyms, ' '),
                  array_to_string(NEW.specialisations, ' '), array_to_string(NEW.topics, ' ')),
        'Ä', 'ae'), 'Ö', 'oe'), 'Ü', 'ue')), '[^a-z0-9]+')) AS w
     WHERE w <> '');
  NEW.name_key := public.occupation_key(NEW.name);
  RETURN NEW;
END
$$;
CREATE TRIGGER occupation_words BEFORE INSERT OR UPDATE ON occupation
  FOR EACH ROW EXECUTE FUNCTION occupation_words();

-- After any change of occupations: the match keys anew, then every job's occupation.
CREATE FUNCTION occupation_refresh_matches() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  DELETE FROM occupation_match;
  INSERT INTO occupation_match (key, occupation_id)
    SELECT DISTINCT k, o.id
      FROM occupation o, unnest(array_prepend(o.name, o.synonyms)) AS n,
           LATERAL occupation_key(n) AS k
     WHERE k <> '';
  DELETE FROM job_occupation;
  INSERT INTO job_occupation (job_id, occupation_id)
    SELECT j.id, n.occupation_id
      FROM job j JOIN occupations_of_titles(ARRAY(SELECT name FROM job)) n ON n.title = j.name;
  RETURN NULL;
END
$$;
CREATE TRIGGER occupation_refresh_matches AFTER INSERT OR UPDATE OR DELETE ON occupation
  FOR EACH STATEMENT EXECUTE FUNCTION occupation_refresh_matches();

-- Occupations on the Merkliste: one more column, as for the other kinds (migration 002).
ALTER TABLE bookmarks
  ADD COLUMN occupation_id text REFERENCES occupation (id) ON DELETE CASCADE ON UPDATE CASCADE,
  DROP CONSTRAINT bookmarks_entity_type_check,
  DROP CONSTRAINT bookmarks_check,
  ADD CONSTRAINT bookmarks_entity_check CHECK (
    (entity_type = 'job' AND job_id IS NOT NULL AND company_id IS NULL AND course_id IS NULL
      AND occupation_id IS NULL)
    OR (entity_type = 'company' AND company_id IS NOT NULL AND job_id IS NULL
      AND course_id IS NULL AND occupation_id IS NULL)
    OR (entity_type = 'course' AND course_id IS NOT NULL AND job_id IS NULL
      AND company_id IS NULL AND occupation_id IS NULL)
    OR (entity_type = 'occupation' AND occupation_id IS NOT NULL AND job_id IS NULL
      AND company_id IS NULL AND course_id IS NULL)
  );
CREATE UNIQUE INDEX bookmarks_user_occupation_key ON bookmarks (user_id, occupation_id)
  WHERE occupation_id IS NOT NULL;
CREATE INDEX bookmarks_occupation_id_idx ON bookmarks (occupation_id)
  WHERE occupation_id IS NOT NULL;
