import { describe, expect, it } from 'vitest';
import { formatDistance } from './format-distance';

describe('formatDistance', () => {
  it('writes km with a decimal comma and one decimal', () => {
    expect(formatDistance(12.34)).toBe('12,3');
    expect(formatDistance(5)).toBe('5,0');
    expect(formatDistance(1234.5)).toBe('1.234,5');
  });
});
