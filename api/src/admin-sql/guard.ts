import sqlParser from 'node-sql-parser';
import { scanStatement } from './lexer.ts';

/**
 * Layer 1 of the admin SQL endpoints (DESIGN §5): decides from the statement's syntax tree
 * whether it may run at all. Everything not positively known to be harmless is refused: unknown
 * node kinds, tables outside the eight admin tables, functions outside a short list, casts to
 * other types. Layers 2–4 (database role, single-statement protocol, audit) do not rely on it.
 */

export type Endpoint = 'sql' | 'dml';

export type GuardResult = { ok: true; statement: string } | { ok: false; reason: string };

/** The tables the admin pages work on (DESIGN §6); nothing else is reachable. */
export const ADMIN_TABLES: ReadonlySet<string> = new Set([
  'company',
  'job',
  'course',
  'users',
  'company_jobs',
  'company_courses',
  'company_follow',
  'company_rating',
]);

/** The columns of `users` that may change; the id ties a user to credentials and sessions. */
const UPDATABLE_USER_COLUMNS: ReadonlySet<string> = new Set(['username', 'name', 'email', 'role']);

/**
 * Functions a statement may call: aggregates, text and number helpers. None of them reads files,
 * settings or other tables, sleeps or has side effects. NOT, EXISTS and ANY are listed because
 * the parser represents these keywords as function calls.
 */
const ALLOWED_FUNCTIONS: ReadonlySet<string> = new Set([
  'count',
  'sum',
  'avg',
  'min',
  'max',
  'lower',
  'upper',
  'trim',
  'btrim',
  'ltrim',
  'rtrim',
  'length',
  'char_length',
  'substr',
  'replace',
  'left',
  'right',
  'concat',
  'concat_ws',
  'coalesce',
  'nullif',
  'greatest',
  'least',
  'round',
  'abs',
  'ceil',
  'floor',
  'now',
  'current_date',
  'current_timestamp',
  'gen_random_uuid',
  'row_number',
  'rank',
  'dense_rank',
  'not',
  'exists',
  'any',
]);

/** Types a value may be cast to: plain data types, no reg* lookups or other catalog types. */
const ALLOWED_CASTS: ReadonlySet<string> = new Set([
  'text',
  'varchar',
  'character varying',
  'char',
  'character',
  'int',
  'integer',
  'int2',
  'int4',
  'int8',
  'smallint',
  'bigint',
  'numeric',
  'decimal',
  'real',
  'double precision',
  'float',
  'float4',
  'float8',
  'boolean',
  'bool',
  'uuid',
  'date',
  'time',
  'timestamp',
  'timestamptz',
  'interval',
]);

/**
 * Kinds of syntax-tree nodes (their `type`) the guard understands. A node of any other kind is
 * refused, so a construct the guard was not written for cannot slip through unchecked.
 */
const KNOWN_NODE_TYPES: ReadonlySet<string> = new Set([
  'expr',
  'expr_list',
  'column_ref',
  'default',
  'origin',
  'star',
  'number',
  'single_quote_string',
  'double_quote_string',
  'bool',
  'null',
  'binary_expr',
  'unary_expr',
  'case',
  'when',
  'else',
  'function',
  'aggr_func',
  'window_func',
  'window',
  'cast',
  'extract',
  'interval',
  'array',
  'values',
  'conflict',
  'column',
  // Sort directions and DISTINCT are stored in `type` too.
  'ASC',
  'DESC',
  'DISTINCT',
  'DISTINCT ON',
]);

const STATEMENT_TYPES: ReadonlySet<string> = new Set(['select', 'insert', 'update', 'delete']);

/** Bookkeeping the parser adds to subqueries: plain strings, no syntax. */
const SKIPPED_KEYS: ReadonlySet<string> = new Set(['tableList', 'columnList', 'loc']);

const tableList = [...ADMIN_TABLES].join(', ');

