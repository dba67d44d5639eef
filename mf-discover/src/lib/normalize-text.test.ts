import { describe, expect, it } from 'vitest';
import { matchesQuery, normalizeText } from './normalize-text';

describe('normalizeText', () => {
  it('folds case, accents and umlaut spellings', () => {
    expect(normalizeText('  Müller  Straße ')).toBe('mueller strasse');
    expect(normalizeText('Café')).toBe('cafe');
  });
});

describe('matchesQuery', () => {
  it('needs every word, in any of the texts, in any spelling', () => {
    expect(matchesQuery('mueller inform', ['Informatik', 'Hochschule Müller'])).toBe(true);
    expect(matchesQuery('Informatik Medizin', ['Informatik'])).toBe(false);
    expect(matchesQuery('', ['anything'])).toBe(true);
  });
});
