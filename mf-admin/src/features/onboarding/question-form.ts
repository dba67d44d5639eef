import type { OnboardingQuestion } from '@kompass/shared';
import type { NewOnboardingQuestion } from '../../api/create-onboarding-question';
import { codeOf, wordsOf } from '../../lib/interest-words';
import { adminTexts } from '../../texts';

export const questionFields = [
  { name: 'question', label: adminTexts.question },
  { name: 'answers', label: adminTexts.answers, hint: adminTexts.answersHint, multiline: true },
  { name: 'settings_key', label: adminTexts.settingsKey, hint: adminTexts.settingsKeyHint },
] as const;

const SNAKE_CASE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

/** One answer per line; blank lines do not count. */
export const answersOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * An answer line: its text and, after the last '|', the interests it speaks for in words
 * ('Etwas bauen | Praktisch, Forschend').
 */
function parseLine(line: string): { answer: string; dimensions: string } | { problem: string } {
  const bar = line.lastIndexOf('|');
  if (bar < 0) return { answer: line, dimensions: '' };
  const parsed = codeOf(line.slice(bar + 1));
  if ('problem' in parsed) return parsed;
  return { answer: line.slice(0, bar).trim(), dimensions: parsed.code };
}

/** Two or more answers, known interest words and a snake_case key (at most 64 characters). */
export function questionProblem(values: Record<string, string>): string | null {
  const lines = answersOf(values.answers ?? '');
  if (lines.length < 2) return adminTexts.answersTooFew;
  for (const line of lines) {
    const parsed = parseLine(line);
    if ('problem' in parsed) return parsed.problem;
    if (parsed.answer === '') return adminTexts.answersTooFew;
  }
  const key = values.settings_key ?? '';
  if (!SNAKE_CASE.test(key) || key.length > 64) return adminTexts.settingsKeyInvalid;
  return null;
}

export function toNewQuestion(values: Record<string, string>): NewOnboardingQuestion {
  const parsed = answersOf(values.answers ?? '').map(parseLine);
  return {
    question: values.question ?? '',
    answers: parsed.map((line) => ('answer' in line ? line.answer : '')),
    answerDimensions: parsed.map((line) => ('dimensions' in line ? line.dimensions : '')),
    settings_key: values.settings_key ?? '',
  };
}

export function formValues(question: OnboardingQuestion): Record<string, string> {
  return {
    question: question.question,
    answers: question.answers
      .map((answer, index) => {
        const words = wordsOf(question.answerDimensions?.[index] ?? '');
        return words ? `${answer} | ${words}` : answer;
      })
      .join('\n'),
    settings_key: question.settings_key,
  };
}
