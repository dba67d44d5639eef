/**
 * The curated synonym table of the search (docs/decisions/search-synonyms-and-word-parts.md):
 * each group lists words that mean the same to someone looking for a job, a course or a
 * company. A query word equal to one member (after normalizing: case, umlauts, accents) also
 * looks up every other member of its group as an exact match; members of five letters or more
 * also find the compounds that contain them („Informatik“ → „Fachinformatiker“).
 *
 * To extend it, add a group or a word to a group (as it is written, with umlauts) and a query
 * to the rule „Synonyme“ in api/bench/search-relevance.ts. Only add words whose meaning does not
 * depend on the context: a group is used in both directions, for every kind of entry.
 */
export const synonymGroups: readonly (readonly string[])[] = [
  ['IT', 'EDV', 'Informatik', 'Informatiker', 'Fachinformatiker'],
  ['Azubi', 'Azubis', 'Auszubildende', 'Auszubildender', 'Ausbildung', 'Lehrling'],
  ['Kfz', 'Auto', 'Autos', 'Kraftfahrzeug', 'Pkw'],
  ['BWL', 'Betriebswirtschaft', 'Betriebswirtschaftslehre'],
  ['VWL', 'Volkswirtschaft', 'Volkswirtschaftslehre'],
  ['Kita', 'Kindertagesstätte', 'Kindergarten'],
  ['Lkw', 'Berufskraftfahrer', 'Fernfahrer'],
  // Old and everyday names of occupations → the word of today's title that names it.
  ['Krankenschwester', 'Krankenpfleger', 'Altenpfleger', 'Altenpflege', 'Pflegefachmann'],
  ['Tierarzthelfer', 'Tiermedizinische'],
  ['Arzthelfer', 'Medizinische'],
  ['Zahnarzthelfer', 'Zahnmedizinische'],
  ['Kindergärtner', 'Erzieher'],
  ['Bürokaufmann', 'Büromanagement'],
];
