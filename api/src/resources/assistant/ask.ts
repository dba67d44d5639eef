import type { FastifyBaseLogger } from 'fastify';
import { catalogueAnswer } from './catalogue.ts';
import type { CatalogueData, Draft, HistoryTurn, Source } from './records.ts';
import { AnswerFilter } from './answer-filter.ts';
import { helpAnswer, screen, type Situation } from './distress/detect.ts';
import type { HelpLine } from './distress/help-lines.ts';
import { secondTierOf } from './distress/second-tier.ts';
import { commonOccupations } from './fact-words.ts';
import { germanTowns, occupationWordsOf, type FactVocabulary } from './grounding.ts';
import { LinkPolicy, tidySpacing } from './links.ts';
import { completionDeltas, modelMessages, type LlmConfig } from './llm.ts';
import { understand } from './understand.ts';

export type AssistantMode = 'catalogue' | 'llm';

/**
 * What an answer streams: pieces of text, and — only when a language model failed after it had
 * begun — `reset`, after which the catalogue answer follows from the start.
 */
export type AssistantEvent = { type: 'delta'; text: string } | { type: 'reset' };

export interface AssistantResult {
  sources: Source[];
  mode: AssistantMode;
  /**
   * Only in a situation for human help: which one, and the lines to call or open. With
   * `withAnswer` the check was unsure: the lines come first, the career answer after them.
   */
  help?: { situation: Situation; lines: HelpLine[]; withAnswer?: true };
}

export interface AskInput {
  question: string;
  history: HistoryTurn[];
  data: CatalogueData;
  llm: LlmConfig | null;
  log: FastifyBaseLogger;
  /** Aborted when the client has gone: the model is not kept writing for nobody. */
  signal?: AbortSignal;
}

/** The catalogue text in sentence-sized pieces, so the page shows it growing as well. */
function* pieces(text: string): Generator<AssistantEvent> {
  for (const piece of text.split(/(?<=[.!?:])\s+/)) {
    if (piece) yield { type: 'delta', text: `${piece} ` };
  }
}

function catalogueSources(draft: Draft): Source[] {
  return draft.records.map((record) => record.source);
}

/**
 * The catalogue answer as shown: descriptions are data, so a link in one stays only when it
 * goes to the Bundesagentur or to a cited company's own website.
 */
function catalogueText(draft: Draft): string {
  return tidySpacing(new LinkPolicy(draft.records).strip(draft.text));
}

/** Occupation words per list of job names: the list is reused for a while, so are its words. */
const occupationsOf = new WeakMap<string[], Set<string>>();

/** What the fact check knows as occupations and places. */
async function factVocabulary(data: CatalogueData): Promise<FactVocabulary> {
  const [jobNames, places] = await Promise.all([data.jobNames(), germanTowns()]);
  let occupations = occupationsOf.get(jobNames);
  if (!occupations) {
    occupations = new Set([...commonOccupations, ...jobNames.flatMap(occupationWordsOf)]);
    occupationsOf.set(jobNames, occupations);
  }
  return { occupations, places };
}

/** The answer in a situation for human help: the help lines and nothing else. */
function* helpAlone(situation: Situation): Generator<AssistantEvent, AssistantResult> {
  const help = helpAnswer(situation);
  yield* pieces(help.text);
  return { sources: [], mode: 'catalogue', help: { situation, lines: help.lines } };
}

/**
 * Answers a question: the catalogue answer always; with a language model configured and
 * records to write from, the model's answer instead, falling back to the catalogue answer on
 * a timeout, an error, or an answer of which too little passed the fact check. Refusals,
 * 'nothing found' and 'what fits me' never go to the model. Before all of it, a situation for
 * human help is answered with help lines alone: it reaches neither the catalogue search nor the
 * model.
 */
export async function* ask(input: AskInput): AsyncGenerator<AssistantEvent, AssistantResult> {
  const screened = screen(input.question, input.history);
  if (screened.situation) return yield* helpAlone(screened.situation);
  // Wording no rule names: the second tier. Confident, it answers with help alone like the
  // rules; unsure, the help goes above the career answer, which then never comes from a model.
  const heard = secondTierOf(input.question);
  if (heard?.confident) return yield* helpAlone(heard.situation);
  const history = screened.history;
  const understood = understand(input.question);
  const draft = await catalogueAnswer(understood, history, input.data);
  if (heard) {
    yield* pieces(catalogueText(draft));
    const { lines } = helpAnswer(heard.situation);
    return {
      sources: catalogueSources(draft),
      mode: 'catalogue',
      help: { situation: heard.situation, lines, withAnswer: true },
    };
  }
  const { llm } = input;
  // 'What fits me' is built from the caller's interest answers: that stays on this server.
  const personal = understood.intent === 'fit';
  if (!llm || personal || draft.kind !== 'answer' || draft.records.length === 0) {
    yield* pieces(catalogueText(draft));
    return { sources: catalogueSources(draft), mode: 'catalogue' };
  }

  let shown = false;
  try {
    const filter = new AnswerFilter(draft.records, await factVocabulary(input.data));
    const timeout = AbortSignal.timeout(llm.timeoutMs);
    const signal = input.signal ? AbortSignal.any([timeout, input.signal]) : timeout;
    for await (const chunk of completionDeltas(
      llm,
      modelMessages(input.question, history, draft),
      signal,
    )) {
      const text = filter.push(chunk);
      if (text) {
        shown = true;
        yield { type: 'delta', text };
      }
    }
    const rest = filter.flush();
    if (rest) {
      shown = true;
      yield { type: 'delta', text: rest };
    }
    if (filter.dropped.length > 0) {
      input.log.info(
        { dropped: filter.dropped.map(({ reason, facts }) => ({ reason, facts })) },
        'Sentences of the language model dropped',
      );
    }
    if (filter.tooLittle()) throw new Error('Too little of the model answer held up');
    return { sources: filter.sources(), mode: 'llm' };
  } catch (error) {
    input.log.warn({ err: error }, 'Language model failed: answering from the catalogue');
    if (shown) yield { type: 'reset' };
    yield* pieces(catalogueText(draft));
    return { sources: catalogueSources(draft), mode: 'catalogue' };
  }
}
