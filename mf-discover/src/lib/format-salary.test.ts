import { describe, expect, it, vi } from 'vitest';
import { formatSalary, isTrainingAllowance } from './format-salary';

// Intl puts a narrow no-break space before the euro sign.
const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('formatSalary', () => {
  it('formats whole euros the German way', () => {
    expect(spaces(formatSalary(42000))).toBe('42.000 €');
    expect(spaces(formatSalary(0))).toBe('0 €');
    expect(spaces(formatSalary(1234567))).toBe('1.234.567 €');
  });

  it('makes its formatter on first use, not when home loads the module', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      const module = await import('./format-salary');
      expect(made).not.toHaveBeenCalled();
      module.formatSalary(1);
      module.formatSalary(2);
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
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
