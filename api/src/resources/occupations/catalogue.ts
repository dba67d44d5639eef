import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import {
  occupationKinds,
  occupationTopics,
  type OccupationArea,
  type OccupationKind,
} from '@kompass/contracts/schemas/occupations';
import { normalizeSearchText } from '../search/text.ts';
import { areaOfKldb } from './areas.ts';

/**
 * The catalogue as the data files give it: BIBB's occupations (`bibb-ausbildungsberufe.tsv`,
 * derived by api/scripts/derive-occupations.ts) with the team's profiles
 * (`profiles-*.json`: what you do, duration, school, interest code, other names, topics), and
 * the school-based trainings and study fields that only the profiles name.
 */
export const DATA_DIR = new URL('data/', import.meta.url);
const BIBB_FILE = 'bibb-ausbildungsberufe.tsv';

export interface Profile {
  name: string;
  kind: OccupationKind;
  kldb: string;
  durationMonths: number | null;
  summary: string | null;
  school: string | null;
  riasec: string | null;
  synonyms: string[];
  topics: string[];
}

export interface CatalogueEntry {
  id: string;
  name: string;
  kind: OccupationKind;
  kldb: string;
  area: OccupationArea;
  durationMonths: number | null;
  summary: string | null;
  school: string | null;
  riasec: string | null;
  regulationYear: number | null;
  specialisations: string[];
  synonyms: string[];
  topics: string[];
  /** Whether BIBB's list holds it. */
  bibb: boolean;
}

/** A name as an id: 'Tierpfleger/-in' → 'tierpfleger-in', 'Koch/Köchin' → 'koch-koechin'. */
export function slugOf(name: string): string {
  return normalizeSearchText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

export interface CatalogueFiles {
  bibb: string;
  /** File name → content, in the order they are applied. */
  profiles: [string, string][];
}

export async function readCatalogueFiles(dir: URL = DATA_DIR): Promise<CatalogueFiles> {
  const names = (await readdir(dir))
    .filter((name) => /^profiles-.+\.json$/.test(name))
    // In name order: a later file's profile of the same name wins.
    .sort();
  return {
    bibb: await readFile(new URL(BIBB_FILE, dir), 'utf8'),
    profiles: await Promise.all(
      names.map(async (name): Promise<[string, string]> => [
        name,
        await readFile(new URL(name, dir), 'utf8'),
      ]),
    ),
  };
}

/** The files' version: a hash of them all, so that a changed file is loaded again. */
export function catalogueVersion(files: CatalogueFiles): string {
  const hash = createHash('sha256').update(files.bibb);
  for (const [name, text] of files.profiles) hash.update(`\0${name}\0${text}`);
  return hash.digest('hex').slice(0, 16);
}

const RIASEC = /^(?!.*(.).*\1)[RIASEC]{1,3}$/;

/** One profile checked; a wrong one names its file and entry rather than loading nonsense. */
function checkProfile(value: unknown, where: string): Profile {
  const fail = (what: string): never => {
    throw new Error(`${where}: ${what}`);
  };
  if (typeof value !== 'object' || value === null) return fail('not an object');
  const entry = value as Record<string, unknown>;
  const text = (key: string, nullable: boolean): string | null => {
    const field = entry[key];
    if (field === null || field === undefined) {
      return nullable ? null : fail(`${key} is missing`);
    }
    if (typeof field !== 'string' || field.trim() === '') return fail(`${key} is not a text`);
    return field.trim();
  };
  const list = (key: string): string[] => {
    const field = entry[key] ?? [];
    if (!Array.isArray(field) || field.some((item) => typeof item !== 'string')) {
      return fail(`${key} is not a list of texts`);
    }
    return (field as string[]).map((item) => item.trim()).filter((item) => item !== '');
  };
  const kind = text('kind', false) as OccupationKind;
  if (!occupationKinds.includes(kind)) fail(`unknown kind ${kind}`);
  const kldb = text('kldb', false)!;
  if (!/^\d{5}$/.test(kldb) || !areaOfKldb(kldb)) fail(`not a KldB 2010 code: ${kldb}`);
  const duration = entry.durationMonths ?? null;
  if (duration !== null && (!Number.isInteger(duration) || Number(duration) < 1)) {
    fail('durationMonths is not a whole number of months');
  }
  const riasec = text('riasec', true);
  if (riasec !== null && !RIASEC.test(riasec)) fail(`not an interest code: ${riasec}`);
  const topics = list('topics');
  const unknown = topics.find((topic) => !(occupationTopics as readonly string[]).includes(topic));
  if (unknown) fail(`unknown topic ${unknown}`);
  return {
    name: text('name', false)!,
    kind,
    kldb,
    durationMonths: duration as number | null,
    summary: text('summary', true),
    school: text('school', true),
    riasec,
    synonyms: list('synonyms'),
    topics,
  };
}

export function parseProfiles(files: CatalogueFiles['profiles']): Profile[] {
  const byName = new Map<string, Profile>();
  for (const [file, text] of files) {
    const entries: unknown = JSON.parse(text);
    if (!Array.isArray(entries)) throw new Error(`${file}: not a JSON array`);
    entries.forEach((entry, index) => {
      const profile = checkProfile(entry, `${file}[${index}]`);
      byName.set(profile.name, profile);
    });
  }
  return [...byName.values()];
}

interface BibbOccupation {
  name: string;
  kldb: string;
  regulationYear: number | null;
  specialisations: string[];
  otherNames: string[];
}

export function parseBibb(text: string): BibbOccupation[] {
  return text
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [name = '', kldb = '', year = '', specs = '', others = ''] = line.split('\t');
      const list = (value: string) => (value === '' ? [] : value.split('|'));
      return {
        name,
        kldb,
        regulationYear: year === '' ? null : Number(year),
        specialisations: list(specs),
        otherNames: list(others),
      };
    });
}

