/**
 * 'Für dich': ranks the catalogue by how well each item's interest code fits a profile, with the
 * diversity rules of the top 10 (both tracks, at most two items per company, one 'Entdecke auch'
 * item from a weaker dimension), and explains each pick in German. Pure: the only input about
 * the user is the profile derived from their answers, so two users with the same answers get the
 * same list, whatever their name, gender, age, e-mail or username.
 */
import {
  dimensionLetters,
  dimensionNames,
  isDimension,
  namesOf,
  type Dimension,
  type Dimensions,
  type ProfileWithEvidence,
} from './profile.ts';

export interface CatalogueEntry {
  entityType: 'job' | 'course';
  id: string;
  code: string;
  /** Studium or duales Studium (courses and dual-study jobs); else Ausbildung or job. */
  study: boolean;
  /** The company shown with the item, for the per-company limit; null counts for none. */
  companyId: string | null;
  /** A stable number from the id: orders items of equal fit, differently for each profile. */
  hash: number;
}

export interface Catalogue {
  /** Items grouped by interest code. */
  groups: Map<string, CatalogueEntry[]>;
  /** The same groups per track (study or not), so a missing track is found without scanning. */
  trackGroups: { study: Map<string, CatalogueEntry[]>; other: Map<string, CatalogueEntry[]> };
  /** Every item, most viewed and saved first: the list for users without answers. */
  popular: CatalogueEntry[];
  hasBothTracks: boolean;
  size: number;
}

export interface Pick {
  entry: CatalogueEntry;
  score: number;
  reasons: string[];
  /** The 'Entdecke auch' item: from a dimension the answers spoke for less. */
  discover: boolean;
}

/** How much the item's first, second and third letter count. */
const POSITION_WEIGHTS = [1, 0.5, 0.25];
/** The part of the list the diversity rules apply to. */
const TOP = 10;
const PER_COMPANY = 2;
/** A dimension counts as one of the user's strong ones from here on. */
const STRONG = 0.5;

/** FNV-1a of a string: the items' and profiles' stable hashes. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mixes an item's hash with the profile's seed (murmur3's finaliser). */
function mix(hash: number, seed: number): number {
  let value = (hash ^ seed) >>> 0;
  value = Math.imul(value ^ (value >>> 16), 0x85ebca6b);
  value = Math.imul(value ^ (value >>> 13), 0xc2b2ae35);
  return (value ^ (value >>> 16)) >>> 0;
}

/** 0..1: the profile's values of the item's letters, weighted by their place in the code. */
export function fitOf(code: string, dimensions: Dimensions): number {
  let sum = 0;
  let weights = 0;
  for (let index = 0; index < code.length; index += 1) {
    const letter = code[index]!;
    const weight = POSITION_WEIGHTS[index] ?? 0;
    weights += weight;
    if (isDimension(letter)) sum += weight * dimensions[letter];
  }
  return weights > 0 ? sum / weights : 0;
}

export function createCatalogue(
  entries: Omit<CatalogueEntry, 'hash'>[],
  popularity: ReadonlyMap<string, number>,
): Catalogue {
  const groups = new Map<string, CatalogueEntry[]>();
  const trackGroups = {
    study: new Map<string, CatalogueEntry[]>(),
    other: new Map<string, CatalogueEntry[]>(),
  };
  const all: CatalogueEntry[] = [];
  let study = false;
  let other = false;
  for (const entry of entries) {
    const item = { ...entry, hash: hashOf(entry.id) };
    all.push(item);
    const group = groups.get(item.code);
    if (group) group.push(item);
    else groups.set(item.code, [item]);
    const byTrack = item.study ? trackGroups.study : trackGroups.other;
    const trackGroup = byTrack.get(item.code);
    if (trackGroup) trackGroup.push(item);
    else byTrack.set(item.code, [item]);
    if (item.study) study = true;
    else other = true;
  }
  const views = (entry: CatalogueEntry) => popularity.get(entry.id) ?? 0;
  const popular = all.sort((a, b) => views(b) - views(a) || a.hash - b.hash);
  return { groups, trackGroups, popular, hasBothTracks: study && other, size: all.length };
}

/**
 * Items of equal fit are ordered by their hash mixed with one of `TIE_ORDERS` seeds, chosen by the
 * profile: the order differs between profiles yet is the same for equal answers. Each group's
 * order for a seed is sorted once and kept while the catalogue lives, so a request walks only
 * the few items it takes instead of mixing and comparing every item of a 15,000-item group.
 */
const TIE_ORDERS = 16;
const tieOrders = new WeakMap<CatalogueEntry[], CatalogueEntry[][]>();

