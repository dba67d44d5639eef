import compress from '@fastify/compress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import { validationMessage } from './errors.ts';
import errorHandler, { sendNotFound, toErrorResponse } from './plugins/app/error-handler.ts';
import db from './plugins/app/db.ts';
import frontend from './plugins/app/frontend.ts';
import jsonCompression, { COMPRESS_FROM_BYTES } from './plugins/app/json-compression.ts';
import repositories from './plugins/app/repositories.ts';
import api from './api.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface AppOptions {
  config: Config;
  /** Serve the built shell and remotes too (the single-port product of `npm start`). */
  serveFrontend?: boolean;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Request validation. Bodies are JSON and must carry the right types: a number where text belongs
 * is a client error, not something to convert silently. Query strings and path parameters are
 * text by nature, so they are converted to the declared types (`?page=2` → 2).
 */
function createAjv(coerceTypes: boolean | 'array') {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: true,
    // One error is enough for the message, and allErrors invites expensive inputs.
    allErrors: false,
    // Ajv keeps the failing schema on each error: errors.ts reads its title and errorMessage.
    verbose: true,
    // Settings values may be text, a number or null: one `type` list instead of anyOf.
    allowUnionTypes: true,
  });
  addFormats.default(ajv);
  // `errorMessage` is our annotation for a German sentence (errors.ts); it validates nothing.
  ajv.addKeyword('errorMessage');
  return ajv;
}

/** Builds the whole application; call `ready()` or `listen()` on the result. */
export function buildApp(options: AppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Opening the embedded database, migrating and seeding can take a while on a slow or busy
    // machine; the default of 10 s would abort a healthy start.
    pluginTimeout: 120_000,
    // /api/settings/ and /api/settings reach the same route.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    schemaErrorFormatter: (errors, dataVar) => new Error(validationMessage(errors, dataVar)),
    // A broken or over-long address is refused by the router before any route: with the same
    // German `{ error, message }` body as every other error, not the framework's English one.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const { status, body } = toErrorResponse(error);
      // `send` answers at once; the reply is thenable only so that handlers can `await` it.
      void reply.code(status).send(body);
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const bodyValidator = createAjv(false);
  const urlValidator = createAjv('array');
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodyValidator : urlValidator).compile(schema),
  );

  app.decorate('config', config);

  // An empty JSON body counts as no body: clients post actions like /profiles/create with
  // `Content-Type: application/json` and nothing else. Routes that need a body still say so.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    // The default parser answers through `done`; its type merely allows an async parser.
    void parseJson(request, text, done);
  });

  // Answers above 1 KB go out brotli- or gzip-compressed (issue 13); small ones, such as a chat
  // poll that finds nothing new, stay as they are. JSON answers up to 256 KB are compressed in
  // one call first (json-compression.ts). Files the build compressed are sent as they are
  // (@fastify/static `preCompressed`): a reply that already has a Content-Encoding is left alone.
  app.register(jsonCompression);
  app.register(compress, { threshold: COMPRESS_FROM_BYTES, encodings: ['br', 'gzip'] });
  app.register(errorHandler);
  app.register(db);
  app.register(repositories);
  app.register(api, { prefix: '/api' });
  if (options.serveFrontend) app.register(frontend);
  else app.setNotFoundHandler(sendNotFound);

  return app;
}

export type App = ReturnType<typeof buildApp>;
