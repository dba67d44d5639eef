import { describe, expect, it } from 'vitest';
import { hyphenate, isHyphenationReady, loadHyphenation } from './hyphenate';

const shown = (text: string) => hyphenate(text).replaceAll('\u00ad', '-').replaceAll('\u200b', '|');

describe('hyphenate', () => {
  it('adds only slash breaks until the patterns are loaded', () => {
    expect(isHyphenationReady()).toBe(false);
    expect(shown('Betriebswirtschaftslehre')).toBe('Betriebswirtschaftslehre');
    expect(shown('Koch/Köchin')).toBe('Koch/|Köchin');
  });

  it("breaks long German words where TeX's German patterns do", async () => {
    await loadHyphenation();
    expect(shown('Betriebswirtschaftslehre')).toBe('Be-triebs-wirt-schafts-leh-re');
    expect(shown('Gemeinschaftsschule')).toBe('Ge-mein-schafts-schu-le');
    expect(shown('Lebensmitteltechnologie')).toBe('Le-bens-mit-tel-tech-no-lo-gie');
    expect(shown('Industriemechaniker')).toBe('In-dus-trie-me-cha-ni-ker');
    // Compounds break between their parts, where a syllable rule alone goes wrong.
    expect(shown('Berufsausbildung')).toBe('Be-rufs-aus-bil-dung');
    expect(shown('Donaudampfschifffahrt')).toBe('Do-nau-dampf-schiff-fahrt');
  });

  it('leaves short words and short endings after a slash alone', async () => {
    await loadHyphenation();
    expect(shown('Koch/Köchin')).toBe('Koch/|Köchin');
    expect(shown('Fremdsprache/n')).toBe('Fremd-spra-che/n');
    expect(shown('Berufskraftfahrer/in')).toBe('Be-rufs-kraft-fah-rer/in');
    expect(shown('Kaufmann/-frau (B.A.)')).toBe('Kauf-mann/-frau (B.A.)');
    expect(shown('Data Science (B.Sc.)')).toBe('Data Science (B.Sc.)');
  });

  it('removes nothing: without its break marks the text is the same', async () => {
    await loadHyphenation();
    const text = 'Verwaltungsfachangestellte/r · Universität Auenstadt';
    expect(hyphenate(text).replace(/[\u00ad\u200b]/g, '')).toBe(text);
  });
});