/** A group's items in the tie order of the profile's `seed`. */
function inTieOrder(group: CatalogueEntry[], seed: number): CatalogueEntry[] {
  const variant = seed % TIE_ORDERS;
  let orders = tieOrders.get(group);
  if (!orders) {
    orders = [];
    tieOrders.set(group, orders);
  }
  let order = orders[variant];
  if (!order) {
    order = group
      .map((entry) => ({ entry, key: mix(entry.hash, variant + 1) }))
      .sort((a, b) => a.key - b.key)
      .map(({ entry }) => entry);
    orders[variant] = order;
  }
  return order;
}

/** The first item of a group in the profile's tie order that passes `accept`. */
function bestOf(group: CatalogueEntry[], seed: number, accept: (entry: CatalogueEntry) => boolean) {
  return inTieOrder(group, seed).find(accept);
}

/**
 * Fills the first `min(limit, 10)` places by `order` with at most two items per company and both
 * tracks when the catalogue has both; `extra`, if any, takes the last of those places. Places
 * after the tenth follow `order` without rules.
 */
function arrange(
  catalogue: Catalogue,
  order: () => Iterable<CatalogueEntry>,
  findTrack: (
    study: boolean,
    accept: (entry: CatalogueEntry) => boolean,
  ) => CatalogueEntry | undefined,
  limit: number,
  findExtra?: (accept: (entry: CatalogueEntry) => boolean) => CatalogueEntry | undefined,
): { chosen: CatalogueEntry[]; extra: CatalogueEntry | undefined } {
  const head = Math.min(limit, TOP);
  const chosen: CatalogueEntry[] = [];
  const taken = new Set<CatalogueEntry>();
  const perCompany = new Map<string, number>();
  const companyFree = (entry: CatalogueEntry) =>
    entry.companyId === null || (perCompany.get(entry.companyId) ?? 0) < PER_COMPANY;
  const take = (entry: CatalogueEntry) => {
    taken.add(entry);
    if (entry.companyId !== null) {
      perCompany.set(entry.companyId, (perCompany.get(entry.companyId) ?? 0) + 1);
    }
  };
  const release = (entry: CatalogueEntry) => {
    taken.delete(entry);
    if (entry.companyId !== null) {
      perCompany.set(entry.companyId, (perCompany.get(entry.companyId) ?? 1) - 1);
    }
  };
  const open = (entry: CatalogueEntry) => !taken.has(entry) && companyFree(entry);

  const extra = findExtra && head >= 3 ? findExtra((entry) => open(entry)) : undefined;
  if (extra) take(extra);
  const regular = head - (extra ? 1 : 0);

  const skipped: CatalogueEntry[] = [];
  const stream = order()[Symbol.iterator]();
  while (chosen.length < regular) {
    const next = stream.next();
    if (next.done) break;
    const entry = next.value;
    if (taken.has(entry)) continue;
    if (!companyFree(entry)) {
      skipped.push(entry);
      continue;
    }
    take(entry);
    chosen.push(entry);
  }

  if (catalogue.hasBothTracks && chosen.length >= 2) {
    const all = extra ? [...chosen, extra] : chosen;
    for (const study of [true, false]) {
      if (all.some((entry) => entry.study === study)) continue;
      const last = chosen.pop()!;
      release(last);
      const other = findTrack(study, (entry) => open(entry));
      if (other) {
        take(other);
        chosen.push(other);
        skipped.unshift(last);
      } else {
        take(last);
        chosen.push(last);
      }
    }
  }

  // Beyond the top 10: what the rules held back, then the rest in order.
  if (limit > head) {
    const rest: CatalogueEntry[] = [];
    for (const entry of skipped) {
      if (rest.length >= limit - head) break;
      if (!taken.has(entry)) rest.push(entry);
    }
    while (rest.length < limit - head) {
      const next = stream.next();
      if (next.done) break;
      if (!taken.has(next.value) && !rest.includes(next.value)) rest.push(next.value);
    }
    for (const entry of rest) taken.add(entry);
    return { chosen: [...chosen, ...rest], extra };
  }
  return { chosen, extra };
}

/** Letters by value, strongest first; ties in an order that depends on the profile only. */
function byStrength(dimensions: Dimensions, seed: number): Dimension[] {
  return [...dimensionLetters].sort(
    (a, b) =>
      dimensions[b] - dimensions[a] ||
      mix(dimensionLetters.indexOf(a) + 1, seed) - mix(dimensionLetters.indexOf(b) + 1, seed),
  );
}

