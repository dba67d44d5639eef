import { describe, expect, it } from 'vitest';
import { AnswerFilter } from '../src/resources/assistant/answer-filter.ts';
import { occupationRecord, type RetrievedRecord } from '../src/resources/assistant/records.ts';
import {
  FactSource,
  factsOf,
  germanTowns,
  numbersIn,
  occupationWordsOf,
  type FactVocabulary,
} from '../src/resources/assistant/grounding.ts';
import { LinkPolicy, tidySpacing } from '../src/resources/assistant/links.ts';

const baker: RetrievedRecord = {
  source: { entityType: 'job', entityId: 'j1', title: 'Bäcker/in' },
  fields: {
    art: 'Beruf',
    name: 'Bäcker/in',
    beschreibung:
      'Du backst Brot und Brötchen. Die Ausbildung dauert drei Jahre. Im ersten Jahr gibt es 1.208,50 € Zuschuss.',
    ort: 'Freiburg im Breisgau',
    arbeitsmodell: 'Ausbildung',
    jahresgehaltEuro: 11100,
  },
};
const bakery: RetrievedRecord = {
  source: { entityType: 'company', entityId: 'c1', title: 'Backhaus Sonnenkorn' },
  fields: {
    art: 'Unternehmen oder Hochschule',
    name: 'Backhaus Sonnenkorn',
    website: 'https://www.sonnenkorn.example/',
  },
};
const university: RetrievedRecord = {
  source: { entityType: 'company', entityId: 'c2', title: 'Universität Auenstadt' },
  fields: { art: 'Unternehmen oder Hochschule', name: 'Universität Auenstadt' },
};

let vocabulary: FactVocabulary;
const towns = germanTowns().then((places) => {
  vocabulary = {
    occupations: new Set(['baecker', 'konditor', ...occupationWordsOf('Mechatroniker/in')]),
    places,
  };
});

/** The whole answer through the filter, cut into pieces of `size` characters. */
function filtered(answer: string, size = 7, records = [baker, bakery, university]) {
  const filter = new AnswerFilter(records, vocabulary);
  let shown = '';
  for (let at = 0; at < answer.length; at += size)
    shown += filter.push(answer.slice(at, at + size));
  shown += filter.flush();
  return { shown, filter };
}

describe('numbers in German and English writing', () => {
  it.each([
    ['9.000 € im Monat', [9000]],
    ['1.208,50 €', [1208.5]],
    ['3,5 Jahre', [3.5]],
    ['9,000 dollars', [9000, 9]],
    ['36 Monate', [36]],
    ['13 Tsd. Euro', [13000]],
    ['dreieinhalb Jahre', [3.5]],
    ['am 1. August 2027', [1, 2027]],
  ])('reads „%s“', (text, values) => {
    expect(numbersIn(text).flatMap((number) => number.values)).toEqual(values);
  });

  it('finds a yearly figure per month and years as months, rounded', () => {
    const source = new FactSource(['13200', 'dauert 3 Jahre']);
    expect(source.hasNumber([1100])).toBe(true);
    expect(source.hasNumber([36])).toBe(true);
    expect(source.hasNumber([9000])).toBe(false);
  });
});

describe('facts of a sentence', () => {
  it('names companies by legal form, universities, towns and occupations', async () => {
    await towns;
    const facts = factsOf(
      'Bei der Zyxwort Quantenbau GmbH in Hamburg oder an der Universität Nordheim wirst du Konditor.',
      vocabulary,
    );
    expect(facts.map(({ kind, text }) => [kind, text])).toEqual([
      ['company', 'Zyxwort Quantenbau GmbH'],
      ['institution', 'Universität Nordheim'],
      ['place', 'Hamburg'],
      ['occupation', 'Konditor'],
    ]);
  });

  it('takes a small town for a place only after „in“, „aus“, „nach“ or „bei“', async () => {
    await towns;
    const small = [...vocabulary.places].find(([, count]) => count === 1)![0];
    const name = small[0]!.toUpperCase() + small.slice(1);
    expect(factsOf(`Die Stelle ist in ${name}.`, vocabulary)).toEqual([
      { kind: 'place', text: name },
    ]);
    expect(factsOf(`${name} ist schön.`, vocabulary)).toEqual([]);
  });

  it('takes capitalised nouns at the start of a sentence for no name', async () => {
    await towns;
    expect(factsOf('Backen macht Spaß, und Brot schmeckt.', vocabulary)).toEqual([]);
  });
});

