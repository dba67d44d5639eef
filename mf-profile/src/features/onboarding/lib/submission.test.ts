import type { OnboardingQuestion } from '@kompass/shared';
import { describe, expect, it } from 'vitest';
import { planSubmission } from './submission';

const question = (settings_key: string): OnboardingQuestion => ({
  id: settings_key,
  question: `Frage zu ${settings_key}`,
  answers: ['A', 'B', 'C'],
  answerDimensions: ['', '', ''],
  settings_key,
  position: 1,
});

describe('planSubmission', () => {
  it('saves one setting per question in order, then completes and creates the profile', () => {
    expect(planSubmission([question('a'), question('b'), question('c')], [2, null, 0])).toEqual([
      { kind: 'setting', setting: { key: 'a', value: '2' } },
      { kind: 'setting', setting: { key: 'b', value: null } },
      { kind: 'setting', setting: { key: 'c', value: '0' } },
      { kind: 'setting', setting: { key: 'onboarding_completed', value: 'true' } },
      { kind: 'createProfile' },
    ]);
  });

  it('sends a question without an answer as skipped', () => {
    expect(planSubmission([question('a')], [])[0]).toEqual({
      kind: 'setting',
      setting: { key: 'a', value: null },
    });
  });
});