export const reasons = {
  unreadable: (where = '') =>
    `Die Anweisung konnte nicht gelesen werden${where}. Erlaubt sind einfache SELECT-, INSERT-, UPDATE- und DELETE-Anweisungen ohne datenbankspezifische Sondersyntax.`,
  oneStatement: 'Bitte genau eine Anweisung senden.',
  selectOnly:
    'Nur SELECT-Anweisungen sind hier erlaubt. Änderungen gehen über /admin/database/dml.',
  dmlOnly:
    'Hier sind nur INSERT-, UPDATE- und DELETE-Anweisungen erlaubt. Abfragen gehen über /admin/database/sql.',
  nestedSelectOnly: 'Innerhalb einer Anweisung sind nur SELECT-Abfragen erlaubt.',
  selectInto: 'SELECT … INTO ist nicht erlaubt: Abfragen dürfen keine Tabellen anlegen.',
  locking: 'Sperrklauseln wie FOR UPDATE oder FOR SHARE sind nicht erlaubt.',
  returning:
    'RETURNING wird nicht unterstützt: dieser Endpunkt liefert nur die Anzahl der betroffenen Zeilen.',
  recursive: 'Rekursive Abfragen (WITH RECURSIVE) sind nicht erlaubt.',
  parameters: 'Parameter und Variablen sind nicht erlaubt.',
  table: (name: string) =>
    `Die Tabelle „${name}“ ist nicht freigegeben. Erlaubt sind nur: ${tableList}.`,
  schema: (name: string) =>
    `Das Schema „${name}“ ist nicht freigegeben. Tabellen werden ohne Schema oder mit „public“ angegeben.`,
  functionName: (name: string) => `Die Funktion „${name}“ ist nicht erlaubt.`,
  qualifiedFunction: (name: string) =>
    `Die Funktion „${name}“ ist nicht erlaubt: Funktionen werden ohne Schema angegeben.`,
  cast: (name: string) => `Die Umwandlung in den Typ „${name}“ ist nicht erlaubt.`,
  userColumn: (name: string) =>
    `Die Spalte „${name}“ der Tabelle „users“ darf nicht geändert werden. Änderbar sind username, name, email und role.`,
  cteCase: (name: string) => `Bitte schreibe den WITH-Namen „${name}“ überall in Kleinbuchstaben.`,
  unsupported: (kind: string) =>
    `Dieser Teil der Anweisung wird hier nicht unterstützt („${kind}“).`,
};

/** First keywords that are never allowed, with the reason the admin reads. */
const forbiddenKeywords = new Map<string, string>();
function forbid(keywords: string[], reason: string) {
  for (const keyword of keywords) forbiddenKeywords.set(keyword, reason);
}
forbid(
  ['create', 'alter', 'drop', 'truncate', 'comment', 'reindex', 'cluster', 'vacuum', 'analyze'],
  'Befehle wie CREATE, ALTER, DROP oder TRUNCATE sind nicht erlaubt: das Datenbankschema bleibt unverändert.',
);
forbid(['refresh', 'security', 'import', 'reassign'], reasons.unsupported('Schemabefehl'));
forbid(
  ['grant', 'revoke'],
  'Rechte dürfen hier weder vergeben noch entzogen werden (GRANT/REVOKE).',
);
forbid(
  ['set', 'reset', 'show', 'discard'],
  'Einstellungen (SET, RESET, SHOW) dürfen hier weder gelesen noch geändert werden.',
);
forbid(
  ['begin', 'start', 'commit', 'end', 'rollback', 'abort', 'savepoint', 'release'],
  'Transaktionsbefehle (BEGIN, COMMIT, ROLLBACK …) sind nicht erlaubt: jede Anweisung läuft in einer eigenen Transaktion.',
);
forbid(['copy'], 'COPY ist nicht erlaubt: Daten werden hier nicht im- oder exportiert.');
forbid(['do', 'call'], 'Code-Blöcke und Prozeduren (DO, CALL) sind nicht erlaubt.');
forbid(['explain'], 'EXPLAIN ist hier nicht erlaubt.');
forbid(['listen', 'notify', 'unlisten'], 'LISTEN und NOTIFY sind nicht erlaubt.');
forbid(['lock'], 'LOCK ist nicht erlaubt.');
forbid(
  ['prepare', 'execute', 'deallocate', 'declare', 'fetch', 'move', 'close'],
  'Vorbereitete Anweisungen und Cursor (PREPARE, EXECUTE, DECLARE …) sind nicht erlaubt.',
);
forbid(['load', 'checkpoint'], reasons.unsupported('Serverbefehl'));
forbid(['merge'], 'MERGE wird nicht unterstützt. Bitte INSERT, UPDATE oder DELETE verwenden.');

const dmlKeywords = new Set(['insert', 'update', 'delete']);

/** A clear reason from the statement's first keyword, before the parser has its say. */
function checkLeadingKeyword(endpoint: Endpoint, code: string): string | null {
  const keyword = /^[\s(]*([a-z_]+)/i.exec(code)?.[1]?.toLowerCase();
  if (keyword === undefined) return reasons.unreadable();
  if (keyword === 'with') return null;
  if (endpoint === 'sql' && keyword === 'select') return null;
  if (endpoint === 'dml' && dmlKeywords.has(keyword)) return null;
  return (
    forbiddenKeywords.get(keyword) ?? (endpoint === 'sql' ? reasons.selectOnly : reasons.dmlOnly)
  );
}

class Rejection extends Error {}

function reject(reason: string): never {
  throw new Rejection(reason);
}

type AstNode = Record<string, unknown>;

/** WITH names in scope, in lower case, each with whether it was written in lower case. */
type Ctes = ReadonlyMap<string, boolean>;

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (isNode(value) && typeof value.value === 'string') return value.value;
  return undefined;
}

