import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { situationOf } from '../src/resources/assistant/distress/detect.ts';
import type { HelpLine } from '../src/resources/assistant/distress/help-lines.ts';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  SecondTier,
  defaultThresholds,
  featuresOf,
  secondTierOf,
  speaksOfSelf,
  trainingFolder,
  trainingSets,
} from '../src/resources/assistant/distress/second-tier.ts';
import { SparseLogisticRegression } from '../src/resources/assistant/distress/logistic.ts';
import { build, databases, signUp } from './helper.ts';
import { startChatCompletionsServer } from './servers/chat-completions-server.ts';

interface Answer {
  answer: string;
  sources: unknown[];
  mode: 'catalogue' | 'llm';
  help?: { situation: string; lines: HelpLine[]; withAnswer?: true };
}

/** Wording that no rule of the first tier names (checked below), each with its situation. */
const unnamedWording: [string, string][] = [
  ['wär eh egal wenn ich weg wär', 'suicide'],
  ['meine eltern werfen mit sachen nach mir', 'violence'],
  ['ich hab schiss vor meinem vater wenn er besoffen ist', 'violence'],
  // Help above the answer until the regression joined naive Bayes; now help alone.
  ['mir reichts, ich mach dem ganzen ein ende', 'suicide'],
];

/** The second tier is unsure here: the help goes above the career answer. */
const unsureWording = 'mach dem ganzen ein ende';

/** The rules hear despair, the classifier a question about study: help above the answer. */
const overruledQuestion = 'ich bin verzweifelt bei der wahl zwischen medizin und pharmazie';

describe('featuresOf', () => {
  it('shares word parts between a typo and the word, so unseen spellings still weigh', () => {
    const word = new Set(featuresOf('verzweifelt'));
    const typo = featuresOf('verzweiflt');
    expect(typo.filter((feature) => word.has(feature)).length).toBeGreaterThan(typo.length / 3);
    expect(featuresOf('Ich BIN müüüde')).toContain('w:bin');
  });

  it('pairs words one apart, so a word between them does not hide the pair', () => {
    const skipped = (pair: string) =>
      featuresOf(pair)
        .find((feature) => feature.startsWith('p:'))!
        .replace('p:', 's:');
    expect(featuresOf('ich will echt leben')).toContain(skipped('will leben'));
    expect(featuresOf('ich bring mich einfach um')).toContain(skipped('mich um'));
  });
});

describe('SparseLogisticRegression', () => {
  const examples = [
    { features: ['a', 'b'], positive: true },
    { features: ['a', 'c'], positive: true },
    { features: ['d', 'c'], positive: false },
    { features: ['d', 'e'], positive: false },
  ];

  it('learns which features speak for the positive class, the same way every time', () => {
    const first = new SparseLogisticRegression();
    first.learn(examples);
    expect(first.log2Odds(['a'])).toBeGreaterThan(0);
    expect(first.log2Odds(['d'])).toBeLessThan(0);
    expect(first.log2Odds(['a', 'b'])).toBeGreaterThan(first.log2Odds(['a', 'c']));
    const second = new SparseLogisticRegression();
    second.learn(examples);
    expect(second.log2Odds(['a', 'e'])).toBe(first.log2Odds(['a', 'e']));
  });

  it('counts features it never saw as nothing', () => {
    const regression = new SparseLogisticRegression();
    regression.learn(examples);
    expect(regression.log2Odds(['a', 'unseen'])).toBeCloseTo(
      regression.log2Odds(['a', 'also unseen']),
    );
  });
});

