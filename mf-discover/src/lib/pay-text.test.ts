import { describe, expect, it } from 'vitest';
import { monthlyPayText } from './pay-text';

describe('monthlyPayText', () => {
  it('says a yearly amount per month in whole euros, the period written out', () => {
    expect(monthlyPayText(14_500)).toBe('1.208\u00a0€ im Monat');
    expect(monthlyPayText(52_000)).toBe('4.333\u00a0€ im Monat');
  });
});
