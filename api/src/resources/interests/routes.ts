import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest } from '../../errors.ts';
import { dimensionLetters } from '../../interests/profile.ts';
import { userOf } from '../../plugins/app/auth.ts';
import { authErrors } from '@kompass/contracts/schemas/common';
import { InterestProfile, SaveInterests } from '@kompass/contracts/schemas/interests';

const letters = new Set<string>(dimensionLetters);

/**
 * The validator drops unknown properties silently; a profile with a misspelt or extra key must be
 * refused instead (400), so that nothing half-understood is stored.
 */
function exactlyDimensions(body: unknown): void {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isObject(body) || Object.keys(body).some((key) => key !== 'dimensions')) {
    throw badRequest('Erwartet wird genau { dimensions: { R, I, A, S, E, C } }.');
  }
  const { dimensions } = body;
  if (isObject(dimensions) && Object.keys(dimensions).some((key) => !letters.has(key))) {
    throw badRequest('Erlaubt sind nur die Interessen R, I, A, S, E und C.');
  }
}

/** The caller's own interest profile: nobody else's is ever readable. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { interests } = fastify;

  fastify.get(
    '/interests',
    {
      schema: {
        description:
          'Das eigene Interessen-Profil (RIASEC), aus den Antworten des Interessen-Checks oder selbst angepasst.',
        response: { 200: InterestProfile, ...authErrors },
      },
    },
    async (request) => interests.get(userOf(request).userId),
  );

  fastify.put(
    '/interests',
    {
      schema: {
        description: 'Passt das eigene Interessen-Profil an (alle sechs Werte von 0 bis 1).',
        body: SaveInterests,
        response: { 200: InterestProfile, ...authErrors },
      },
      preValidation: async (request) => exactlyDimensions(request.body),
    },
    async (request) => interests.save(userOf(request).userId, request.body.dimensions),
  );

  fastify.delete(
    '/interests',
    {
      schema: {
        description:
          'Verwirft die eigenen Anpassungen: Das Profil kommt wieder aus den Antworten des Interessen-Checks.',
        response: { 200: InterestProfile, ...authErrors },
      },
    },
    async (request) => interests.reset(userOf(request).userId),
  );
};

export default routes;
