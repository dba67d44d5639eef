-- The interest check's second signal (docs/interests.md): the catalogue's topics each answer
-- speaks for ('tiere', 'bauen', …; contracts' occupationTopics), parallel to `answers` as
-- `answer_dimensions` is, each element the topics of one answer, comma-separated ('' for none).
-- RIASEC alone cannot tell animals from building (both R), so 'Für dich' ranks occupations by both.
ALTER TABLE onboarding_questions
  ADD COLUMN answer_topics text[] NOT NULL DEFAULT '{}'
  CHECK (array_to_string(answer_topics, ';', '') ~ '^[a-z,;]*$');

-- A database seeded before gets the topics of the demo questions it still holds unchanged (a
-- question an admin edited keeps none) and the two new questions at the end. Stored answers keep
-- their meaning: they are indexes, and no answer moved.
UPDATE onboarding_questions SET answer_topics = ARRAY['handwerk,technik', '', 'gestalten', '', '', '']::text[]
 WHERE settings_key = 'interest_area' AND answers = ARRAY['Etwas bauen oder reparieren', 'Rätseln und herausfinden, wie etwas funktioniert', 'Malen, Musik machen oder Videos drehen', 'Für andere da sein, zum Beispiel im Verein', 'Etwas organisieren und die anderen mitreißen', 'Sammeln, sortieren und Listen führen']::text[];

UPDATE onboarding_questions SET answer_topics = ARRAY['technik,handwerk', 'natur', 'gestalten', 'sprache', '', 'zahlen', 'zahlen', 'computer']::text[]
 WHERE settings_key = 'school_subject' AND answers = ARRAY['Technik oder Werken', 'Biologie, Chemie oder Physik', 'Kunst oder Musik', 'Deutsch oder Fremdsprachen', 'Sport', 'Wirtschaft oder Politik', 'Mathe', 'Informatik']::text[];

UPDATE onboarding_questions SET answer_topics = ARRAY['handwerk,draussen', 'computer', '', 'kinder,gesundheit', 'menschen', 'ordnung']::text[]
 WHERE settings_key = 'preferred_environment' AND answers = ARRAY['In einer Werkstatt oder draußen', 'Im Labor oder am Rechner', 'In einem Atelier oder Studio', 'In einer Schule, Kita oder Klinik', 'Im Geschäft oder bei Kundinnen und Kunden', 'Im Büro']::text[];

UPDATE onboarding_questions SET answer_topics = ARRAY['fahrzeuge', '', '', '', '', '']::text[]
 WHERE settings_key = 'good_day' AND answers = ARRAY['Ich habe ein Fahrrad repariert', 'Ich habe ein Experiment gemacht', 'Ich habe einen Song oder ein Bild fertig', 'Ich habe jemandem etwas beigebracht', 'Ich habe etwas verkauft oder verhandelt', 'Ich habe alles erledigt und abgehakt']::text[];

UPDATE onboarding_questions SET answer_topics = ARRAY['fahrzeuge,technik', '', 'gestalten', '', '', '']::text[]
 WHERE settings_key = 'videos' AND answers = ARRAY['Heimwerken, Autos, Technik', 'Wissen und Wissenschaft', 'Musik, Kunst, Mode', 'Menschen und ihre Geschichten', 'Gründen und Geld', 'Planen, Ordnen, Lifehacks']::text[];

UPDATE onboarding_questions SET answer_topics = ARRAY['technik', '', '', 'menschen', '', 'zahlen,ordnung']::text[]
 WHERE settings_key = 'responsibility' AND answers = ARRAY['Für Maschinen und Werkzeug', 'Für Daten und Versuche', 'Für die Gestaltung von etwas Neuem', 'Für Menschen, die Hilfe brauchen', 'Für ein Team oder ein eigenes Projekt', 'Für Geld, Termine und Unterlagen']::text[];

UPDATE onboarding_questions SET answer_topics = ARRAY['', '', '', 'kinder,menschen', '', 'ordnung,zahlen']::text[]
 WHERE settings_key = 'try_out' AND answers = ARRAY['Ein Praktikum in einer Werkstatt', 'Einen Tag an einer Uni im Labor', 'Einen Workshop für Design oder Theater', 'Ein Ehrenamt mit Kindern oder Älteren', 'Eine eigene kleine Geschäftsidee', 'Einen Tag in der Verwaltung oder Buchhaltung']::text[];

INSERT INTO onboarding_questions (question, answers, answer_dimensions, answer_topics, settings_key)
SELECT 'Womit hättest du am liebsten jeden Tag zu tun?',
       ARRAY['Mit Tieren', 'Mit Pflanzen, Wald und Feldern', 'Mit Kindern und Jugendlichen', 'Mit kranken oder älteren Menschen', 'Mit Computern und Programmen', 'Mit Motoren, Maschinen und Strom', 'Mit Essen und Gästen', 'Mit Texten, Büchern und Sprachen']::text[],
       ARRAY['RI', 'R', 'S', 'S', 'IC', 'R', 'RE', 'AI']::text[],
       ARRAY['tiere,natur', 'natur,draussen', 'kinder', 'gesundheit,menschen', 'computer', 'technik,fahrzeuge', 'essen,menschen', 'sprache']::text[],
       'daily_subject'
 WHERE EXISTS (SELECT 1 FROM onboarding_questions WHERE settings_key = 'interest_area')
   AND NOT EXISTS (SELECT 1 FROM onboarding_questions WHERE settings_key = 'daily_subject');

INSERT INTO onboarding_questions (question, answers, answer_dimensions, answer_topics, settings_key)
SELECT 'Was davon würdest du gern können?',
       ARRAY['Ein Haus bauen oder ausbauen', 'Aus Holz, Stoff oder Metall etwas Schönes machen', 'Plakate, Webseiten oder Fotos gestalten', 'Im Labor Proben untersuchen', 'Einen Lkw, Zug oder ein Schiff fahren', 'Mit Geld und Zahlen umgehen', 'Für Recht und Sicherheit sorgen', 'Erste Hilfe leisten und Kranke versorgen']::text[],
       ARRAY['R', 'RA', 'A', 'I', 'R', 'CE', 'CS', 'SR']::text[],
       ARRAY['bauen,handwerk', 'handwerk,gestalten', 'gestalten,computer', 'natur,technik', 'fahrzeuge,draussen', 'zahlen', 'ordnung,menschen', 'gesundheit,menschen']::text[],
       'wish_skill'
 WHERE EXISTS (SELECT 1 FROM onboarding_questions WHERE settings_key = 'interest_area')
   AND NOT EXISTS (SELECT 1 FROM onboarding_questions WHERE settings_key = 'wish_skill');

-- The team question spoke for no interest and nothing reads its answer; the two questions above
-- take its place, so the check stays at twelve questions. Removed only where it is unchanged;
-- answers already given stay in the settings.
DELETE FROM onboarding_questions
 WHERE settings_key = 'team_size'
   AND answers = ARRAY['Allein oder zu zweit', 'In einem kleinen Team', 'In einem großen Unternehmen']::text[];
