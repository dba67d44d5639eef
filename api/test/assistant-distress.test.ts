import { describe, expect, it } from 'vitest';
import { helpAnswer, screen, situationOf } from '../src/assistant/distress/detect.ts';
import { helpLines, linesFor, type HelpLine } from '../src/assistant/distress/help-lines.ts';

describe('situationOf', () => {
  it.each([
    ['Wozu überhaupt noch leben?', 'suicide'],
    ['Ich hasse mein Leben so sehr, ich will Schluss machen', 'suicide'],
    ['ich will nich mehr leben', 'suicide'],
    ['Ich will mir das Leben nehmen', 'suicide'],
    ['Wenn ich die Prüfung nicht schaffe, bringe ich mich um', 'suicide'],
    ['Ich ritze mich wieder', 'suicide'],
    ['Ich schneide mich manchmal', 'suicide'],
    ['Ich tu mir weh, damit ich was fühle', 'suicide'],
    ['Ich habe Tabletten gesammelt', 'suicide'],
    ['Mein Chef hat mich sexuell belästigt', 'sexual'],
    ['Ich werde mit Nacktbildern erpresst', 'sexual'],
    ['Ich werde zu Hause geschlagen', 'violence'],
    ['Ich werde in der Schule gemobbt', 'bullying'],
    ['ich esse seit tagen nichts', 'eating'],
    ['bin am ende', 'despair'],
  ])('hears the issue’s wording: %s', (message, situation) => {
    expect(situationOf(message)).toBe(situation);
  });

  it.each([
    ['teen spelling and no punctuation', 'kb mehr auf leben', 'suicide'],
    ['doubled letters and capitals', 'ICH WILL NNNICHT MEHR LEBEEEN', 'suicide'],
    ['umlauts spelled out', 'ich moechte sterben', 'suicide'],
    ['umlauts left out', 'ich mochte sterben', 'suicide'],
    ['dialect', 'ich will nimmer leben', 'suicide'],
    ['leetspeak', 'su1z1d gedanken seit wochen', 'suicide'],
    ['spaced letters', 's e l b s t m o r d gedanken', 'suicide'],
    ['words apart', 'mein leben hat für mich einfach keinen sinn mehr', 'suicide'],
    ['self-harm without the word', 'ich verletze mich selbst absichtlich', 'suicide'],
    ['a thought that ends there', 'Ich kann einfach nicht mehr.', 'despair'],
    ['relationship violence', 'mein freund hat mich gewürgt', 'violence'],
    [
      'sextortion in slang',
      'ein typ will dass ich ihm nudes schicke sonst postet er meine bilder',
      'sexual',
    ],
  ])('hears %s', (_how, message, situation) => {
    expect(situationOf(message)).toBe(situation);
  });

  it.each([
    'Was macht ein Bestatter?',
    'Ich will Leben retten, welcher Beruf passt?',
    'Als Rettungssanitäter Leben retten, wie werde ich das?',
    'Wie geht man in der Pflege mit Tod und Sterbebegleitung um?',
    'Muss man als Tierarzt Tiere einschläfern?',
    'Was verdient ein Sprengmeister?',
    'Ich bin nach der Schicht immer todmüde, ist Pflege das Richtige?',
    'Ich sterbe vor Langeweile in der Schule, welche Ausbildung ist praktisch?',
    'Ich hab keine Lust mehr auf Schule, welche Ausbildung kann ich machen?',
    'Ich habe mich beim Praktikum geschnitten, ist Koch gefährlich?',
    'Ich habe Prüfungsangst, welche Lerntipps gibt es?',
    'Welche Berufe haben mit Lebensmitteln zu tun?',
    'Kann man als Künstler davon leben?',
    'Ich bin am Ende der Ausbildung, was kommt danach?',
    'Ich kann nicht mehr warten auf meine Zusage, wann melden sich Firmen?',
    'Ich schlage vor, dass ich Tischler werde, gute Idee?',
    'Welche Tabletten muss eine PTA kennen?',
    'Wie wird man Anti-Mobbing-Trainer?',
  ])('leaves a career question alone: %s', (question) => {
    expect(situationOf(question)).toBeNull();
  });
});

describe('screen', () => {
  it('hears a thought split over two messages', () => {
    expect(screen('nicht mehr leben', [{ role: 'user', content: 'ich will einfach' }])).toEqual({
      situation: 'suicide',
    });
  });

  it('answers an earlier distress turn that got no help yet', () => {
    const history = [
      { role: 'user' as const, content: 'ich werde zu hause geschlagen' },
      { role: 'assistant' as const, content: 'Dazu habe ich in Kompass nichts gefunden.' },
    ];
    expect(screen('Was verdient ein Koch?', history)).toEqual({ situation: 'violence' });
  });

  it('lets a career question after the help through, without the distress turns', () => {
    const help = helpAnswer('suicide').text;
    const history = [
      { role: 'user' as const, content: 'Ich will nicht mehr leben' },
      { role: 'assistant' as const, content: help },
      { role: 'user' as const, content: 'Was macht ein Bäcker?' },
      { role: 'assistant' as const, content: 'Bäcker/in [1] backen Brot.' },
    ];
    expect(screen('Und was verdient man da?', history)).toEqual({
      situation: null,
      history: history.slice(2),
    });
  });
});

describe('helpAnswer', () => {
  it('gives everyone the youth and crisis lines, 112 last, and nothing about careers', () => {
    for (const situation of Object.keys(linesFor) as (keyof typeof linesFor)[]) {
      const { text, lines } = helpAnswer(situation);
      expect(lines.map((line) => line.name)).toEqual(
        expect.arrayContaining(['Nummer gegen Kummer', 'TelefonSeelsorge', 'krisenchat']),
      );
      expect(lines.at(-1)?.href).toBe('tel:112');
      for (const number of ['116 111', '0800 111 0 111', '0800 111 0 222', '116 123', '112']) {
        expect(text).toContain(number);
      }
      expect(text).toContain('krisenchat.de');
      expect(text).not.toMatch(/Beruf|Ausbildung|0800 4 5555 00|\[\d\]/);
    }
  });

  it('adds the abuse and women’s lines where they belong', () => {
    const sexual = helpAnswer('sexual').lines.map((line) => line.number);
    expect(sexual).toEqual(expect.arrayContaining(['0800 22 55 530', '116 016']));
    expect(helpAnswer('violence').lines.map((line) => line.number)).toContain('116 016');
    expect(helpAnswer('bullying').lines.map((line) => line.number)).not.toContain('0800 22 55 530');
  });

  it('keeps every line with its source and check date, and numbers as tel: links', () => {
    const lines = Object.values(helpLines) as HelpLine[];
    for (const line of lines) {
      expect(line.url).toMatch(/^https:\/\//);
      expect(line.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const phones = lines.filter((line) => line.number !== undefined);
    expect(phones.map((line) => line.href)).toEqual(
      phones.map((line) => `tel:${line.number!.replace(/ /g, '')}`),
    );
    expect(helpLines.careerService.name).toMatch(/Servicenummer der Bundesagentur für Arbeit/);
  });
});
