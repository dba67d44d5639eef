import { Type } from 'typebox';
import { errors } from './common.ts';

/** Rows an admin query may return; more is refused instead of silently cut off. */
export const MAX_ROWS = 10_000;

/** Longest statement accepted, in characters. */
export const MAX_STATEMENT_LENGTH = 20_000;

export const Statement = Type.String({
  title: 'SQL-Anweisung',
  description: `Genau eine SQL-Anweisung als Klartext (text/plain), höchstens ${MAX_STATEMENT_LENGTH.toLocaleString('de-DE')} Zeichen. Erreichbar sind nur die Tabellen company, job, course, users, company_jobs, company_courses, company_follow und company_rating.`,
});

/** Most values one statement may bind; the admin pages need a dozen at most. */
export const MAX_PARAMS = 100;

export type Parameter = string | number | boolean | null;

const Parameter = Type.Union([
  Type.String({ maxLength: MAX_STATEMENT_LENGTH }),
  Type.Number(),
  Type.Boolean(),
  Type.Null(),
]);

const BoundStatement = Type.Object(
  {
    sql: Statement,
    params: Type.Array(Parameter, {
      maxItems: MAX_PARAMS,
      description: `Die Werte für die Platzhalter $1 bis $n, in dieser Reihenfolge (höchstens ${MAX_PARAMS}). Sie werden gebunden, nie in den Text eingesetzt.`,
    }),
  },
  {
    additionalProperties: false,
    description:
      'Als application/json: eine Anweisung mit Platzhaltern $1…$n und die Werte dazu. Wächter, Datenbankrolle, Zeitlimit und Protokoll gelten genauso.',
  },
);

/** A statement as text/plain, or as JSON `{ sql, params }` with bound values. */
export const StatementBody = Type.Union([Statement, BoundStatement]);
export type StatementBody = string | { sql: string; params: Parameter[] };

export const Rows = Type.Array(Type.Record(Type.String(), Type.Unknown()), {
  description: `Die Zeilen, wie die Datenbank sie liefert (höchstens ${MAX_ROWS.toLocaleString('de-DE')}).`,
});

export const DmlResult = Type.Object({
  status: Type.Literal('ok'),
  rowCount: Type.Integer({
    description: 'Anzahl der eingefügten, geänderten oder gelöschten Zeilen.',
  }),
});

export const statementErrors = errors(400, 401, 403, 413, 415, 429);
