import { interestCodeInWords } from '@kompass/shared';
import { adminTexts } from '../texts';

/**
 * The RIASEC letters in the words admins read and write ('Praktisch, Forschend' ↔ 'RI'): the
 * admin pages never show the letters.
 */
const letters = ['R', 'I', 'A', 'S', 'E', 'C'] as const;

/** 'RI' → 'Praktisch, Forschend'; '' (or none, from an older server) → ''. */
export function wordsOf(code: string | undefined): string {
  return interestCodeInWords(code ?? '');
}

/**
 * 'Praktisch, forschend' → 'RI' (case and spaces do not matter, at most three, none twice);
 * '' for no words. `problem` says in German what is wrong.
 */
export function codeOf(text: string): { code: string } | { problem: string } {
  const words = text
    .split(/[,;]|\bund\b/)
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word !== '');
  let code = '';
  for (const word of words) {
    const letter = letters.find(
      (candidate) => adminTexts.interestWords[candidate].toLowerCase() === word,
    );
    if (!letter) return { problem: adminTexts.interestUnknown(word) };
    if (code.includes(letter)) return { problem: adminTexts.interestTwice(word) };
    code += letter;
  }
  if (code.length > 3) return { problem: adminTexts.interestTooMany };
  return { code };
}
