import { describe, expect, it } from 'vitest';
import { parseContactLine, parseContactMethods } from './contact-methods';

describe('parseContactMethods', () => {
  it('turns the seeded lines into phone and e-mail links, keeping the labels as text', () => {
    expect(
      parseContactMethods(
        'E-Mail: ausbildung@rheinwerk-mechatronik.example\nTelefon: 0221 4710 120\nAnsprechpartnerin: Sandra Kühn, Ausbildungsleitung',
      ),
    ).toEqual([
      [
        { type: 'text', text: 'E-Mail: ' },
        {
          type: 'email',
          text: 'ausbildung@rheinwerk-mechatronik.example',
          href: 'mailto:ausbildung@rheinwerk-mechatronik.example',
        },
      ],
      [
        { type: 'text', text: 'Telefon: ' },
        { type: 'phone', text: '0221 4710 120', href: 'tel:02214710120' },
      ],
      [{ type: 'text', text: 'Ansprechpartnerin: Sandra Kühn, Ausbildungsleitung' }],
    ]);
  });

  it('drops blank lines and surrounding spaces, also with Windows line ends', () => {
    expect(parseContactMethods('  Telefon: 0561 123456  \r\n\r\n   \nSprechzeiten: Mo–Do')).toEqual(
      [
        [
          { type: 'text', text: 'Telefon: ' },
          { type: 'phone', text: '0561 123456', href: 'tel:0561123456' },
        ],
        [{ type: 'text', text: 'Sprechzeiten: Mo–Do' }],
      ],
    );
  });

  it('gives nothing for empty contact methods', () => {
    expect(parseContactMethods('')).toEqual([]);
    expect(parseContactMethods(' \n ')).toEqual([]);
    expect(parseContactMethods(null)).toEqual([]);
  });
});

describe('parseContactLine', () => {
  it('keeps only digits and a leading plus in the tel: address', () => {
    expect(parseContactLine('+49 (0) 561 12 34-56')).toEqual([
      { type: 'phone', text: '+49 (0) 561 12 34-56', href: 'tel:+49561123456' },
    ]);
    expect(parseContactLine('Tel. (0561) 123/456')).toEqual([
      { type: 'text', text: 'Tel. ' },
      { type: 'phone', text: '(0561) 123/456', href: 'tel:0561123456' },
    ]);
    expect(parseContactLine('0049 561 123456')).toEqual([
      { type: 'phone', text: '0049 561 123456', href: 'tel:0049561123456' },
    ]);
  });

  it('leaves times, dates, years, postcodes and fax numbers as text', () => {
    for (const line of [
      'Sprechzeiten: Mo–Do 8–16 Uhr',
      'Sekretariat: Mo–Fr 7:30–14 Uhr',
      'Bürozeiten: 08:00 - 17:00',
      'Bewerbungsschluss ist jeweils der 30. September.',
      'Ausbildungsstart 2025 - 2026',
      'Königstor 12, 34117 Kassel',
      'Fax: 0561 123457',
      'Kundennummer K0561123456',
    ]) {
      expect(parseContactLine(line)).toEqual([{ type: 'text', text: line }]);
    }
  });

  it('links web addresses, without the punctuation that ends the sentence', () => {
    expect(parseContactLine('Bewirb dich auf https://example.de/karriere.')).toEqual([
      { type: 'text', text: 'Bewirb dich auf ' },
      { type: 'url', text: 'https://example.de/karriere', href: 'https://example.de/karriere' },
      { type: 'text', text: '.' },
    ]);
    expect(parseContactLine('Karriereportal (www.example.de)')).toEqual([
      { type: 'text', text: 'Karriereportal (' },
      { type: 'url', text: 'www.example.de', href: 'https://www.example.de' },
      { type: 'text', text: ')' },
    ]);
  });

  it('finds several contacts in one line', () => {
    expect(parseContactLine('Anna Roth, anna@example.de oder 0561 998877')).toEqual([
      { type: 'text', text: 'Anna Roth, ' },
      { type: 'email', text: 'anna@example.de', href: 'mailto:anna@example.de' },
      { type: 'text', text: ' oder ' },
      { type: 'phone', text: '0561 998877', href: 'tel:0561998877' },
    ]);
  });

  it('does not read an e-mail address or a URL as a phone number', () => {
    expect(parseContactLine('E-Mail: 0561123456@example.de')).toEqual([
      { type: 'text', text: 'E-Mail: ' },
      { type: 'email', text: '0561123456@example.de', href: 'mailto:0561123456@example.de' },
    ]);
    expect(parseContactLine('https://example.de/0561123456')).toEqual([
      {
        type: 'url',
        text: 'https://example.de/0561123456',
        href: 'https://example.de/0561123456',
      },
    ]);
  });
});