describe('the fact check of a model answer', () => {
  it('keeps sentences whose facts the cited records hold', async () => {
    await towns;
    const { shown, filter } = filtered(
      'Als Bäcker/in bekommst du 11.100 € im Jahr [1], also etwa 925 € im Monat [1]. ' +
        'Die Ausbildung dauert drei Jahre, das sind 36 Monate [1]. Im ersten Jahr gibt es 1.208,50 € [1]. ' +
        'Backhaus Sonnenkorn [2] bildet in Freiburg [1] aus. Das ist ein schöner Beruf.',
    );
    expect(shown).toBe(
      'Als Bäcker/in bekommst du 11.100 € im Jahr [1], also etwa 925 € im Monat [1]. ' +
        'Die Ausbildung dauert drei Jahre, das sind 36 Monate [1]. Im ersten Jahr gibt es 1.208,50 € [1]. ' +
        'Backhaus Sonnenkorn [2] bildet in Freiburg [1] aus. Das ist ein schöner Beruf.',
    );
    expect(filter.dropped).toEqual([]);
    expect(filter.tooLittle()).toBe(false);
  });

  it.each([
    ['an invented salary', 'Als Bäcker/in verdienst du 9.000 € im Monat [1].', 'number'],
    ['an invented company', 'Die Zyxwort Quantenbau GmbH bildet Bäcker/innen aus [1].', 'company'],
    ['an invented place', 'Die Ausbildung zum Bäcker/in gibt es in Hamburg [1].', 'place'],
    ['an invented university', 'Die Universität Nordheim hilft dir dabei [3].', 'institution'],
    ['an occupation not in the cited record', 'Als Konditor/in backst du Brot [1].', 'occupation'],
    ['a fact from a record that is not cited', 'Bäcker/innen bekommen 11.100 € im Jahr.', 'number'],
    ['a fact cited from a record that does not exist', 'Du bekommst 11.100 € [7].', 'number'],
  ])('drops a sentence with %s', async (_what, sentence, kind) => {
    await towns;
    const { shown, filter } = filtered(`Du backst Brot [1]. ${sentence} Das ist schön.`);
    expect(shown).toBe('Du backst Brot [1]. Das ist schön.');
    expect(filter.dropped).toHaveLength(1);
    expect(filter.dropped[0]!.facts.map((fact) => fact.kind)).toContain(kind);
  });

  it('judges a sentence whole however its chunks fall, with single spaces', async () => {
    await towns;
    const answer =
      'Quelle [9] verdienst du 11.100 € [1]. https://boese.example [1]. Kompass [8] . Frag bei www.arbeitsagentur.de/bildung/berufsberatung nach.';
    const whole = filtered(answer, answer.length).shown;
    expect(whole).toBe(
      'Quelle verdienst du 11.100 € [1]. Kompass. Frag bei www.arbeitsagentur.de/bildung/berufsberatung nach.',
    );
    for (const size of [1, 2, 3, 5, 11]) expect(filtered(answer, size).shown).toBe(whole);
  });

  it('takes the markers of a numbered or bulleted list for no fact', async () => {
    await towns;
    const { shown, filter } = filtered(
      'Das bietet Kompass:\n1. Bäcker/in [1] mit 11.100 € im Jahr.\n2. Backhaus Sonnenkorn [2].\n- Freiburg [1]',
    );
    expect(shown).toBe(
      'Das bietet Kompass:\n1. Bäcker/in [1] mit 11.100 € im Jahr.\n2. Backhaus Sonnenkorn [2].\n- Freiburg [1]',
    );
    expect(filter.dropped).toEqual([]);
  });

  it('gives up when too little is left', async () => {
    await towns;
    const { filter } = filtered(
      'Als Bäcker/in verdienst du 9.000 € im Monat [1]. In Hamburg gibt es viele Stellen [1]. Viel Erfolg!',
    );
    expect(filter.tooLittle()).toBe(true);
  });

  it('keeps apart sentences ended by abbreviations and ordinals', async () => {
    await towns;
    const { shown, filter } = filtered(
      'Du backst z. B. Brot [1]. Im 3. Jahr backst du u. a. Brötchen [1]. Gut.',
    );
    expect(shown).toBe('Du backst z. B. Brot [1]. Im 3. Jahr backst du u. a. Brötchen [1]. Gut.');
    expect(filter.kept).toBe(3);
  });
});