function checkTable(node: AstNode, ctes: Ctes) {
  const name = text(node.table);
  if (name === undefined) reject(reasons.unsupported('Tabellenangabe'));
  const qualifiers = [node.db, node.schema]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .map((part) => text(part) ?? reject(reasons.unsupported('Tabellenangabe')));
  if (qualifiers.length > 1) reject(reasons.schema(qualifiers.join('.')));
  const schema = qualifiers[0];
  if (schema !== undefined && schema.toLowerCase() !== 'public') reject(reasons.schema(schema));
  const lower = name.toLowerCase();
  if (schema === undefined && ctes.has(lower)) {
    // The parser drops the quotes: `WITH "Sessions" AS (…) SELECT * FROM Sessions` reads the
    // real table sessions. Only a name written in lower case means the same to both.
    if (name !== lower || !ctes.get(lower)) reject(reasons.cteCase(name));
    return;
  }
  // Unquoted names are folded to lower case by PostgreSQL; a quoted "Users" names no table.
  if (!ADMIN_TABLES.has(lower)) reject(reasons.table(name));
}

function functionName(node: AstNode): string {
  const name = node.name;
  if (typeof name === 'string') return name;
  if (!isNode(name) || !Array.isArray(name.name)) reject(reasons.unsupported('Funktionsaufruf'));
  const parts = name.name.map((part) => text(part) ?? reject(reasons.unsupported('Funktionsname')));
  const schema = name.schema === undefined || name.schema === null ? undefined : text(name.schema);
  if (schema !== undefined || parts.length !== 1) {
    reject(reasons.qualifiedFunction([schema, ...parts].filter(Boolean).join('.')));
  }
  return parts[0]!;
}

function checkCast(node: AstNode) {
  const targets = Array.isArray(node.target) ? node.target : [node.target];
  for (const target of targets) {
    const dataType = isNode(target) ? text(target.dataType) : undefined;
    if (dataType === undefined) reject(reasons.unsupported('Typumwandlung'));
    if (!ALLOWED_CASTS.has(dataType.toLowerCase())) reject(reasons.cast(dataType));
  }
}

/** The column an UPDATE's SET item or INSERT column list entry names. */
function columnName(node: unknown): string {
  if (isNode(node) && node.type === 'column_ref') {
    const column = node.column;
    const name = isNode(column) ? text(column.expr) : text(column);
    if (name !== undefined) return name;
  }
  return text(node) ?? reject(reasons.unsupported('Spaltenangabe'));
}

function checkUserColumns(table: string | undefined, set: unknown) {
  if (table?.toLowerCase() !== 'users' || !Array.isArray(set)) return;
  for (const item of set) {
    const column = columnName(item);
    if (!UPDATABLE_USER_COLUMNS.has(column.toLowerCase())) reject(reasons.userColumn(column));
  }
}

/** The name of a statement's target table (INSERT INTO x, UPDATE x). */
function targetTable(node: AstNode): string | undefined {
  const tables = Array.isArray(node.table) ? node.table : [node.table];
  return isNode(tables[0]) ? text(tables[0].table) : undefined;
}

/** Walks any node; `ctes` are the WITH names visible at this point. */
function visit(node: unknown, ctes: Ctes): void {
  if (Array.isArray(node)) {
    for (const item of node) visit(item, ctes);
    return;
  }
  if (!isNode(node)) return;
  const type = typeof node.type === 'string' ? node.type : undefined;

  if (type !== undefined && STATEMENT_TYPES.has(type)) {
    // Subqueries, CTE bodies and the parts of UNION/INTERSECT/EXCEPT.
    if (type !== 'select') reject(reasons.nestedSelectOnly);
    visitStatement(node, ctes);
    return;
  }
  if (
    type === 'var' &&
    placeholdersAllowed &&
    node.prefix === '$' &&
    typeof node.name === 'number' &&
    Array.isArray(node.members) &&
    node.members.length === 0
  ) {
    // A bound parameter; the lexer has already matched its number against the values sent.
    return;
  }
  if (type === 'param' || type === 'var') reject(reasons.parameters);
  if (type !== undefined && !KNOWN_NODE_TYPES.has(type)) reject(reasons.unsupported(type));

  // Table references in FROM, JOIN, INSERT INTO, UPDATE and DELETE; column references carry
  // a `table` too, but that is only an alias or a name already in FROM.
  if ('table' in node && node.table !== null && !Array.isArray(node.table)) {
    if (type !== 'column_ref') checkTable(node, ctes);
  }

  switch (type) {
    case 'function':
    case 'aggr_func':
    case 'window_func': {
      const name = functionName(node);
      if (!ALLOWED_FUNCTIONS.has(name.toLowerCase())) reject(reasons.functionName(name));
      break;
    }
    case 'cast':
      checkCast(node);
      break;
    case 'column_ref': {
      const schema = text(node.schema);
      if (schema !== undefined && schema.toLowerCase() !== 'public') reject(reasons.schema(schema));
      break;
    }
    case 'origin':
      // Keywords such as BOTH, FROM, NOTHING or CURRENT_DATE; never free text.
      if (!/^[a-z_ ]*$/i.test(text(node) ?? '')) reject(reasons.unsupported('Schlüsselwort'));
      break;
  }

  for (const [key, value] of Object.entries(node)) {
    if (!SKIPPED_KEYS.has(key)) visit(value, ctes);
  }
}

