-- Places: German postcodes and towns with coordinates, for `near`/`radiusKm` on the job and
-- course lists. The rows come from an open dataset on npm and are loaded at startup
-- (api/src/places/load.ts), not here: this file only makes the tables and the functions.
--
-- Where things are: a job at its `location`; a company at its new optional `location`; a course
-- at the place of the provider its card shows (the first university or college by name, else
-- the first company). The coordinates live in the search documents (search_job, search_company,
-- search_course), computed by search_refresh with the words, so every writer (API, admin SQL
-- endpoint, psql) geocodes, and a list filtered by place reads one table.

-- A place name as a key: case, umlauts ('muenchen' = 'München'), spaces and punctuation do not
-- count ('Halle (Saale)' = 'Halle / Saale'). Both cases replaced by hand: lower() leaves
-- umlauts alone under the C locale.
CREATE FUNCTION place_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT regexp_replace(
             lower(replace(replace(replace(replace(replace(replace(replace(replace(value,
               'Ä', 'ae'), 'Ö', 'oe'), 'Ü', 'ue'), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'),
               'ß', 'ss'), 'ẞ', 'ss')),
             '[^a-z0-9]+', '', 'g')
  $$;

-- One row per postcode: its name (one per postcode in the dataset), the name's key and the
-- postcode's centre. One row per town name also stands for the town (`town_postcodes`, the
-- number of the town's postcodes, a measure of its size that orders suggestions): its postcode
-- nearest to the middle of all of them (api/src/places/load.ts). `short_key`: the key of the
-- name without its addition ('Frankfurt' for 'Frankfurt am Main', 'Oldenburg' for
-- 'Oldenburg (Oldenburg)'), on the largest town of that short name only.
CREATE TABLE place (
  postcode text PRIMARY KEY CHECK (postcode ~ '^[0-9]{5}$'),
  name text NOT NULL,
  name_key text NOT NULL,
  lat double precision NOT NULL,
  lon double precision NOT NULL,
  town_postcodes integer,
  short_key text
);
CREATE UNIQUE INDEX place_town_idx ON place (name_key text_pattern_ops)
  WHERE town_postcodes IS NOT NULL;
CREATE UNIQUE INDEX place_short_idx ON place (short_key) WHERE short_key IS NOT NULL;

-- The town a key names: its own name, or the short name of a larger town ('Halle' is a small
-- town of its own, but people mean Halle (Saale)).
CREATE FUNCTION place_town(key text)
  RETURNS TABLE (name text, postcode text, lat double precision, lon double precision)
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT t.name, t.postcode, t.lat, t.lon FROM public.place t
     WHERE t.town_postcodes IS NOT NULL AND (t.name_key = key OR t.short_key = key)
     ORDER BY t.town_postcodes DESC, t.name_key = key DESC
     LIMIT 1
  $$;

-- Which dataset and version the place tables hold; the loader replaces them when it changes.
CREATE TABLE place_source (
  dataset text PRIMARY KEY,
  version text NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now()
);

-- Where a free-text location lies: a five-digit postcode in it, else the whole text as a town
-- name, else the part before the first comma ('Berlin, Mitte'); no row when none is known.
CREATE FUNCTION place_locate(location text)
  RETURNS TABLE (lat double precision, lon double precision)
  -- Not STRICT, so the planner can inline it into the statements that call it.
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT found.lat, found.lon FROM (
      SELECT p.lat, p.lon, 1 AS preference FROM public.place p
       WHERE p.postcode = substring(location FROM '(?:^|[^0-9])([0-9]{5})(?:[^0-9]|$)')
      UNION ALL
      SELECT t.lat, t.lon, 2 FROM public.place_town(public.place_key(location)) t
      UNION ALL
      SELECT t.lat, t.lon, 3 FROM public.place_town(public.place_key(split_part(location, ',', 1))) t
    ) found
    ORDER BY found.preference
    LIMIT 1
  $$;

-- Great-circle distance in km (haversine, mean earth radius); no PostGIS needed. Only strict
-- functions inside, so the planner inlines it (a call per row costs more than the arithmetic).
-- No clamp of the root to 1: it nears 1 only for points half the earth apart.
CREATE FUNCTION place_distance_km(
  lat1 double precision, lon1 double precision, lat2 double precision, lon2 double precision
) RETURNS double precision
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT 2 * 6371.0088 * asin(sqrt(
      power(sin(radians(lat2 - lat1) / 2), 2)
      + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lon2 - lon1) / 2), 2)))
  $$;

-- A company's place: optional, set in the admin pages like its other fields.
ALTER TABLE company ADD COLUMN location text NOT NULL DEFAULT '';
ALTER TABLE company ADD CONSTRAINT company_location_length CHECK (length(location) <= 200);

-- The documents' places; a course also gets its kind ('Studium', or 'Duales Studium' when a
-- company that is no university or college offers it).
ALTER TABLE search_job ADD COLUMN lat double precision, ADD COLUMN lon double precision;
ALTER TABLE search_company ADD COLUMN lat double precision, ADD COLUMN lon double precision;
ALTER TABLE search_course ADD COLUMN lat double precision, ADD COLUMN lon double precision,
  ADD COLUMN work_type text NOT NULL DEFAULT 'Studium';
