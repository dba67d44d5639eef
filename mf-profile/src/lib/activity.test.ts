import { describe, expect, it } from 'vitest';
import { formatActivity, parseActivity } from './activity';

describe('parseActivity', () => {
  it('splits at the first |: the image is never part of the text', () => {
    expect(parseActivity('abc.png|Kochen | Backen')).toEqual({
      image: 'abc.png',
      text: 'Kochen | Backen',
    });
  });
  it('treats a value without separator as text', () => {
    expect(parseActivity('Lesen')).toEqual({ image: '', text: 'Lesen' });
  });
  it('round-trips', () => {
    expect(formatActivity({ image: '', text: 'Joggen' })).toBe('|Joggen');
  });
});
