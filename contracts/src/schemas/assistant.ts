import { Type, type Static } from 'typebox';

/** 'Frag unsere KI' (issue 24): a question, a few earlier turns, an answer with its sources. */

export const MAX_QUESTION_LENGTH = 500;
export const MAX_HISTORY_TURNS = 6;

export const AskBody = Type.Object({
  question: Type.String({
    title: 'Frage',
    minLength: 1,
    maxLength: MAX_QUESTION_LENGTH,
    errorMessage: {
      minLength: 'Bitte gib eine Frage ein.',
      maxLength: `Die Frage darf höchstens ${MAX_QUESTION_LENGTH} Zeichen lang sein.`,
    },
  }),
  history: Type.Optional(
    Type.Array(
      Type.Object({
        role: Type.Enum(['user', 'assistant'], {
          title: 'role',
          errorMessage: 'Die Rolle muss „user“ oder „assistant“ sein.',
        }),
        content: Type.String({ title: 'Inhalt', maxLength: 4000 }),
      }),
      {
        title: 'Verlauf',
        maxItems: MAX_HISTORY_TURNS,
        errorMessage: {
          maxItems: `Der Verlauf darf höchstens ${MAX_HISTORY_TURNS} frühere Beiträge enthalten.`,
        },
      },
    ),
  ),
});
export type AskBody = Static<typeof AskBody>;

export const AssistantSource = Type.Object({
  entityType: Type.Union([
    Type.Literal('job'),
    Type.Literal('company'),
    Type.Literal('course'),
    Type.Literal('tip'),
  ]),
  entityId: Type.String(),
  title: Type.String(),
});

export const AskAnswer = Type.Object({
  answer: Type.String(),
  sources: Type.Array(AssistantSource),
  mode: Type.Union([Type.Literal('catalogue'), Type.Literal('llm')]),
});