describe('SecondTier', () => {
  const labelled = [
    {
      distress: {
        violence: ['er schlägt mich jeden tag', 'sie schlägt mich wenn sie trinkt'],
        eating: ['ich esse nichts mehr', 'ich kotze nach dem essen'],
      },
      notDistress: [
        'was verdient ein koch',
        'welche ausbildung passt zu mir',
        'wie lange dauert das studium',
      ],
    },
  ];
  const tier = new SecondTier(labelled, { unsure: 0.5, confident: 3, overrule: -100 });

  it('learns which situation a message is from the labelled messages', () => {
    expect(tier.verdictOf('mein bruder schlägt mich')).toMatchObject({
      situation: 'violence',
      confident: true,
    });
    expect(tier.verdictOf('ich kotze alles wieder aus')).toMatchObject({ situation: 'eating' });
  });

  it('says nothing on a career question and on words it never saw', () => {
    expect(tier.verdictOf('was verdient man in der ausbildung')).toBeNull();
    expect(tier.verdictOf('xyzzy')).toBeNull();
  });

  it('never answers one or two words with help alone', () => {
    const eager = new SecondTier(labelled, { unsure: -100, confident: -50, overrule: -100 });
    expect(eager.verdictOf('schlägt mich')).toMatchObject({ confident: false });
    expect(eager.verdictOf('er schlägt mich')).toMatchObject({ confident: true });
  });

  it('gives help above the answer, not alone, when the writer laughs', () => {
    const eager = new SecondTier(labelled, { unsure: -100, confident: -50, overrule: -100 });
    expect(eager.verdictOf('ich esse nichts mehr haha')).toMatchObject({ confident: false });
    expect(eager.verdictOf('ich esse nichts mehr 😂')).toMatchObject({ confident: false });
    expect(eager.verdictOf('ich esse nichts mehr')).toMatchObject({ confident: true });
  });

  it('answers with help alone only when the writer speaks of themself', () => {
    const eager = new SecondTier(labelled, { unsure: -100, confident: -50, overrule: -100 });
    expect(speaksOfSelf('hab mir n seil gekauft')).toBe(true);
    expect(speaksOfSelf('wie viele tabletten sind tödlich')).toBe(false);
    expect(eager.verdictOf('er schlägt sie jeden tag')).toMatchObject({ confident: false });
    expect(eager.verdictOf('er schlägt mich jeden tag')).toMatchObject({ confident: true });
  });

  it('lets the rules answer with help alone unless the odds fall below the overrule threshold', () => {
    const heardByRules = 'ich ritze mich wieder';
    expect(situationOf(heardByRules)).toBe('suicide');
    const odds = tier.oddsOf(heardByRules);
    const standing = new SecondTier(labelled, { unsure: 0.5, confident: 3, overrule: odds - 1 });
    const overruling = new SecondTier(labelled, { unsure: 0.5, confident: 3, overrule: odds + 1 });
    expect(standing.bothTiersOf(heardByRules)).toMatchObject({
      situation: 'suicide',
      confident: true,
    });
    expect(overruling.rulesStand(heardByRules)).toBe(false);
    expect(overruling.bothTiersOf(heardByRules)).toMatchObject({
      situation: 'suicide',
      confident: false,
    });
  });

  it('is unsure between its two thresholds', () => {
    const odds = tier.oddsOf('ich kotze');
    expect(odds).toBeGreaterThan(0);
    const between = new SecondTier(labelled, {
      unsure: odds - 1,
      confident: odds + 1,
      overrule: -100,
    });
    expect(between.verdictOf('ich kotze')).toMatchObject({ situation: 'eating', confident: false });
  });
});

describe('the training sets', () => {
  it('live beside the code, not in the bench, so the running API finds them', () => {
    const folder = fileURLToPath(trainingFolder);
    expect(folder).toMatch(/resources[\\/]assistant[\\/]distress[\\/]training/);
    expect(folder).not.toMatch(/bench/);
    expect(existsSync(new URL('distress-messages.json', trainingFolder))).toBe(true);
  });

  it('include everyday and career questions written for training', () => {
    const others = trainingSets().flatMap((set) => set.notDistress);
    expect(others).toContain('ich bin verzweifelt bei der wahl zwischen bwl und jura');
    expect(others.length).toBeGreaterThan(1050);
  });

  it('include suicide, self-harm and despair in the wording young people use', () => {
    const messagesOf = (situation: 'suicide' | 'despair') =>
      trainingSets().flatMap((set) => set.distress[situation] ?? []);
    expect(messagesOf('suicide')).toEqual(
      expect.arrayContaining(['hab wieder mit svv angefangen', 'ngl i wanna kms']),
    );
    expect(messagesOf('suicide').length).toBeGreaterThan(450);
    expect(messagesOf('despair').length).toBeGreaterThan(250);
  });

  it('include the wording the cross-validation missed most', () => {
    const messages = trainingSets().flatMap((set) => Object.values(set.distress).flat());
    expect(messages).toEqual(
      expect.arrayContaining(['ana buddy gesucht', 'wenn er mich verlässt bring ich mich um']),
    );
  });

  it('calibrate help alone from the second tier above help from the rules', () => {
    expect(defaultThresholds.confident).toBeGreaterThan(defaultThresholds.unsure);
    expect(defaultThresholds.overrule).toBeLessThan(defaultThresholds.unsure);
  });
});

