import { describe, expect, it } from 'vitest';
import { parseAmount } from './parse-amount';

describe('parseAmount', () => {
  it.each([
    ['45.000', 45000],
    ['45000', 45000],
    ['45000,50', 45000.5],
    ['45.000,50', 45000.5],
    ['1.234.567', 1234567],
    ['45 000 €', 45000],
    ['45000.5', 45000.5],
    ['0', 0],
  ])('reads %s as %d', (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });

  it.each(['', 'viel', '-5', '45,000,00', '4.5.6', '12,345'])('refuses %s', (input) => {
    expect(parseAmount(input)).toBeNull();
  });
});
