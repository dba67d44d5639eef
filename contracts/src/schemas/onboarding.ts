import { Type, type Static } from 'typebox';
import { SettingKey } from './settings.ts';

export const Question = Type.Object({
  id: Type.String(),
  question: Type.String(),
  answers: Type.Array(Type.String()),
  /** Parallel to `answers`: the RIASEC letters each answer speaks for ('' for none). */
  answerDimensions: Type.Array(Type.String()),
  settings_key: Type.String(),
  position: Type.Integer({ description: 'Die Reihenfolge: kleinere Werte kommen zuerst.' }),
});
export type Question = Static<typeof Question>;

const Position = Type.Integer({
  minimum: 1,
  maximum: 2_147_483_647,
  description:
    'Optional: die Stelle in der Reihenfolge, z. B. die der gelöschten Frage, wenn eine Frage durch Löschen und Neuanlegen bearbeitet wird. Ohne Angabe kommt die Frage ans Ende.',
});

export const NewQuestion = Type.Object({
  question: Type.String({ title: 'question', minLength: 1, maxLength: 500 }),
  answers: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
    title: 'answers',
    minItems: 1,
    maxItems: 8,
  }),
  answerDimensions: Type.Optional(
    Type.Array(
      Type.String({
        pattern: '^(?!.*(.).*\\1)[RIASEC]{0,3}$',
        errorMessage:
          'Jede Antwort spricht für 0 bis 3 verschiedene Interessen (Buchstaben R, I, A, S, E, C).',
      }),
      {
        title: 'answerDimensions',
        maxItems: 8,
        description:
          'Optional, parallel zu answers: für welche Interessen (RIASEC) jede Antwort spricht, z. B. "RI" oder "" für keine.',
      },
    ),
  ),
  settings_key: Type.String({ ...SettingKey, title: 'settings_key' }),
  position: Type.Optional(Position),
});
export type NewQuestion = Static<typeof NewQuestion>;
