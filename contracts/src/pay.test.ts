import { describe, expect, it } from 'vitest';
import { isPartTime, isTrainingAllowance, monthlyPay } from './pay.ts';

describe('pay rules', () => {
  it('knows apprenticeships and dual study as training allowances, whatever the case', () => {
    expect(isTrainingAllowance('Ausbildung')).toBe(true);
    expect(isTrainingAllowance(' duales Studium ')).toBe(true);
    expect(isTrainingAllowance('Vollzeit')).toBe(false);
    expect(isTrainingAllowance('Teilzeit')).toBe(false);
  });

  it('tells part-time posts apart', () => {
    expect(isPartTime('Teilzeit')).toBe(true);
    expect(isPartTime('Vollzeit')).toBe(false);
    expect(isPartTime('Ausbildung')).toBe(false);
  });

  it('turns a yearly amount into whole euros a month', () => {
    expect(monthlyPay(14_500)).toBe(1208);
    expect(monthlyPay(14_400)).toBe(1200);
  });
});
