import { reasons } from './messages.ts';
import {
  ADMIN_TABLES,
  ALLOWED_CASTS,
  ALLOWED_FUNCTIONS,
  KNOWN_NODE_TYPES,
  STATEMENT_TYPES,
  UPDATABLE_USER_COLUMNS,
} from './policy.ts';

/**
 * Walks the syntax tree of one parsed statement and refuses (throws `Rejection`) at the first
 * node the policy does not allow: tables, functions, casts, node kinds, WITH names and the
 * clauses the endpoints never run.
 */

/** Bookkeeping the parser adds to subqueries: plain strings, no syntax. */
const SKIPPED_KEYS: ReadonlySet<string> = new Set(['tableList', 'columnList', 'loc']);

export class Rejection extends Error {}

function reject(reason: string): never {
  throw new Rejection(reason);
}

export type AstNode = Record<string, unknown>;

/** WITH names in scope, in lower case, each with whether it was written in lower case. */
type Ctes = ReadonlyMap<string, boolean>;

export function isNode(value: unknown): value is AstNode {
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

/** Set while one statement with bound parameters is walked (the walk is synchronous). */
let placeholdersAllowed = false;

/**
 * Walks a parsed top-level statement; throws `Rejection` with the reason at the first node the
 * policy refuses. `placeholders`: `$1…$n` are bound values here, not refused as parameters.
 */
export function walkStatement(root: AstNode, { placeholders }: { placeholders: boolean }) {
  placeholdersAllowed = placeholders;
  try {
    visitStatement(root, new Map());
  } finally {
    placeholdersAllowed = false;
  }
}
