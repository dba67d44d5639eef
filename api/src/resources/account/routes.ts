import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { hashToken, tokenFromHeader } from '../../auth/tokens.ts';
import { notFound } from '../../errors.ts';
import { userOf } from '../../plugins/app/auth.ts';
import { AccountExport } from '@kompass/contracts/schemas/account';
import { authErrors, errors } from '@kompass/contracts/schemas/common';

/** The caller's own account: every call acts on the signed-in user only (DSGVO). */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { account } = fastify;

  // A download: the browser saves it as a file.
  fastify.get(
    '/account/export',
    {
      schema: {
        description:
          'Alle über dich gespeicherten Daten als JSON: Konto, Einstellungen, Profil, Merkliste, gefolgte Profile und Unternehmen, abgegebene Bewertungen, Chats mit Nachrichten und hochgeladene Dateien.',
        response: { 200: AccountExport, ...authErrors, ...errors(404) },
      },
    },
    async (request, reply) => {
      const data = await account.export(userOf(request).userId);
      if (!data) throw notFound();
      const day = new Date(data.exportedAt).toISOString().slice(0, 10);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="kompass-meine-daten-${day}.json"`)
        .send(data);
    },
  );

  fastify.delete(
    '/account',
    {
      schema: {
        description:
          'Löscht dein Konto mit allen Daten. Die letzte Person mit Administratorrechten kann sich nicht selbst löschen (400).',
        response: { 204: Type.Null(), ...authErrors, ...errors(404) },
      },
    },
    async (request, reply) => {
      const { userId } = userOf(request);
      if (!(await account.delete(userId))) throw notFound();
      // Every session went with the account; this instance forgets the caller's at once.
      const token = tokenFromHeader(request.headers.authorization);
      if (token) fastify.sessions.forget(hashToken(token));
      return reply.code(204).send(null);
    },
  );
};

export default routes;
