-- Interest profiles (RIASEC) and 'Für dich' recommendations.
-- Runs unchanged on PGlite and PostgreSQL 15.

-- Which RIASEC dimensions each answer speaks for, parallel to `answers`: 0–3 distinct letters of
-- "RIASEC" per answer ('' for none). Shorter than `answers` means the rest speak for none.
ALTER TABLE onboarding_questions
  ADD COLUMN answer_dimensions text[] NOT NULL DEFAULT '{}'
  CHECK (array_to_string(answer_dimensions, ',', '?') ~ '^([RIASEC]{0,3}(,[RIASEC]{0,3})*)?$');

-- A listing's words → its interest code: 1–3 letters, strongest first. Word stems are counted in
-- the normalized text (search_normalize: lower case, ü → ue); a hit in the name counts three
-- times as much as one in the description, and a stem counts twice for the dimension it stands
-- for first, once for its second one. Letters under 40 % of the strongest are dropped. 'C' when
-- no stem matches, so that no listing is left without a code (and so invisible to
-- recommendations). One regular expression per dimension keeps it fast enough for bulk inserts.
CREATE FUNCTION infer_interest_code(name text, description text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  SET search_path = public, pg_temp
  AS $$
DECLARE
  n text := search_normalize(coalesce(name, ''));
  d text := search_normalize(coalesce(description, ''));
  -- Per dimension in RIASEC order: the stems it stands for first …
  leads text[] := ARRAY[
    -- R: practical, hands-on, technical, outdoors
    'mechani|mechatron|elektroni|elektrik|handwerk|tischler|schreiner|zimmer|maurer'
      || '|dachdeck|maler|lackier|bauer|werkstatt|montage|monteur|kfz|fahrzeug|maschin'
      || '|anlagenmechani|install|baecker|fleischer|koch|koechin|gaertner|garten|landwirt'
      || '|forst|tierpfleg|fahrer|lagerlog|lagerist|zerspan|werkzeug|schweiss|metall|sanitaer'
      || '|heizung|klima|fluggeraet|zweirad|abwasser|reparier|baustelle|bautechnik'
      || '|gebaeudetechnik|kaeltetechnik|betriebstechnik|optiker|akustiker|sport|chemikant'
      || '|technische|techniker|technik|holz|moebel',
    -- I: investigative: research, analysis, IT, science
    'informati|software|entwickler|daten|data|labor|chemi|biolog|physik|mathemat|forsch'
      || '|wissenschaft|analy|ingenieur|medizin|arzt|aerzt|apothek|pharma|psycholog|geo'
      || '|technolog|science|sicherheit|cloud|engineer|umwelt|statisti|programmier'
      || '|elektrotechnik|maschinenbau|energie|volkswirt|tierarzt|zahn',
    -- A: artistic: design, media, language
    'konditor|goldschmied|design|gestalt|medien|kunst|musik|foto|architekt|grafik|kreativ'
      || '|redakt|journal|film|video|modedesign|friseur|kosmetik|germanist|sprache|theater'
      || '|zeichner|werbung|ux\-|kommunikation|stadtplan|landschaftsarchitekt|florist',
    -- S: social: teaching, caring, healing, serving
    'notfallsanitaet|pflege|erzieh|sozial|paedagog|lehrer|lehramt|kinder|kita|therap'
      || '|gesundheit|medizinische|patient|betreu|beratung|berater|heilerzieh|logopaed|hotel'
      || '|gastronom|restaurant|jugend|senior|personal',
    -- E: enterprising: selling, leading, managing
    'kaufm|verkauf|verkaeuf|einkaeuf|vertrieb|handels|einzelhandel|grosshandel'
      || '|aussenhandel|manag|marketing|unternehm|fuehrung|projekt|product owner|immobil'
      || '|einkauf|tourismus|veranstalt|wirtschaft|bwl|betriebswirt|jurist|kunden|fitness'
      || '|automobil',
    -- C: conventional: office, numbers, administration
    'bibliothek|buero|verwalt|buchhalt|steuer|controll|finanz|bank|versicher|logistik'
      || '|spedition|justiz|organis|pruef|fachangestellte|sachbearbeit|assistent|akten|lager'
      || '|dokument|abrechnung|studierendenservice'
  ];
  -- … and those it stands for second.
  seconds text[] := ARRAY[
    -- R: practical, hands-on, technical, outdoors
    'konditor|goldschmied|notfallsanitaet|labor|ingenieur|technolog|umwelt|elektrotechnik'
      || '|maschinenbau|energie|zeichner|landschaftsarchitekt|lager|florist',
    -- I: investigative: research, analysis, IT, science
    'mechatron|elektroni|fahrzeug|maschin|abwasser|bautechnik|betriebstechnik|chemikant'
      || '|technische|techniker|technik|medien|architekt|germanist|ux\-|stadtplan|lehramt'
      || '|product owner|jurist|pruef',
    -- A: artistic: design, media, language
    'tischler|schreiner|maler|baecker|koch|koechin|marketing|moebel',
    -- S: social: teaching, caring, healing, serving
    'tierpfleg|optiker|akustiker|sport|medizin|arzt|aerzt|psycholog|friseur|kosmetik'
      || '|sprache|tierarzt|zahn|bibliothek|verkauf|verkaeuf|tourismus|veranstalt|kunden'
      || '|fitness|studierendenservice',
    -- E: enterprising: selling, leading, managing
    'volkswirt|werbung|kommunikation|beratung|berater|hotel|gastronom|restaurant|personal'
      || '|finanz|bank|versicher|logistik|spedition',
    -- C: conventional: office, numbers, administration
    'lagerlog|lagerist|informati|daten|apothek|pharma|sicherheit|statisti|medizinische'
      || '|kaufm|einkaeuf|einkauf|wirtschaft|bwl|betriebswirt'
  ];
  scores integer[] := ARRAY[0, 0, 0, 0, 0, 0];
  best integer;
  code text;
BEGIN
  FOR k IN 1..6 LOOP
    scores[k] := 2 * (3 * regexp_count(n, leads[k]) + regexp_count(d, leads[k]))
                 + 3 * regexp_count(n, seconds[k]) + regexp_count(d, seconds[k]);
  END LOOP;
  SELECT max(score) INTO best FROM unnest(scores) AS score;
  IF best = 0 THEN
    RETURN 'C';
  END IF;
  SELECT string_agg(letter, '' ORDER BY score DESC, k) INTO code
    FROM (SELECT substr('RIASEC', k, 1) AS letter, scores[k] AS score, k
            FROM generate_series(1, 6) AS k
           WHERE scores[k] >= 0.4 * best
           ORDER BY scores[k] DESC, k
           LIMIT 3) kept;
  RETURN code;
END
$$;

-- Fills a missing code from the listing's words and accepts lower case, however the row is
-- written (API, admin SQL endpoint, seeds, psql).
CREATE FUNCTION fill_interest_code() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.interest_code IS NULL OR btrim(NEW.interest_code) = '' THEN
    NEW.interest_code := infer_interest_code(NEW.name, NEW.description);
  ELSE
    NEW.interest_code := upper(btrim(NEW.interest_code));
  END IF;
  RETURN NEW;
END
$$;

-- 1–3 distinct letters of RIASEC (a back reference finds a repeated letter).
ALTER TABLE job ADD COLUMN interest_code text;
UPDATE job SET interest_code = infer_interest_code(name, description);
ALTER TABLE job ALTER COLUMN interest_code SET NOT NULL;
ALTER TABLE job ADD CONSTRAINT job_interest_code_check
  CHECK (interest_code ~ '^[RIASEC]{1,3}$' AND interest_code !~ '(.).*\1');
CREATE TRIGGER job_fill_interest_code BEFORE INSERT OR UPDATE ON job
  FOR EACH ROW EXECUTE FUNCTION fill_interest_code();

ALTER TABLE course ADD COLUMN interest_code text;
UPDATE course SET interest_code = infer_interest_code(name, description);
ALTER TABLE course ALTER COLUMN interest_code SET NOT NULL;
ALTER TABLE course ADD CONSTRAINT course_interest_code_check
  CHECK (interest_code ~ '^[RIASEC]{1,3}$' AND interest_code !~ '(.).*\1');
CREATE TRIGGER course_fill_interest_code BEFORE INSERT OR UPDATE ON course
  FOR EACH ROW EXECUTE FUNCTION fill_interest_code();

-- The profile a user adjusted by hand; without a row it is derived from the onboarding answers
-- (settings). Only the six numbers are kept; deleted with the account.
CREATE TABLE interest_profiles (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  r real NOT NULL CHECK (r BETWEEN 0 AND 1),
  i real NOT NULL CHECK (i BETWEEN 0 AND 1),
  a real NOT NULL CHECK (a BETWEEN 0 AND 1),
  s real NOT NULL CHECK (s BETWEEN 0 AND 1),
  e real NOT NULL CHECK (e BETWEEN 0 AND 1),
  c real NOT NULL CHECK (c BETWEEN 0 AND 1)
);
