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

/** A help line in a situation for human help (issue 38): shown as a link to call or open. */
export const AssistantHelpLine = Type.Object({
  name: Type.String({ description: 'Name des Angebots, z. B. „Nummer gegen Kummer“.' }),
  number: Type.Optional(Type.String({ description: 'Die Nummer, wie man sie spricht.' })),
  href: Type.String({ description: '`tel:`-Link zum Anrufen oder die Adresse des Chats.' }),
  label: Type.String({ description: 'Linktext, auch für Screenreader.' }),
  hours: Type.String({ description: 'Wann und für wen das Angebot da ist.' }),
  url: Type.String({ description: 'Seite der Organisation, von der der Eintrag stammt.' }),
  checked: Type.String({ description: 'Tag, an dem der Eintrag zuletzt verglichen wurde.' }),
});

export const AssistantHelp = Type.Object({
  situation: Type.Union(
    [
      Type.Literal('suicide'),
      Type.Literal('sexual'),
      Type.Literal('violence'),
      Type.Literal('bullying'),
      Type.Literal('eating'),
      Type.Literal('despair'),
    ],
    { description: 'Die erkannte Lage, in der Menschen helfen sollten.' },
  ),
  lines: Type.Array(AssistantHelpLine),
  withAnswer: Type.Optional(
    Type.Literal(true, {
      description:
        'Die Prüfung war unsicher: Die Hilfsangebote stehen über der Antwort zur Frage, statt sie zu ersetzen.',
    }),
  ),
});

export const AskAnswer = Type.Object({
  answer: Type.String(),
  sources: Type.Array(AssistantSource),
  mode: Type.Union([Type.Literal('catalogue'), Type.Literal('llm')]),
  help: Type.Optional(AssistantHelp),
});
