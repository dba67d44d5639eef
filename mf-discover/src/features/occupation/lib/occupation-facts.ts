import { formatSalary, interestCodeInWords, type InterestProfile } from '@kompass/shared';
import type { OccupationKind } from '../../../api/occupation-types';

/** The range of the listings' first-year pay. */
interface PayRange {
  minMonthly: number;
  maxMonthly: number;
}
import { occupationKindNames } from '../../../texts';
import { occupationTexts } from '../texts';

let wholeNumbers: Intl.NumberFormat | undefined;

/** The kind in words; an unknown kind is shown as the server wrote it. */
export function kindInWords(kind: OccupationKind | string): string {
  return occupationKindNames[kind] ?? kind;
}

/**
 * A duration the way people say it: 36 → '3 Jahre', 42 → '3,5 Jahre', 6 → '6 Monate';
 * null (none known) → 'Keine Angabe'.
 */
export function durationInWords(months: number | null | undefined): string {
  if (months === null || months === undefined || months <= 0) return occupationTexts.noFigure;
  if (months % 6 !== 0 || months < 12) return months === 1 ? '1 Monat' : `${months} Monate`;
  const years = months / 12;
  return years === 1 ? '1 Jahr' : `${String(years).replace('.', ',')} Jahre`;
}

/** Euros a month: 1050 → '1.050 €'. */
export function monthlyEuros(amount: number): string {
  return formatSalary(amount);
}

/** '1.050–1.240 €', or one figure when both ends are the same. */
export function payRange({ minMonthly, maxMonthly }: PayRange): string {
  if (minMonthly === maxMonthly) return formatSalary(minMonthly);
  wholeNumbers ??= new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
  return `${wholeNumbers.format(minMonthly)}–${formatSalary(maxMonthly)}`;
}

type Dimension = keyof InterestProfile['dimensions'];
const isDimension = (letter: string): letter is Dimension => 'RIASEC'.includes(letter);

/**
 * How strong a dimension must be in the user's profile to count as theirs; the server's ranking
 * (api/src/interests/ranking.ts) draws its "Warum?" reasons from the same threshold.
 */
export const STRONG_INTEREST = 0.5;

/**
 * 'Warum es zu dir passt': the occupation's interest dimensions that are strong in the user's
 * profile, in the words of 'Für dich'; without answers a prompt to take the interest check.
 */
export function fitReasons(riasec: string, profile: InterestProfile | undefined): string[] {
  const letters = [...riasec].filter(isDimension);
  const codeInWords = interestCodeInWords;
  if (!profile || profile.code === '' || letters.length === 0) {
    return [occupationTexts.fitNoProfile];
  }
  const shared = letters.filter((letter) => profile.dimensions[letter] >= STRONG_INTEREST);
  if (shared.length === 0) return [occupationTexts.fitPartly(codeInWords(letters.join('')))];
  return [
    occupationTexts.fitShared(codeInWords(shared.join(''))),
    ...shared.slice(0, 2).map((letter) => occupationTexts.fitStrength(codeInWords(letter))),
  ];
}
