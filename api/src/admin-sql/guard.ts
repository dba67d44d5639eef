import sqlParser from 'node-sql-parser';
import { scanStatement } from './lexer.ts';
import { forbiddenKeywords, reasons } from './messages.ts';
import { DML_STATEMENTS } from './policy.ts';
import { isNode, Rejection, walkStatement } from './tree-walker.ts';

/**
 * Layer 1 of the admin SQL endpoints (docs/product.md#admin-database-endpoints): decides from the
 * statement's syntax tree whether it may run at all. Everything not positively known to be harmless
 * is refused: unknown node kinds, tables outside the eight admin tables, functions outside a short
 * list, casts to other types. Layers 2–4 (database role, single-statement protocol, audit) do not
 * rely on it.
 *
 * This file reads the statement (first keyword, parse); what is allowed is in `policy.ts`, the
 * German reasons in `messages.ts`, and the walk over the syntax tree in `tree-walker.ts`.
 */

export type Endpoint = 'sql' | 'dml';

export type GuardResult = { ok: true; statement: string } | { ok: false; reason: string };

/** A clear reason from the statement's first keyword, before the parser has its say. */
function checkLeadingKeyword(endpoint: Endpoint, code: string): string | null {
  const keyword = /^[\s(]*([a-z_]+)/i.exec(code)?.[1]?.toLowerCase();
  if (keyword === undefined) return reasons.unreadable();
  if (keyword === 'with') return null;
  if (endpoint === 'sql' && keyword === 'select') return null;
  if (endpoint === 'dml' && DML_STATEMENTS.has(keyword)) return null;
  return (
    forbiddenKeywords.get(keyword) ?? (endpoint === 'sql' ? reasons.selectOnly : reasons.dmlOnly)
  );
}

const parser = new sqlParser.Parser();

/** `$1…$n` must each appear for n values: PostgreSQL cannot type a parameter it never sees. */
function placeholderReason(used: number[], count: number): string | null {
  if (used.length === count && used.every((number, index) => number === index + 1)) return null;
  return count === 0 ? reasons.noPlaceholders : reasons.placeholders(count);
}

/**
 * Checks one statement for an endpoint. On success `statement` is what to execute: the text as
 * sent, with comments and a trailing semicolon blanked out (what the parser checked).
 */
export function checkStatement(
  endpoint: Endpoint,
  sql: string,
  /** The number of bound parameters sent with a JSON body; absent for a text/plain body. */
  parameterCount?: number,
): GuardResult {
  const withParameters = parameterCount !== undefined;
  const scanned = scanStatement(sql, { placeholders: withParameters });
  if (!scanned.ok) return scanned;
  if (withParameters) {
    const reason = placeholderReason(scanned.placeholders, parameterCount);
    if (reason) return { ok: false, reason };
  }
  const statement = scanned.text;

  const keywordReason = checkLeadingKeyword(endpoint, scanned.code);
  if (keywordReason) return { ok: false, reason: keywordReason };
  if (/\bfor\s+(?:no\s+key\s+update|update|key\s+share|share)\b/i.test(scanned.code)) {
    return { ok: false, reason: reasons.locking };
  }

  let ast: unknown;
  try {
    ast = parser.astify(statement, { database: 'Postgresql' });
  } catch (error) {
    // Positions refer to what the admin sent: the lexer kept every character in place.
    const start = (error as { location?: { start?: { line?: unknown; column?: unknown } } })
      .location?.start;
    const where =
      typeof start?.line === 'number' && typeof start.column === 'number'
        ? ` (Zeile ${start.line}, Spalte ${start.column})`
        : '';
    return { ok: false, reason: reasons.unreadable(where) };
  }
  const statements = Array.isArray(ast) ? ast : [ast];
  if (statements.length !== 1) return { ok: false, reason: reasons.oneStatement };
  const root: unknown = statements[0];
  if (!isNode(root) || typeof root.type !== 'string')
    return { ok: false, reason: reasons.unreadable() };

  const kind = root.type;
  if (endpoint === 'sql' && kind !== 'select') return { ok: false, reason: reasons.selectOnly };
  if (endpoint === 'dml' && !DML_STATEMENTS.has(kind)) {
    return { ok: false, reason: reasons.dmlOnly };
  }
  try {
    walkStatement(root, { placeholders: withParameters });
  } catch (error) {
    // Anything but a reasoned rejection (a tree too deep to walk, a shape the walker did not
    // expect) still refuses the statement: the guard fails closed.
    return { ok: false, reason: error instanceof Rejection ? error.message : reasons.unreadable() };
  }
  return { ok: true, statement };
}
