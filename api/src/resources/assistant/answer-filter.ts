import { isAssistantInstruction } from '@kompass/contracts/assistant-instructions';
import type { RetrievedRecord, Source } from './records.ts';
import { FactSource, unfoundFacts, type Fact, type FactVocabulary } from './grounding.ts';
import { LinkPolicy, tidySpacing } from './links.ts';
import { assistantTexts } from './texts.ts';

/**
 * Checks the model's answer as it streams, one sentence at a time, and releases only what
 * passed: a citation '[n]' of a retrieved record is renumbered to its place among the shown
 * sources, any other bracketed citation is dropped; a sentence is dropped when it has a fact
 * that the records it cites do not hold (grounding.ts), a link to a foreign host, or words
 * addressed to an assistant. A sentence is judged whole, so nothing split across chunks slips
 * through, and it is shown with single spaces however its pieces arrived.
 */

/** Abbreviations whose period ends no sentence ('z. B.', 'ca.'). */
const abbreviations = new Set(
  'z b d h u a o ä bzw ca ggf usw etc inkl evtl nr dr prof st sog vgl max min mind bsp zb dt jh abs tel str mio tsd bspw zzgl'.split(
    ' ',
  ),
);

/** Words after a number with a period that make it an ordinal ('1. August', '2. Lehrjahr'). */
const ordinalNouns =
  /^(?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|\S*jahr|Jahr\S*|Semester|Klasse|Mal|Platz|Stock|Tag|Monat|Woche)\b/u;

const citationPattern = /\[([^\]\n]{0,80})\]/g;

/** The fixed texts an answer may repeat without a citation: the human route. */
const fixedTexts: readonly string[] = [assistantTexts.humanRouteFacts];

export interface DroppedSentence {
  sentence: string;
  facts: Fact[];
  reason: 'fact' | 'link' | 'instruction';
}

export class AnswerFilter {
  private pending = '';
  private readonly cited: number[] = [];
  private readonly links: LinkPolicy;
  private readonly sourceCache = new Map<string, FactSource>();
  private paragraphNext = false;
  /** What was shown, in full. */
  text = '';
  /** Sentences shown; of them, those that cite a record. */
  kept = 0;
  keptCiting = 0;
  readonly dropped: DroppedSentence[] = [];

  private readonly records: RetrievedRecord[];
  private readonly vocabulary: FactVocabulary;

  constructor(records: RetrievedRecord[], vocabulary: FactVocabulary) {
    this.records = records;
    this.vocabulary = vocabulary;
    this.links = new LinkPolicy(records);
  }

  /** Feeds a chunk; returns the text of the sentences now complete and checked. */
  push(chunk: string): string {
    this.pending += chunk;
    let shown = '';
    let end: number;
    while ((end = this.sentenceEnd()) >= 0) {
      const sentence = this.pending.slice(0, end);
      const paragraph = /\n/.test(/\s*$/.exec(sentence)?.[0] ?? '');
      this.pending = this.pending.slice(end);
      shown += this.release(sentence);
      if (paragraph) this.paragraphNext = true;
    }
    return shown;
  }

  /** The last sentence at the end of the answer. */
  flush(): string {
    const rest = this.pending;
    this.pending = '';
    return rest.trim() ? this.release(rest) : '';
  }

  /** Whether what was shown is too little to stand as the answer. */
  tooLittle(): boolean {
    return this.keptCiting === 0 || this.dropped.length > this.kept;
  }

  /** The cited records of the shown text, in the order of their new numbers. */
  sources(): Source[] {
    return this.cited.map((index) => this.records[index]!.source);
  }

