import { Type, type Static } from 'typebox';

export const AUDIT_PAGE_SIZE = 50;

export const AuditOutcome = Type.Union(
  [Type.Literal('ok'), Type.Literal('rejected'), Type.Literal('failed')],
  {
    description: 'ok: ausgeführt; rejected: vorher abgelehnt; failed: von der Datenbank abgelehnt.',
  },
);
export type AuditOutcome = Static<typeof AuditOutcome>;

export const AuditQuery = Type.Object({
  outcome: Type.Optional(AuditOutcome),
  before: Type.Optional(
    Type.Integer({
      minimum: 1,
      description: 'Nur Einträge, die älter sind als dieser (Blättern).',
    }),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: AUDIT_PAGE_SIZE })),
});

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  endpoint: Type.Union([Type.Literal('sql'), Type.Literal('dml')]),
  statement: Type.String(),
  params: Type.Union([Type.Array(Type.Unknown()), Type.Null()]),
  outcome: AuditOutcome,
  detail: Type.Union([Type.String(), Type.Null()]),
  rowCount: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditPage = Type.Object({
  content: Type.Array(AuditEntry, { description: 'Neueste zuerst.' }),
  next: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Wert für `before`, um die nächste Seite zu laden; null am Ende.',
  }),
});
export type AuditPage = Static<typeof AuditPage>;
