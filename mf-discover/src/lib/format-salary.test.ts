import { describe, expect, it } from 'vitest';
import { isTrainingAllowance } from './format-salary';

describe('isTrainingAllowance', () => {
  it('is true for apprenticeships and dual study, whatever the case', () => {
    expect(isTrainingAllowance('Ausbildung')).toBe(true);
    expect(isTrainingAllowance(' duales Studium ')).toBe(true);
    expect(isTrainingAllowance('Vollzeit')).toBe(false);
    expect(isTrainingAllowance('Teilzeit')).toBe(false);
  });
});
