import { describe, expect, it } from 'vitest';
import { formatSalary, isTrainingAllowance } from './format-salary';

// Intl puts a narrow no-break space before the euro sign.
const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('formatSalary', () => {
  it('formats whole euros the German way', () => {
    expect(spaces(formatSalary(42000))).toBe('42.000 €');
    expect(spaces(formatSalary(0))).toBe('0 €');
    expect(spaces(formatSalary(1234567))).toBe('1.234.567 €');
  });
});

describe('isTrainingAllowance', () => {
  it('is true for apprenticeships and dual study, whatever the case', () => {
    expect(isTrainingAllowance('Ausbildung')).toBe(true);
    expect(isTrainingAllowance(' duales Studium ')).toBe(true);
    expect(isTrainingAllowance('Vollzeit')).toBe(false);
    expect(isTrainingAllowance('Teilzeit')).toBe(false);
  });
});
