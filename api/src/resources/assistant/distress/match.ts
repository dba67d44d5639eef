import { boundary, canonicalWords, foldWord } from './words.ts';

/** The situations for human help (their rules are in rules.ts). */
export type Situation = 'suicide' | 'sexual' | 'violence' | 'bullying' | 'eating' | 'despair';

/**
 * A rule of the distress check: words that carry a meaning together. Each entry of `all` is a
 * group of alternatives split by '|'; an alternative is a word, a word start ('ritz*') or words
 * in a row ('nicht mehr'). Every group must occur within `within` words of the first group's
 * place, in any order unless `inOrder`. A veto word near the match (three words either side),
 * just before the first group, or anywhere in the message turns it down: 'Leben retten' is a
 * job, 'am Ende der Ausbildung' a date.
 */
export interface Rule {
  all: string[];
  within?: number;
  inOrder?: boolean;
  unless?: string[];
  unlessBefore?: string[];
  unlessAnywhere?: string[];
  /** The match must close a thought: a sentence end or a word that goes on with the feeling. */
  closes?: boolean;
  /** A first-person word ('ich', 'mir', 'mein', 'me') must stand within `within` words. */
  personal?: boolean;
  /** 'nicht', 'kein' or 'nie' just before the first group, without 'mehr', turns it down. */
  unlessNegated?: boolean;
}

type WordTest = (word: string) => boolean;
export type Alternative = WordTest[];
interface Span {
  start: number;
  end: number;
}

export interface CompiledRule {
  groups: Alternative[][];
  within: number;
  inOrder: boolean;
  unless: Alternative[];
  unlessBefore: Alternative[];
  unlessAnywhere: Alternative[];
  closes: boolean;
  personal: boolean;
  unlessNegated: boolean;
}

function compileAlternative(text: string): Alternative {
  return text
    .trim()
    .split(/\s+/)
    .flatMap((word): WordTest[] => {
      if (word.endsWith('*')) {
        const start = foldWord(word.slice(0, -1));
        return [(candidate) => candidate !== boundary && candidate.startsWith(start)];
      }
      return canonicalWords(word).map((exact) => (candidate: string) => candidate === exact);
    });
}

const compileGroup = (group: string) => group.split('|').map(compileAlternative);

export function compileRule(rule: Rule): CompiledRule {
  return {
    groups: rule.all.map(compileGroup),
    within: rule.within ?? 5,
    inOrder: rule.inOrder ?? false,
    unless: (rule.unless ?? []).flatMap(compileGroup),
    unlessBefore: (rule.unlessBefore ?? []).flatMap(compileGroup),
    unlessAnywhere: (rule.unlessAnywhere ?? []).flatMap(compileGroup),
    closes: rule.closes ?? false,
    personal: rule.personal ?? false,
    unlessNegated: rule.unlessNegated ?? false,
  };
}

function occurrences(words: string[], alternatives: Alternative[]): Span[] {
  const found: Span[] = [];
  for (let start = 0; start < words.length; start++) {
    for (const alternative of alternatives) {
      if (alternative.every((test, offset) => test(words[start + offset] ?? boundary))) {
        found.push({ start, end: start + alternative.length - 1 });
      }
    }
  }
  return found;
}

export function occursIn(words: string[], alternatives: Alternative[]): boolean {
  return occurrences(words, alternatives).length > 0;
}

function occursBetween(words: string[], alternatives: Alternative[], from: number, to: number) {
  return occurrences(words, alternatives).some((span) => span.start >= from && span.start <= to);
}

/** Words after which 'ich kann nicht mehr' still is the whole thought. */
const goesOn = new Set(
  `und aber ich echt einfach alles wirklich mehr so bin mir mich weil seit hilfe ehrlich langsam
  leute jetzt heute bitte oder irgendwie sorry digga alter bro man ey was wie warum wieso keiner
  niemand mit allem dem leben weitermachen weiterleben atmen weinendesgesicht`
    .split(/\s+/)
    .map(foldWord),
);

/** Words by which the writer speaks of themself, in German and in English. */
export const firstPerson: Alternative[] = compileGroup(
  'ich|mich|mir|mein*|uns|unser*|wir|me|my|myself|selbst|selber|bin|habe',
);

const negation = compileGroup('nicht|kein|nie|niemals|keiner');
const stillNegation = compileGroup('mehr|langer');

/** 'ich bin nicht einsam', 'nie gemobbt': a sign said not to be there ('nicht mehr' is one). */
function negated(words: string[], first: Span): boolean {
  return (
    occursBetween(words, negation, first.start - 2, first.start - 1) &&
    !occursBetween(words, stillNegation, first.start - 1, first.end + 1)
  );
}

function closesThought(words: string[], index: number): boolean {
  const next = words[index] ?? boundary;
  return next === boundary || goesOn.has(next);
}

export function ruleMatches(rule: CompiledRule, words: string[]): boolean {
  const found = rule.groups.map((group) => occurrences(words, group));
  if (found.some((spans) => spans.length === 0)) return false;
  if (
    rule.unlessAnywhere.length > 0 &&
    occursBetween(words, rule.unlessAnywhere, 0, words.length)
  ) {
    return false;
  }
  for (const first of found[0]!) {
    const chosen: Span[] = [first];
    for (const spans of found.slice(1)) {
      const previous = chosen.at(-1)!;
      const near = spans.filter(
        (span) =>
          Math.abs(span.start - first.start) <= rule.within &&
          (!rule.inOrder || span.start > previous.end),
      );
      if (near.length === 0) break;
      near.sort((a, b) => Math.abs(a.start - first.start) - Math.abs(b.start - first.start));
      chosen.push(rule.inOrder ? near.sort((a, b) => a.start - b.start)[0]! : near[0]!);
    }
    if (chosen.length < rule.groups.length) continue;
    const start = Math.min(...chosen.map((span) => span.start));
    const end = Math.max(...chosen.map((span) => span.end));
    if (occursBetween(words, rule.unless, start - 3, end + 3)) continue;
    if (occursBetween(words, rule.unlessBefore, first.start - 3, first.start - 1)) continue;
    if (rule.closes && !closesThought(words, end + 1)) continue;
    if (
      rule.personal &&
      !occursBetween(words, firstPerson, start - rule.within, end + rule.within)
    ) {
      continue;
    }
    if (rule.unlessNegated && negated(words, first)) continue;
    return true;
  }
  return false;
}