-- The bounding box of a radius narrows by latitude on the index, longitude within it; the exact
-- distance is computed only for what is left (api/src/search/list.ts).
CREATE INDEX search_job_place_idx ON search_job (lat, lon);
CREATE INDEX search_company_place_idx ON search_company (lat, lon);
CREATE INDEX search_course_place_idx ON search_course (lat, lon);

CREATE OR REPLACE FUNCTION search_refresh(refresh_kind text, ids uuid[]) RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF refresh_kind = 'job' THEN
    INSERT INTO search_job (id, name_words, words, name_key, work_type, yearly_salary, lat, lon)
      SELECT j.id, search_words(j.name),
             search_words(j.name || ' ' || j.location || ' ' || j.work_type || ' '
               || coalesce((SELECT string_agg(c.name, ' ') FROM company_jobs cj
                              JOIN company c ON c.id = cj.company_id WHERE cj.job_id = j.id), '')),
             array_to_string(search_words(j.name), ' '), j.work_type, j.yearly_salary,
             place.lat, place.lon
        FROM job j LEFT JOIN LATERAL place_locate(j.location) place ON true
       WHERE j.id = ANY (ids)
       ORDER BY 4
    ON CONFLICT (id) DO UPDATE SET name_words = excluded.name_words,
      words = excluded.words, name_key = excluded.name_key,
      work_type = excluded.work_type, yearly_salary = excluded.yearly_salary,
      lat = excluded.lat, lon = excluded.lon;
    INSERT INTO search_vocabulary (kind, word)
      SELECT DISTINCT 'job', unnest(d.words) FROM search_job d WHERE d.id = ANY (ids)
    ON CONFLICT DO NOTHING;
  ELSIF refresh_kind = 'company' THEN
    INSERT INTO search_company (id, name_words, words, name_key, lat, lon)
      SELECT c.id, search_words(c.name), search_words(c.name || ' ' || c.branch),
             array_to_string(search_words(c.name), ' '), place.lat, place.lon
        FROM company c LEFT JOIN LATERAL place_locate(c.location) place ON true
       WHERE c.id = ANY (ids)
       ORDER BY 4
    ON CONFLICT (id) DO UPDATE SET name_words = excluded.name_words,
      words = excluded.words, name_key = excluded.name_key,
      lat = excluded.lat, lon = excluded.lon;
    INSERT INTO search_vocabulary (kind, word)
      SELECT DISTINCT 'company', unnest(d.words) FROM search_company d WHERE d.id = ANY (ids)
    ON CONFLICT DO NOTHING;
  ELSIF refresh_kind = 'course' THEN
    INSERT INTO search_course (id, name_words, words, name_key, work_type, lat, lon)
      SELECT co.id, search_words(co.name),
             search_words(co.name || ' '
               || coalesce((SELECT string_agg(c.name, ' ') FROM company_courses cc
                              JOIN company c ON c.id = cc.company_id WHERE cc.course_id = co.id), '')),
             array_to_string(search_words(co.name), ' '),
             CASE WHEN EXISTS (
                    SELECT 1 FROM company_courses cc JOIN company c ON c.id = cc.company_id
                     WHERE cc.course_id = co.id
                       AND NOT (c.branch ILIKE '%universit%' OR c.branch ILIKE '%hochschule%'))
                  THEN 'Duales Studium' ELSE 'Studium' END,
             place.lat, place.lon
        FROM course co
        -- The provider the course card names (courses-repository.ts, providerColumn).
        LEFT JOIN LATERAL (
          SELECT c.location FROM company_courses cc JOIN company c ON c.id = cc.company_id
           WHERE cc.course_id = co.id
           ORDER BY (c.branch ILIKE '%universit%' OR c.branch ILIKE '%hochschule%') DESC,
                    c.name, c.id
           LIMIT 1
        ) provider ON true
        LEFT JOIN LATERAL place_locate(provider.location) place ON true
       WHERE co.id = ANY (ids)
       ORDER BY 4
    ON CONFLICT (id) DO UPDATE SET name_words = excluded.name_words,
      words = excluded.words, name_key = excluded.name_key,
      work_type = excluded.work_type, lat = excluded.lat, lon = excluded.lon;
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

-- Places of the documents there are, once the loader has filled (or replaced) the place
-- tables: only the coordinates, so 100,000 jobs are not re-indexed for it.
CREATE FUNCTION place_refresh_documents() RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  UPDATE search_job d SET lat = place.lat, lon = place.lon
    FROM job j LEFT JOIN LATERAL place_locate(j.location) place ON true
   WHERE j.id = d.id AND (d.lat, d.lon) IS DISTINCT FROM (place.lat, place.lon);
  UPDATE search_company d SET lat = place.lat, lon = place.lon
    FROM company c LEFT JOIN LATERAL place_locate(c.location) place ON true
   WHERE c.id = d.id AND (d.lat, d.lon) IS DISTINCT FROM (place.lat, place.lon);
  PERFORM search_refresh('course', ARRAY(SELECT id FROM course));
END
$$;
