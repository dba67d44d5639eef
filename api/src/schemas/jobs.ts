import { Type, type Static } from 'typebox';
import { InterestCode } from './entities.ts';

/** The highest yearly salary accepted, in euros. */
export const MAX_YEARLY_SALARY = 10_000_000;

export const NewJob = Type.Object({
  name: Type.String({ title: 'Name', minLength: 1, maxLength: 200 }),
  description: Type.String({ title: 'Beschreibung', minLength: 1, maxLength: 5000 }),
  location: Type.String({ title: 'Ort', minLength: 1, maxLength: 200 }),
  workType: Type.String({ title: 'Arbeitszeitmodell', minLength: 1, maxLength: 100 }),
  yearlySalary: Type.Number({
    title: 'Jahresgehalt',
    minimum: 0,
    maximum: MAX_YEARLY_SALARY,
    errorMessage: `Das Jahresgehalt muss eine Zahl von 0 bis ${MAX_YEARLY_SALARY.toLocaleString('de-DE')} (Euro) sein.`,
  }),
  imageUrl: Type.Optional(Type.String({ title: 'Bild-URL', maxLength: 2000 })),
  /** Without one, the code is inferred from the job's words (migration 012). */
  interestCode: Type.Optional(InterestCode),
});
export type NewJob = Static<typeof NewJob>;
