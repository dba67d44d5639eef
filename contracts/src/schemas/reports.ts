import { Type, type Static } from 'typebox';
import { Message } from './chats.ts';

/** Why a chat is reported: fixed choices the admin can sort by, plus optional free text. */
export const reportReasons = ['harassment', 'sexual', 'threat', 'spam', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

/** The longest free text a report may carry. */
export const MAX_REPORT_DETAILS = 1000;

/** How many of the chat's last messages a report keeps as evidence. */
export const REPORT_EVIDENCE = 20;

export const ReportReason = Type.Unsafe<ReportReason>({
  type: 'string',
  enum: [...reportReasons],
  title: 'reason',
  errorMessage: 'Der Grund muss „harassment“, „sexual“, „threat“, „spam“ oder „other“ sein.',
});

export const NewReport = Type.Object({
  chatId: Type.String({
    format: 'uuid',
    title: 'chatId',
    errorMessage: { format: '„chatId“ ist keine gültige Chat-ID.' },
  }),
  reason: ReportReason,
  details: Type.Optional(
    Type.String({
      title: 'Beschreibung',
      maxLength: MAX_REPORT_DETAILS,
      errorMessage: {
        maxLength: `Die Beschreibung darf höchstens ${MAX_REPORT_DETAILS} Zeichen lang sein.`,
      },
    }),
  ),
});
export type NewReport = Static<typeof NewReport>;

const Person = Type.Object({
  /** Null once the account is deleted; the username stays as it was. */
  id: Type.Union([Type.String(), Type.Null()]),
  username: Type.String(),
});

/** One message of the evidence, as it was when the report was made. */
export const EvidenceMessage = Type.Object({
  ...Message.properties,
  senderUsername: Type.String(),
});

export const Report = Type.Object({
  id: Type.String(),
  /** Null once the chat is deleted; the evidence stays. */
  chatId: Type.Union([Type.String(), Type.Null()]),
  reporter: Person,
  reported: Person,
  reason: ReportReason,
  details: Type.String(),
  /** Epoch milliseconds. */
  createdAt: Type.Number(),
  resolvedAt: Type.Union([Type.Number(), Type.Null()]),
  /** The chat's last messages (at most 20), oldest first. */
  messages: Type.Array(EvidenceMessage),
});
export type Report = Static<typeof Report>;

export const ReportsQuery = Type.Object({
  status: Type.Optional(
    Type.Unsafe<'open' | 'resolved' | 'all'>({
      type: 'string',
      enum: ['open', 'resolved', 'all'],
      default: 'open',
      title: 'status',
      errorMessage: 'Der Status muss „open“, „resolved“ oder „all“ sein.',
    }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