describe('an occupation of the catalogue as a citable record', () => {
  const mechatronics = occupationRecord(
    {
      id: 'mechatroniker-in',
      name: 'Mechatroniker/-in',
      kind: 'dual',
      areaName: 'Technik, Metall und Elektro',
      durationMonths: 42,
      summary: 'Du baust Maschinen und Anlagen aus Mechanik, Elektronik und Software.',
      school: 'Mittlerer Schulabschluss',
      otherNames: ['Mechatronikerin'],
    },
    {
      statutoryMinimum: {
        monthlyByYear: [724, 854, 977, 1014],
        lastYearMonths: 6,
        startYear: 2026,
        source:
          'Mindestausbildungsvergütung nach § 17 BBiG für Ausbildungen mit Beginn 2026 (gilt nicht, wo ein Tarifvertrag anderes regelt)',
      },
      listings: {
        minMonthly: 1100,
        maxMonthly: 1100,
        count: 1,
        label: 'in Kompass: 1.100 € im 1. Jahr, aus 1 Angebot',
        source: 'Ausbildungsangebote in Kompass',
      },
    },
  );

  it('is a source that opens the occupation', () => {
    expect(mechatronics.source).toEqual({
      entityType: 'occupation',
      entityId: 'mechatroniker-in',
      title: 'Mechatroniker/-in',
    });
  });

  it('lets a model state its duration, pay per training year and their sources', async () => {
    await towns;
    const answer =
      'Als Mechatroniker/-in [1] baust du Maschinen und Anlagen. Die Ausbildung dauert 3,5 Jahre, also 42 Monate [1]. ' +
      'Nach § 17 BBiG bekommst du bei Beginn 2026 mindestens 724 € im 1. Ausbildungsjahr und 1.014 € im 4. Ausbildungsjahr [1]. ' +
      'In Kompass zahlt 1 Angebot 1.100 € im Monat [1].';
    const { shown, filter } = filtered(answer, 9, [mechatronics]);
    expect(filter.dropped).toEqual([]);
    expect(shown).toBe(answer);
  });

  it('drops pay the record does not hold', async () => {
    await towns;
    const { shown, filter } = filtered(
      'Mechatroniker/-in [1] dauert 3,5 Jahre. Im 1. Ausbildungsjahr bekommst du 1.350 € im Monat [1].',
      9,
      [mechatronics],
    );
    expect(shown).toBe('Mechatroniker/-in [1] dauert 3,5 Jahre.');
    expect(filter.dropped[0]!.facts.map((fact) => fact.kind)).toContain('number');
  });
});

describe('links and spacing', () => {
  it('keeps only the Bundesagentur and the cited companies’ websites, bare hosts included', () => {
    const policy = new LinkPolicy([bakery]);
    expect(
      policy.strip(
        'Siehe sonnenkorn.example/jobs, https://www.arbeitsagentur.de/x, evil.example.com und http://evil.example.com/a. Mail: info@sonnenkorn.example.',
      ),
    ).toBe(
      'Siehe sonnenkorn.example/jobs, https://www.arbeitsagentur.de/x,  und . Mail: info@sonnenkorn.example.',
    );
  });

  it('leaves no double spaces or space before punctuation', () => {
    expect(tidySpacing('Quelle  verdienst du () viel . Kompass ,  und .')).toBe(
      'Quelle verdienst du viel. Kompass, und.',
    );
  });
});
