/**
 * What the admin SQL guard lets through (docs/product.md#admin-database-endpoints, layer 1):
 * tables, columns, functions, casts and syntax-tree node kinds. Everything not listed here is
 * refused.
 */

/** The tables the admin pages work on (docs/product.md#data); nothing else is reachable. */
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
export const UPDATABLE_USER_COLUMNS: ReadonlySet<string> = new Set([
  'username',
  'name',
  'email',
  'role',
]);

/**
 * Functions a statement may call: aggregates, text and number helpers. None of them reads files,
 * settings or other tables, sleeps or has side effects. NOT, EXISTS and ANY are listed because
 * the parser represents these keywords as function calls.
 */
export const ALLOWED_FUNCTIONS: ReadonlySet<string> = new Set([
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
export const ALLOWED_CASTS: ReadonlySet<string> = new Set([
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
export const KNOWN_NODE_TYPES: ReadonlySet<string> = new Set([
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

export const STATEMENT_TYPES: ReadonlySet<string> = new Set([
  'select',
  'insert',
  'update',
  'delete',
]);

/** The statements the DML endpoint runs. */
export const DML_STATEMENTS = new Set<string>(['insert', 'update', 'delete']);