/** Every occupation of the catalogue: BIBB's with their profiles, then the others. */
export function buildCatalogue(files: CatalogueFiles): CatalogueEntry[] {
  const profiles = new Map(parseProfiles(files.profiles).map((profile) => [profile.name, profile]));
  const entries: CatalogueEntry[] = [];
  const ids = new Set<string>();
  const uniqueId = (name: string) => {
    const base = slugOf(name);
    let id = base;
    for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
    ids.add(id);
    return id;
  };
  for (const occupation of parseBibb(files.bibb)) {
    const profile = profiles.get(occupation.name);
    profiles.delete(occupation.name);
    // BIBB's code and year are the facts; the profile adds what BIBB does not say.
    entries.push({
      id: uniqueId(occupation.name),
      name: occupation.name,
      kind: 'dual',
      kldb: occupation.kldb,
      area: areaOfKldb(occupation.kldb)!,
      durationMonths: profile?.durationMonths ?? null,
      summary: profile?.summary ?? null,
      school: profile?.school ?? null,
      riasec: profile?.riasec ?? null,
      regulationYear: occupation.regulationYear,
      specialisations: occupation.specialisations,
      synonyms: [...new Set([...occupation.otherNames, ...(profile?.synonyms ?? [])])],
      topics: profile?.topics ?? [],
      bibb: true,
    });
  }
  for (const profile of profiles.values()) {
    entries.push({
      id: uniqueId(profile.name),
      name: profile.name,
      kind: profile.kind,
      kldb: profile.kldb,
      area: areaOfKldb(profile.kldb)!,
      durationMonths: profile.durationMonths,
      summary: profile.summary,
      school: profile.school,
      riasec: profile.riasec,
      regulationYear: null,
      specialisations: [],
      synonyms: profile.synonyms,
      topics: profile.topics,
      bibb: false,
    });
  }
  return entries;
}
