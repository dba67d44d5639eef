import { Type } from 'typebox';
import { Uuid } from './common.ts';

/**
 * Tips and quotes shown on home (docs/product.md#data), read by everyone logged in, written by
 * admins.
 */

const text = (title: string, maxLength: number) => Type.String({ title, minLength: 1, maxLength });

export const hintKinds = ['quotes', 'learning', 'applications'] as const;
export type HintKind = (typeof hintKinds)[number];

export const Quote = Type.Object({ id: Type.String(), quote: Type.String() });
export const LearningTip = Type.Object({
  id: Type.String(),
  emoji: Type.String(),
  title: Type.String(),
  description: Type.String(),
});
export const ApplicationTip = Type.Object({
  id: Type.String(),
  shortTip: Type.String(),
  longTip: Type.String(),
});

/** Per kind: the item as answered and the body that creates one. */
export const hintSchemas = {
  quotes: { item: Quote, body: Type.Object({ quote: text('Zitat', 500) }) },
  learning: {
    item: LearningTip,
    body: Type.Object({
      // An emoji can be several code points (skin tones, families, flags).
      emoji: text('Emoji', 16),
      title: text('Titel', 200),
      description: text('Beschreibung', 2000),
    }),
  },
  applications: {
    item: ApplicationTip,
    body: Type.Object({
      shortTip: text('Kurzer Tipp', 300),
      longTip: text('Ausführlicher Tipp', 3000),
    }),
  },
} satisfies Record<HintKind, unknown>;

/** The most of one kind `GET /hints/all` answers: home's tips, a handful an admin writes. */
export const MAX_HINTS_AT_ONCE = 500;

/** `GET /hints/all`: the three lists home shows, each in the admins' order, in one read. */
export const AllHints = Type.Object({
  quotes: Type.Array(Quote),
  learning: Type.Array(LearningTip),
  applications: Type.Array(ApplicationTip),
});

export const DeleteHintParams = Type.Object({
  // An enum, not a union of literals: Ajv then reports one error that carries this message.
  kind: Type.Enum([...hintKinds], {
    title: 'kind',
    errorMessage: 'Die Art muss „quotes“, „learning“ oder „applications“ sein.',
  }),
  id: Uuid,
});

export const HintIdParams = Type.Object({ id: Uuid });
