import { describe, expect, it } from 'vitest';
import { hyphenate } from './hyphenate';

const shown = (text: string) => hyphenate(text).replaceAll('\u00ad', '-').replaceAll('\u200b', '|');

describe('hyphenate', () => {
  it('breaks long German words at their syllables', () => {
    expect(shown('Betriebswirtschaftslehre')).toBe('Be-triebs-wirt-schafts-leh-re');
    expect(shown('Gemeinschaftsschule')).toBe('Ge-mein-schafts-schu-le');
    expect(shown('Bewegungspausen')).toBe('Be-we-gungs-pau-sen');
    expect(shown('Lebensmitteltechnologie')).toBe('Le-bens-mit-tel-tech-no-lo-gie');
    expect(shown('Industriemechaniker')).toBe('In-dus-trie-me-cha-ni-ker');
    expect(shown('zusammenfassen')).toBe('zu-sam-men-fas-sen');
    expect(shown('Auenstadt')).toBe('Auen-stadt');
    expect(shown('Angestellte')).toBe('An-ge-stell-te');
  });

  it('leaves short words and other text as they are, and lets a line break after a slash', () => {
    expect(shown('Koch/Köchin')).toBe('Koch/|Köchin');
    expect(shown('Berufskraftfahrer/in')).toBe('Be-rufs-kraft-fah-rer/|in');
    expect(shown('Kaufmann/-frau (B.A.)')).toBe('Kauf-mann/|-frau (B.A.)');
    expect(shown('Data Science (B.Sc.)')).toBe('Data Science (B.Sc.)');
  });

  it('removes nothing: without its break marks the text is the same', () => {
    const text = 'Verwaltungsfachangestellte/r · Universität Auenstadt';
    expect(hyphenate(text).replace(/[\u00ad\u200b]/g, '')).toBe(text);
  });
});
