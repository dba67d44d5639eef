import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { PLACE_ATTRIBUTION } from '../../places/load.ts';

/**
 * OpenAPI 3 document generated from the route schemas, with Swagger UI at `/api/docs` (its JSON at
 * `/api/docs/json`). The UI's files ship inside the package: nothing loads from another host.
 */
export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Kompass API',
          description:
            'REST-API der Berufsorientierungs-App Kompass. Fehler antworten mit `{ error, message }`; ' +
            '`message` ist ein deutscher Satz für Nutzerinnen und Nutzer.\n\n' +
            'Quellen: Orte, Postleitzahlen und Koordinaten (`near`, `GET /api/places`): ' +
            `${PLACE_ATTRIBUTION.text} – ${PLACE_ATTRIBUTION.url}, ${PLACE_ATTRIBUTION.licenceUrl}.`,
          version: '1.0.0',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: {
            token: {
              type: 'apiKey',
              in: 'header',
              name: 'Authorization',
              description: 'Das Token aus POST /api/auth/login, roh oder als `Bearer <token>`.',
            },
          },
        },
        security: [{ token: [] }],
      },
    });
    await fastify.register(swaggerUi, {
      routePrefix: '/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true },
      staticCSP: true,
    });
  },
  { name: 'openapi' },
);