  /**
   * Where the first complete sentence of `pending` ends (after its trailing citations and
   * white space), or -1 while it may go on.
   */
  private sentenceEnd(): number {
    const terminator = /[.!?]+["“”»']?(?=\s)|\n/g;
    let match: RegExpExecArray | null;
    while ((match = terminator.exec(this.pending))) {
      if (match[0] !== '\n') {
        const before = /(\S+)$/.exec(this.pending.slice(0, match.index))?.[1] ?? '';
        const word = before.toLowerCase().replace(/^[(„"]+/, '');
        if (abbreviations.has(word) || /^\p{L}$/u.test(word)) continue;
        // A numbered list's marker at the start of a line ('1. Bäcker/in …') ends nothing.
        const lineStart = /(?:^|\n)[ \t]*$/.test(
          this.pending.slice(0, match.index - before.length),
        );
        if (/^\d{1,2}$/.test(word) && lineStart) continue;
        if (/^[1-9]\d?$/.test(word)) {
          // Wait for the next word: '1. August', 'im 2. Lehrjahr' go on; '… 00. Danach' ends.
          const next = /^\s*(\S+)\s/.exec(this.pending.slice(match.index + match[0].length))?.[1];
          if (next === undefined) return -1;
          if (ordinalNouns.test(next) || /^\p{Ll}/u.test(next)) continue;
        }
      }
      let end = match.index + match[0].length;
      // Citations written after the period still belong to this sentence.
      const after = /^(?:\s*\[[^\]\n]{0,80}\])*/.exec(this.pending.slice(end))?.[0] ?? '';
      end += after.length;
      const space = /^\s*/.exec(this.pending.slice(end))![0];
      // Only once the next sentence has begun is it certain that no citation follows.
      if (end + space.length >= this.pending.length) return -1;
      return end + space.length;
    }
    return -1;
  }

  private factSource(cited: number[]): FactSource {
    const key = [...new Set(cited)].sort().join(',');
    let source = this.sourceCache.get(key);
    if (!source) {
      const texts = [...fixedTexts];
      for (const index of new Set(cited)) {
        texts.push(...Object.values(this.records[index]!.fields).map(String));
      }
      source = new FactSource(texts);
      this.sourceCache.set(key, source);
    }
    return source;
  }

  private release(raw: string): string {
    const cited: number[] = [];
    for (const [, inner] of raw.matchAll(citationPattern)) {
      const number = /^\s*\d+\s*$/.test(inner!) ? Number(inner) : NaN;
      if (number >= 1 && number <= this.records.length) cited.push(number - 1);
    }
    const plain = raw.replace(citationPattern, ' ');
    const linksKept = this.links.strip(plain);
    if (tidySpacing(linksKept).trim() === '') return '';
    if (linksKept.replace(/\s+/g, '') !== plain.replace(/\s+/g, '')) {
      this.dropped.push({ sentence: raw.trim(), facts: [], reason: 'link' });
      return '';
    }
    if (isAssistantInstruction(plain)) {
      this.dropped.push({ sentence: raw.trim(), facts: [], reason: 'instruction' });
      return '';
    }
    // Links are no facts to look up: the policy above judged them.
    // Neither are the markers of a list.
    const factText = plain
      .replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ')
      .replace(/^\s*(?:\d{1,2}[.)]|[-*•])\s+/, '');
    const missing = unfoundFacts(factText, this.factSource(cited), this.vocabulary);
    if (missing.length > 0) {
      this.dropped.push({ sentence: raw.trim(), facts: missing, reason: 'fact' });
      return '';
    }
    const renumbered = raw.replace(citationPattern, (_match, inner: string) => {
      const number = /^\s*\d+\s*$/.test(inner) ? Number(inner) : NaN;
      if (!(number >= 1 && number <= this.records.length)) return '';
      let position = this.cited.indexOf(number - 1);
      if (position < 0) {
        this.cited.push(number - 1);
        position = this.cited.length - 1;
      }
      return `[${position + 1}]`;
    });
    const sentence = tidySpacing(renumbered.replace(/\s+/g, ' ')).trim();
    const separator = this.text === '' ? '' : this.paragraphNext ? '\n' : ' ';
    this.paragraphNext = false;
    this.kept += 1;
    if (cited.length > 0) this.keptCiting += 1;
    this.text += separator + sentence;
    return separator + sentence;
  }
}