describe('secondTierOf, learnt from the repository’s sets', () => {
  it('overrules the rules on a question about study: the help goes above the answer', () => {
    expect(situationOf(overruledQuestion)).toBe('despair');
    expect(secondTierOf(overruledQuestion)).toMatchObject({
      situation: 'despair',
      confident: false,
    });
  });

  it.each(['Ich will nicht mehr leben', 'ich ritze mich wieder'])(
    'keeps help alone where the rules and the classifier agree: %s',
    (message) => {
      expect(secondTierOf(message)).toMatchObject({ situation: 'suicide', confident: true });
    },
  );

  it.each(unnamedWording)('hears what no rule names: %s', (message, situation) => {
    expect(situationOf(message)).toBeNull();
    expect(secondTierOf(message)).toMatchObject({ situation, confident: true });
  });

  it.each([
    'nach meinem versuch letztes jahr gehts mir wieder so',
    'hab mich gestern im bad verletzt mit ner klinge',
  ])('answers a past attempt or self-harm with help alone: %s', (message) => {
    expect(secondTierOf(message)).toMatchObject({ situation: 'suicide', confident: true });
  });

  it('hears a past attempt as suicide, not as an eating problem', () => {
    expect(secondTierOf('nach dem versuch im winter ist es wieder schlimmer')).toMatchObject({
      situation: 'suicide',
    });
  });

  it('is unsure where the wording is only close', () => {
    expect(situationOf(unsureWording)).toBeNull();
    expect(secondTierOf(unsureWording)).toMatchObject({ confident: false });
  });

  it.each([
    'Was verdient ein Bestatter?',
    'Wie werde ich Notfallsanitäter?',
    'Welche Ausbildung passt zu mir?',
    'Was macht eine Pflegefachkraft im Hospiz?',
    'Hallo',
    'Danke!',
    'Erzähl mir einen Witz',
  ])('leaves a career question or small talk alone: %s', (question) => {
    expect(secondTierOf(question)).toBeNull();
  });
});

describe.each(databases)('Frag unsere KI with the second tier on %s', (kind) => {
  let app: App;
  let llm: Awaited<ReturnType<typeof startChatCompletionsServer>>;
  let token: string;

  const ask = async (question: string, history?: object[]) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/assistant/ask',
      headers: { authorization: token },
      payload: { question, ...(history ? { history } : {}) },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Answer>();
  };

  beforeAll(async () => {
    llm = await startChatCompletionsServer(() => ({
      chunks: ['Das sollte bei einer Notlage niemand lesen [1].'],
    }));
    app = await build(kind, {
      env: {
        SEED: 'demo',
        LLM_BASE_URL: llm.baseUrl,
        LLM_MODEL: 'testmodell',
        LLM_TIMEOUT_MS: '2000',
      },
    });
    token = (await signUp(app)).token;
  });
  afterAll(async () => {
    await app.close();
    await llm.close();
  });
  beforeEach(() => {
    llm.received.length = 0;
  });

  it.each(unnamedWording)('answers with help alone: %s', async (question, situation) => {
    const answer = await ask(question);
    expect(answer.help?.situation).toBe(situation);
    expect(answer.help?.withAnswer).toBeUndefined();
    expect(answer.help?.lines.map((line) => line.number)).toContain('116 111');
    expect(answer.answer).toContain('116 111');
    expect(answer.sources).toEqual([]);
    expect(llm.received).toHaveLength(0);
  });

  it('puts the help above the catalogue answer when unsure, and asks no model', async () => {
    const answer = await ask(unsureWording);
    expect(answer.help).toMatchObject({ withAnswer: true });
    expect(answer.help?.lines.map((line) => line.number)).toContain('116 111');
    expect(answer.mode).toBe('catalogue');
    expect(answer.answer).not.toContain('niemand lesen');
    expect(llm.received).toHaveLength(0);
  });

  it('gives help above the catalogue answer where the classifier overrules the rules', async () => {
    const answer = await ask(overruledQuestion);
    expect(answer.help).toMatchObject({ situation: 'despair', withAnswer: true });
    expect(answer.help?.lines.map((line) => line.number)).toContain('116 111');
    expect(answer.mode).toBe('catalogue');
    expect(llm.received).toHaveLength(0);
  });

  it('keeps a turn the second tier answered with help out of what a later question sends', async () => {
    const [question] = unnamedWording[0]!;
    const help = await ask(question);
    const history = [
      { role: 'user', content: question },
      { role: 'assistant', content: help.answer },
    ];
    const answer = await ask('Was verdient man als Bäcker/in?', history);
    expect(answer.mode).toBe('llm');
    expect(answer.help).toBeUndefined();
    expect(llm.received).toHaveLength(1);
    expect(llm.received[0]!.raw).not.toContain('weg wär');
  });
});
