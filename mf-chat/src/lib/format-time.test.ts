import { describe, expect, it, vi } from 'vitest';
import { formatDay, formatListTime, isOtherDay } from './format-time';

const now = new Date(2026, 10, 23, 15, 30);
const at = (day: number, hour: number, minute = 0) =>
  new Date(2026, 10, day, hour, minute).getTime();

describe('chat times (de-DE)', () => {
  it('shows HH:MM today, "gestern" yesterday and the date before', () => {
    const texts = { yesterday: 'gestern' };
    expect(formatListTime(at(23, 9, 5), texts, now)).toBe('09:05');
    expect(formatListTime(at(22, 23, 59), texts, now)).toBe('gestern');
    expect(formatListTime(at(20, 12), texts, now)).toBe('20.11.2026');
  });

  it('names the days of separators', () => {
    const texts = { today: 'Heute', yesterdayTitle: 'Gestern' };
    expect(formatDay(at(23, 1), texts, now)).toBe('Heute');
    expect(formatDay(at(22, 1), texts, now)).toBe('Gestern');
    expect(formatDay(at(20, 1), texts, now)).toBe('Freitag, 20. November 2026');
    expect(isOtherDay(at(22, 23, 59), at(23, 0, 1))).toBe(true);
    expect(isOtherDay(at(23, 1), at(23, 22))).toBe(false);
  });

  it('makes its formatters on first use, not when a page loads the module', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const module = await import('./format-time');
      expect(made).not.toHaveBeenCalled();
      const texts = { yesterday: 'gestern', today: 'Heute', yesterdayTitle: 'Gestern' };
      expect(module.formatListTime(at(23, 9, 5), texts, now)).toBe('09:05');
      expect(module.formatListTime(at(22, 9), texts, now)).toBe('gestern');
      expect(made).toHaveBeenCalledTimes(1);
      module.formatListTime(at(20, 12), texts, now);
      module.formatDay(at(20, 1), texts, now);
      module.formatTime(at(23, 10));
      expect(made).toHaveBeenCalledTimes(3);
    } finally {
      made.mockRestore();
    }
  });
});
