import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TObject } from 'typebox';
import { notFound } from '../../errors.ts';
import { authErrors, Created, errors, Page, PageQuery, Uuid } from '../../schemas/common.ts';
import { trimBody } from '../../schemas/trim.ts';

/** Tips and quotes shown on home (spec §3), read by everyone logged in, written by admins. */

const text = (title: string, maxLength: number) => Type.String({ title, minLength: 1, maxLength });

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

interface Kind {
  table: string;
  /** SELECT list answering the API's field names. */
  columns: string;
  /** Column per body field, in insert order. */
  fields: Record<string, string>;
  item: TObject;
  body: TObject;
  /** Said when the id is unknown. */
  missing: string;
}

const kinds = {
  quotes: {
    table: 'quotes',
    columns: 'id, quote',
    fields: { quote: 'quote' },
    item: Quote,
    body: Type.Object({ quote: text('Zitat', 500) }),
    missing: 'Dieses Zitat gibt es nicht.',
  },
  learning: {
    table: 'learning_tips',
    columns: 'id, emoji, title, description',
    fields: { emoji: 'emoji', title: 'title', description: 'description' },
    item: LearningTip,
    body: Type.Object({
      // An emoji can be several code points (skin tones, families, flags).
      emoji: text('Emoji', 16),
      title: text('Titel', 200),
      description: text('Beschreibung', 2000),
    }),
    missing: 'Diesen Lerntipp gibt es nicht.',
  },
  applications: {
    table: 'application_tips',
    columns: 'id, short_tip AS "shortTip", long_tip AS "longTip"',
    fields: { shortTip: 'short_tip', longTip: 'long_tip' },
    item: ApplicationTip,
    body: Type.Object({
      shortTip: text('Kurzer Tipp', 300),
      longTip: text('Ausführlicher Tipp', 3000),
    }),
    missing: 'Diesen Bewerbungstipp gibt es nicht.',
  },
} satisfies Record<string, Kind>;

type KindName = keyof typeof kinds;
const kindNames = Object.keys(kinds) as KindName[];

const DeleteParams = Type.Object({
  // An enum, not a union of literals: Ajv then reports one error that carries this message.
  kind: Type.Enum(kindNames, {
    title: 'kind',
    errorMessage: 'Die Art muss „quotes“, „learning“ oder „applications“ sein.',
  }),
  id: Uuid,
});

const adminErrors = errors(400, 401, 403, 429);

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  for (const name of kindNames) {
    const kind: Kind = kinds[name];

    fastify.get(
      `/hints/${name}`,
      {
        schema: { querystring: PageQuery, response: { 200: Page(kind.item), ...authErrors } },
        preValidation: fastify.requireUser,
      },
      async (request) => {
        const { page = 0, size = 20 } = request.query;
        const [list, count] = await Promise.all([
          db.query(
            `SELECT ${kind.columns} FROM ${kind.table} ORDER BY position, id LIMIT $1 OFFSET $2`,
            [size, page * size],
          ),
          db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${kind.table}`),
        ]);
        return { content: list.rows, total: count.rows[0]?.total ?? 0 };
      },
    );

    fastify.post(
      `/hints/${name}`,
      {
        schema: { body: kind.body, response: { 201: Created, ...adminErrors } },
        preValidation: [fastify.requireAdmin, trimBody()],
      },
      async (request, reply) => {
        const body = request.body as Record<string, string>;
        const fields = Object.keys(kind.fields);
        const columns = fields.map((field) => kind.fields[field]).join(', ');
        const placeholders = fields.map((_, index) => `$${index + 1}`).join(', ');
        const { rows } = await db.query<{ id: string }>(
          `INSERT INTO ${kind.table} (${columns}) VALUES (${placeholders}) RETURNING id`,
          fields.map((field) => body[field]),
        );
        return reply.code(201).send({ id: rows[0]!.id });
      },
    );
  }

  fastify.delete(
    '/hints/:kind/:id',
    {
      schema: {
        params: DeleteParams,
        response: { 204: Type.Null(), ...adminErrors, ...errors(404) },
      },
      preValidation: fastify.requireAdmin,
    },
    async (request, reply) => {
      const kind: Kind = kinds[request.params.kind];
      const { rowCount } = await db.query(`DELETE FROM ${kind.table} WHERE id = $1`, [
        request.params.id,
      ]);
      if (rowCount === 0) throw notFound(kind.missing);
      return reply.code(204).send(null);
    },
  );
};

export default routes;
