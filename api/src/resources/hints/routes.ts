import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TObject } from 'typebox';
import { notFound } from '../../errors.ts';
import { authErrors, Created, errors, Page, PageQuery } from '@kompass/contracts/schemas/common';
import {
  AllHints,
  DeleteHintParams,
  MAX_HINTS_AT_ONCE,
  HintIdParams,
  hintKinds,
  hintSchemas,
  type HintKind,
} from '@kompass/contracts/schemas/hints';
import { pageOf } from '../../validation/page.ts';
import { trimBody } from '../../validation/trim.ts';
import type { ApplicationTip, LearningTip, Quote } from '@kompass/contracts/types';

const adminErrors = errors(400, 401, 403, 429);

/** Said when the id is unknown. */
const missing: Record<HintKind, string> = {
  quotes: 'Dieses Zitat gibt es nicht.',
  learning: 'Diesen Lerntipp gibt es nicht.',
  applications: 'Diesen Bewerbungstipp gibt es nicht.',
};

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { hints } = fastify;

  // Home's tips and quotes in one read rather than three (its first screen asks once).
  fastify.get(
    '/hints/all',
    { schema: { response: { 200: AllHints, ...authErrors } } },
    async () => {
      const [quotes, learning, applications] = await Promise.all([
        hints.all<Quote>('quotes', MAX_HINTS_AT_ONCE),
        hints.all<LearningTip>('learning', MAX_HINTS_AT_ONCE),
        hints.all<ApplicationTip>('applications', MAX_HINTS_AT_ONCE),
      ]);
      return { quotes, learning, applications };
    },
  );

  for (const kind of hintKinds) {
    // Typed as plain objects: the loop registers three routes of different shapes.
    const { item, body }: { item: TObject; body: TObject } = hintSchemas[kind];

    fastify.get(
      `/hints/${kind}`,
      { schema: { querystring: PageQuery, response: { 200: Page(item), ...authErrors } } },
      async (request) => hints.list(kind, pageOf(request.query)),
    );

    fastify.post(
      `/hints/${kind}`,
      {
        schema: { body, response: { 201: Created, ...adminErrors } },
        preValidation: [fastify.requireAdmin, trimBody()],
      },
      async (request, reply) => {
        const id = await hints.create(kind, request.body as Record<string, string>);
        return reply.code(201).send({ id });
      },
    );

    // Edits in place: the hint keeps its id and its place in the list, and nothing is lost if
    // the new text is refused (a delete and re-create could lose the old one half way).
    fastify.put(
      `/hints/${kind}/:id`,
      {
        schema: {
          params: HintIdParams,
          body,
          response: { 200: item, ...adminErrors, ...errors(404) },
        },
        preValidation: [fastify.requireAdmin, trimBody()],
      },
      async (request) => {
        const updated = await hints.update(
          kind,
          request.params.id,
          request.body as Record<string, string>,
        );
        if (!updated) throw notFound(missing[kind]);
        return updated;
      },
    );
  }

  fastify.delete(
    '/hints/:kind/:id',
    {
      schema: {
        params: DeleteHintParams,
        response: { 204: Type.Null(), ...adminErrors, ...errors(404) },
      },
      preValidation: fastify.requireAdmin,
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      if (!(await hints.delete(kind, id))) throw notFound(missing[kind]);
      return reply.code(204).send(null);
    },
  );
};

export default routes;
