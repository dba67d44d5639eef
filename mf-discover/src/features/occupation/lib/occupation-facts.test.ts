import type { InterestProfile } from '@kompass/shared';
import { describe, expect, it } from 'vitest';
import { durationInWords, fitReasons, kindInWords, payRange } from './occupation-facts';

function profile(
  dimensions: Partial<InterestProfile['dimensions']>,
  code: string,
): InterestProfile {
  return {
    dimensions: { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0, ...dimensions },
    code,
    answered: 11,
    source: 'onboarding',
  };
}

describe('occupation facts', () => {
  it('says a duration in years or months, and "Keine Angabe" without one', () => {
    expect(durationInWords(36)).toBe('3 Jahre');
    expect(durationInWords(42)).toBe('3,5 Jahre');
    expect(durationInWords(12)).toBe('1 Jahr');
    expect(durationInWords(6)).toBe('6 Monate');
    expect(durationInWords(null)).toBe('Keine Angabe');
  });

  it('names the kinds and keeps an unknown one as written', () => {
    expect(kindInWords('dual')).toBe('Duale Ausbildung');
    expect(kindInWords('duales-studium')).toBe('Duales Studium');
    expect(kindInWords('Weiterbildung')).toBe('Weiterbildung');
  });

  it('writes the pay range of the listings the German way', () => {
    expect(payRange({ minMonthly: 1050, maxMonthly: 1240 })).toBe('1.050–1.240\u00a0€');
    expect(payRange({ minMonthly: 980, maxMonthly: 980 })).toBe('980\u00a0€');
  });

  it('explains the fit from the strong dimensions the occupation shares with the profile', () => {
    const animalLover = profile({ R: 0.9, S: 0.6, I: 0.2 }, 'RS');
    expect(fitReasons('RS', animalLover)).toEqual([
      'Passt zu deinen Interessen: Praktisch, Sozial.',
      '„Praktisch“ ist bei dir stark ausgeprägt.',
      '„Sozial“ ist bei dir stark ausgeprägt.',
    ]);
    expect(fitReasons('EC', animalLover)).toEqual([
      'Deine stärksten Interessen liegen woanders; hier geht es vor allem um: Unternehmerisch, Ordnend.',
    ]);
  });

  it('asks for the interest check when there are no answers yet', () => {
    expect(fitReasons('RS', undefined)).toEqual([
      'Mach den Interessen-Check, dann zeigen wir dir, wie gut dieser Beruf zu dir passt.',
    ]);
    expect(fitReasons('RS', profile({}, ''))).toHaveLength(1);
  });
});
