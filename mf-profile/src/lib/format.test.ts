import { describe, expect, it } from 'vitest';
import { formatRating, formatSalary } from './format';

describe('formatSalary', () => {
  it('formats whole euros without cents, de-DE', () => {
    expect(formatSalary(45000).replace(/\s/g, ' ')).toBe('45.000 €');
  });
  it('shows cents with two digits', () => {
    expect(formatSalary(45000.5).replace(/\s/g, ' ')).toBe('45.000,50 €');
  });
});

describe('formatRating', () => {
  it('uses one decimal and a comma', () => {
    expect(formatRating(4.5)).toBe('4,5');
    expect(formatRating(4)).toBe('4,0');
  });
});