/** A SELECT, INSERT, UPDATE or DELETE node with its WITH list, at the top or nested. */
function visitStatement(node: AstNode, outer: Ctes) {
  const ctes = new Map(outer);
  if (Array.isArray(node.with)) {
    for (const cte of node.with as unknown[]) {
      if (!isNode(cte)) reject(reasons.unsupported('WITH'));
      if (cte.recursive) reject(reasons.recursive);
      const name = text(cte.name);
      if (name === undefined) reject(reasons.unsupported('WITH'));
      // A CTE's body sees only the CTEs before it; its own name would mean a real table.
      for (const [key, value] of Object.entries(cte)) {
        if (key !== 'name') visit(value, new Map(ctes));
      }
      ctes.set(name.toLowerCase(), name === name.toLowerCase());
    }
  } else if (node.with !== null && node.with !== undefined) {
    reject(reasons.unsupported('WITH'));
  }

  const into = node.into;
  if (isNode(into) && (into.expr || into.position || into.type)) reject(reasons.selectInto);
  if (node.locking_read || node.for_update || node.lock) reject(reasons.locking);
  if (node.returning) reject(reasons.returning);

  if (node.type === 'insert' || node.type === 'update' || node.type === 'delete') {
    // The target of a change is always a real table, even when a CTE has the same name.
    const targets = [node.table, node.type === 'delete' ? node.from : []].flat();
    for (const target of targets) {
      if (isNode(target)) checkTable(target, new Map());
    }
  }
  if (node.type === 'update') checkUserColumns(targetTable(node), node.set);
  if (node.type === 'insert' && isNode(node.conflict)) {
    const action = isNode(node.conflict.action) ? node.conflict.action.expr : undefined;
    if (isNode(action) && action.type === 'update') {
      // ON CONFLICT … DO UPDATE: an UPDATE of the insert's table, checked like one.
      checkUserColumns(targetTable(node), action.set);
      visit(action.set, ctes);
      visit(action.where, ctes);
      visit(node.conflict.target, ctes);
    } else {
      visit(node.conflict, ctes);
    }
  }

  for (const [key, value] of Object.entries(node)) {
    if (key === 'with' || key === 'type' || key === 'conflict' || SKIPPED_KEYS.has(key)) continue;
    visit(value, ctes);
  }
}

const parser = new sqlParser.Parser();

/** Set while one statement with bound parameters is walked (the walk is synchronous). */
let placeholdersAllowed = false;

/** `$1…$n` must each appear for n values: PostgreSQL cannot type a parameter it never sees. */
function placeholderReason(used: number[], count: number): string | null {
  if (used.length === count && used.every((number, index) => number === index + 1)) return null;
  return count === 0
    ? 'Ohne Parameter darf die Anweisung keine Platzhalter ($1, $2, …) enthalten.'
    : `Die Platzhalter müssen genau $1 bis $${count} sein, passend zu den ${count} gesendeten Parametern.`;
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
  if (endpoint === 'dml' && !dmlKeywords.has(kind)) {
    return { ok: false, reason: reasons.dmlOnly };
  }
  try {
    placeholdersAllowed = withParameters;
    visitStatement(root, new Map());
  } catch (error) {
    // Anything but a reasoned rejection (a tree too deep to walk, a shape the walker did not
    // expect) still refuses the statement: the guard fails closed.
    return { ok: false, reason: error instanceof Rejection ? error.message : reasons.unreadable() };
  } finally {
    placeholdersAllowed = false;
  }
  return { ok: true, statement };
}
