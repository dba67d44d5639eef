import fp from 'fastify-plugin';
import type { Queryable } from '../../db/database.ts';
import type { HintKind } from '@kompass/contracts/schemas/hints';

declare module 'fastify' {
  interface FastifyInstance {
    hints: HintsRepository;
  }
}

export type HintsRepository = ReturnType<typeof createHintsRepository>;

interface Table {
  name: string;
  /** SELECT list answering the API's field names. */
  columns: string;
  /** Column per body field, in insert order. */
  fields: Record<string, string>;
}

const tables: Record<HintKind, Table> = {
  quotes: { name: 'quotes', columns: 'id, quote', fields: { quote: 'quote' } },
  learning: {
    name: 'learning_tips',
    columns: 'id, emoji, title, description',
    fields: { emoji: 'emoji', title: 'title', description: 'description' },
  },
  applications: {
    name: 'application_tips',
    columns: 'id, short_tip AS "shortTip", long_tip AS "longTip"',
    fields: { shortTip: 'short_tip', longTip: 'long_tip' },
  },
};

export function createHintsRepository(db: Queryable) {
  return {
    async list(kind: HintKind, { page, size }: { page: number; size: number }) {
      const table = tables[kind];
      const [list, count] = await Promise.all([
        db.query(
          `SELECT ${table.columns} FROM ${table.name} ORDER BY position, id LIMIT $1 OFFSET $2`,
          [size, page * size],
        ),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${table.name}`),
      ]);
      return { content: list.rows, total: count.rows[0]?.total ?? 0 };
    },

    /** The first `limit` of a kind, in the admins' order. */
    async all<Row extends Record<string, unknown>>(kind: HintKind, limit: number) {
      const table = tables[kind];
      const { rows } = await db.query<Row>(
        `SELECT ${table.columns} FROM ${table.name} ORDER BY position, id LIMIT $1`,
        [limit],
      );
      return rows;
    },

    /** Adds a hint from its body fields (validated by the kind's schema); returns its id. */
    async create(kind: HintKind, body: Record<string, string>): Promise<string> {
      const table = tables[kind];
      const fields = Object.keys(table.fields);
      const columns = fields.map((field) => table.fields[field]).join(', ');
      const placeholders = fields.map((_, index) => `$${index + 1}`).join(', ');
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO ${table.name} (${columns}) VALUES (${placeholders}) RETURNING id`,
        fields.map((field) => body[field]),
      );
      return rows[0]!.id;
    },

    /** Changes a hint's fields in place (id and position stay); null when there is no such hint. */
    async update(
      kind: HintKind,
      id: string,
      body: Record<string, string>,
    ): Promise<Record<string, unknown> | null> {
      const table = tables[kind];
      const fields = Object.keys(table.fields);
      const assignments = fields
        .map((field, index) => `${table.fields[field]} = $${index + 2}`)
        .join(', ');
      const { rows } = await db.query<Record<string, unknown>>(
        `UPDATE ${table.name} SET ${assignments} WHERE id = $1 RETURNING ${table.columns}`,
        [id, ...fields.map((field) => body[field])],
      );
      return rows[0] ?? null;
    },

    /** False when there was no such hint. */
    async delete(kind: HintKind, id: string): Promise<boolean> {
      const { rowCount } = await db.query(`DELETE FROM ${tables[kind].name} WHERE id = $1`, [id]);
      return rowCount > 0;
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('hints', createHintsRepository(fastify.db));
  },
  { name: 'hints-repository', dependencies: ['db'] },
);
