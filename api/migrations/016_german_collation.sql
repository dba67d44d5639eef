-- German order in every A–Z list: „Bäcker/in“ before „Berufskraftfahrer/in“ (the databases'
-- default "C" order put every umlaut after z). The ICU root collation orders umlauts as their
-- base letter, which is the German standard order (CLDR's "de" adds nothing to it), and it is
-- the one ICU collation PGlite ships ("de-x-icu" exists only on PostgreSQL). Setting it on the
-- columns keeps every ORDER BY name, lower(name) and the name indexes as they are written;
-- PostgreSQL rebuilds those indexes with the new order.
ALTER TABLE job ALTER COLUMN name TYPE text COLLATE "und-x-icu";
ALTER TABLE company ALTER COLUMN name TYPE text COLLATE "und-x-icu";
ALTER TABLE course ALTER COLUMN name TYPE text COLLATE "und-x-icu";
ALTER TABLE profiles ALTER COLUMN display_name TYPE text COLLATE "und-x-icu";
