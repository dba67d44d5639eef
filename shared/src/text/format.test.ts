import { describe, expect, it, vi } from 'vitest';
import { formatRating, formatSalary } from './format';

// Intl puts a narrow no-break space before the euro sign.
const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('formatSalary', () => {
  it('formats whole euros the German way, without cents', () => {
    expect(spaces(formatSalary(42000))).toBe('42.000 €');
    expect(spaces(formatSalary(45000))).toBe('45.000 €');
    expect(spaces(formatSalary(0))).toBe('0 €');
    expect(spaces(formatSalary(1234567))).toBe('1.234.567 €');
  });

  it('shows cents with two digits', () => {
    expect(spaces(formatSalary(45000.5))).toBe('45.000,50 €');
  });

  it('makes its formatters on first use, not when a page loads the module', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      const module = await import('./format');
      expect(made).not.toHaveBeenCalled();
      module.formatSalary(1);
      module.formatSalary(2);
      module.formatRating(4);
      module.formatRating(5);
      expect(made).toHaveBeenCalledTimes(2);
    } finally {
      made.mockRestore();
    }
  });
});

describe('prepareNumberFormats', () => {
  it('makes the salary formatter in a task of its own, so the first salary needs none', async () => {
    vi.resetModules();
    vi.useFakeTimers();
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      const module = await import('./format');
      module.prepareNumberFormats();
      expect(made).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(made).toHaveBeenCalledTimes(1);
      expect(spaces(module.formatSalary(45000))).toBe('45.000 €');
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
      vi.useRealTimers();
    }
  });
});

describe('formatRating', () => {
  it('uses one decimal and a comma', () => {
    expect(formatRating(4.5)).toBe('4,5');
    expect(formatRating(4)).toBe('4,0');
  });
});
