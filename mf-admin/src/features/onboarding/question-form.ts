import type { OnboardingQuestion } from '@kompass/shared';
import type { NewOnboardingQuestion } from '../../api/create-onboarding-question';
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

/** Two or more answers and a snake_case key (the server allows at most 64 characters). */
export function questionProblem(values: Record<string, string>): string | null {
  if (answersOf(values.answers ?? '').length < 2) return adminTexts.answersTooFew;
  const key = values.settings_key ?? '';
  if (!SNAKE_CASE.test(key) || key.length > 64) return adminTexts.settingsKeyInvalid;
  return null;
}

export function toNewQuestion(values: Record<string, string>): NewOnboardingQuestion {
  return {
    question: values.question ?? '',
    answers: answersOf(values.answers ?? ''),
    settings_key: values.settings_key ?? '',
  };
}

export function formValues(question: OnboardingQuestion): Record<string, string> {
  return {
    question: question.question,
    answers: question.answers.join('\n'),
    settings_key: question.settings_key,
  };
}