function quoted(answers: string[]): string {
  const unique = [...new Set(answers)].slice(0, 2);
  return unique.map((answer) => `„${answer}“`).join(' und ');
}

/** Why an item fits: the profile's dimensions it shares and the answers behind them. */
function reasonsFor(
  entry: CatalogueEntry,
  { profile, evidence }: ProfileWithEvidence,
  discover: boolean,
): string[] {
  const letters = [...entry.code].filter(isDimension);
  if (discover) {
    const first = letters[0]!;
    return [
      `Entdecke auch: „${dimensionNames[first]}“ kam in deinen Antworten seltener vor – vielleicht ist hier trotzdem etwas für dich.`,
    ];
  }
  const shared = letters.filter((letter) => profile.dimensions[letter] >= STRONG);
  if (shared.length === 0) {
    return [`Passt teilweise zu deinen Interessen: ${namesOf(letters)}.`];
  }
  const reasons = [`Passt zu deinen Interessen: ${namesOf(shared)}.`];
  for (const letter of shared.slice(0, 2)) {
    const answers = evidence[letter];
    if (profile.source === 'onboarding' && answers.length > 0) {
      reasons.push(
        `Weil du ${quoted(answers)} gewählt hast – das spricht für „${dimensionNames[letter]}“.`,
      );
    } else {
      reasons.push(
        `Weil du „${dimensionNames[letter]}“ in deinen Interessen hoch eingestellt hast.`,
      );
    }
  }
  return reasons;
}

export const popularReason =
  'Beliebt bei anderen in Kompass. Mach den Interessen-Check, dann passen die Vorschläge zu dir.';

/** The recommendations for a profile, best first; popular items for a profile without answers. */
export function recommend(catalogue: Catalogue, input: ProfileWithEvidence, limit: number): Pick[] {
  const { profile } = input;
  if (profile.code === '') {
    const { popular } = catalogue;
    const { chosen } = arrange(
      catalogue,
      () => popular,
      (study, accept) => popular.find((entry) => entry.study === study && accept(entry)),
      limit,
    );
    return chosen.map((entry) => ({ entry, score: 0, reasons: [popularReason], discover: false }));
  }

  const dimensions = profile.dimensions;
  const seed = hashOf(dimensionLetters.map((letter) => dimensions[letter].toFixed(2)).join(','));
  const codes = [...catalogue.groups.keys()]
    .map((code) => ({ code, fit: fitOf(code, dimensions) }))
    .sort((a, b) => b.fit - a.fit || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const fits = new Map(codes.map(({ code, fit }) => [code, fit]));
  const groups = codes.map(({ code }) => catalogue.groups.get(code)!);

  const order = function* () {
    for (const group of groups) yield* inTieOrder(group, seed);
  };
  /** The best accepted item of the first of `codes` (in fit order) that has one. */
  const findBest = (
    inGroups: Map<string, CatalogueEntry[]>,
    wanted: (code: string) => boolean,
    accept: (entry: CatalogueEntry) => boolean,
  ) => {
    for (const { code } of codes) {
      const group = wanted(code) ? inGroups.get(code) : undefined;
      const best = group && bestOf(group, seed, accept);
      if (best) return best;
    }
    return undefined;
  };
  const findTrack = (study: boolean, accept: (entry: CatalogueEntry) => boolean) =>
    findBest(study ? catalogue.trackGroups.study : catalogue.trackGroups.other, () => true, accept);

  // 'Entdecke auch': the best item led by the strongest dimension outside the user's top two.
  const strength = byStrength(dimensions, seed);
  const topTwo = new Set(strength.slice(0, 2));
  const findExtra = (accept: (entry: CatalogueEntry) => boolean) => {
    for (const letter of strength.slice(2)) {
      const found = findBest(catalogue.groups, (code) => code[0] === letter, accept);
      if (found) return found;
    }
    return findBest(catalogue.groups, (code) => !topTwo.has(code[0] as Dimension), accept);
  };

  const { chosen, extra } = arrange(catalogue, order, findTrack, limit, findExtra);
  const picks = chosen.map((entry) => ({
    entry,
    score: Math.round((fits.get(entry.code) ?? 0) * 1000) / 1000,
    reasons: reasonsFor(entry, input, false),
    discover: false,
  }));
  if (extra) {
    const place = Math.min(limit, TOP) - 1;
    picks.splice(place, 0, {
      entry: extra,
      score: Math.round((fits.get(extra.code) ?? 0) * 1000) / 1000,
      reasons: reasonsFor(extra, input, true),
      discover: true,
    });
  }
  return picks;
}
