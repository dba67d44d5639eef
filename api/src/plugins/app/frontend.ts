import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { remoteNames, type Config } from '../../config.ts';
import { sendNotFound } from './error-handler.ts';

/** `/app-config.json` (DESIGN §3): what the shell needs to find the API, files and remotes. */
export function appConfig(config: Config) {
  return {
    apiBaseUrl: config.apiBaseUrl,
    objectBaseUrl: config.objectBaseUrl,
    remotes: remoteNames.map((name) => {
      const base = config.remoteUrls[name];
      return {
        name,
        entry: base
          ? `${base.replace(/\/?$/, '/')}mf-manifest.json`
          : `/remotes/${name}/mf-manifest.json`,
      };
    }),
  };
}

/** Content-hashed bundle files (e.g. `main.3f9a1c2e.js`) never change and may be cached for good. */
const hashedFile = /[.-][0-9a-f]{8,}\.(?:js|css|mjs|woff2?|png|jpe?g|svg|webp|avif|gif|ico)$/i;

function setCacheHeaders(reply: FastifyReply, filePath: string) {
  const cacheable = hashedFile.test(path.basename(filePath));
  reply.header('Cache-Control', cacheable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** Paths that never fall back to the shell's index.html. */
const notSpa = /^\/(?:api|remotes|files)(?:\/|$)/;

/**
 * Serves the built frontend from the same process (DESIGN §4): the shell at `/`, each remote at
 * `/remotes/<name>/`, `/app-config.json`, and index.html for client-side routes (SPA fallback).
 */
export default fp(
  async (fastify) => {
    const { config } = fastify;
    const shellDir = path.join(config.staticRoot, 'shell', 'dist');

    fastify.get('/app-config.json', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return appConfig(config);
    });

    for (const name of remoteNames) {
      await fastify.register(fastifyStatic, {
        root: path.join(config.staticRoot, name, 'dist'),
        prefix: `/remotes/${name}/`,
        decorateReply: false,
        cacheControl: false,
        setHeaders: setCacheHeaders,
        // A remote that is not built yet answers 404 rather than stopping the server.
        suppressWarning: true,
      });
    }

    await fastify.register(fastifyStatic, {
      root: shellDir,
      prefix: '/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
      suppressWarning: true,
    });

    fastify.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !notSpa.test(request.url.split('?')[0] ?? '') &&
        (request.headers.accept ?? '').includes('text/html');
      if (!isPage) return sendNotFound(request, reply);
      let html: Buffer;
      try {
        // Read at every request: the shell may be rebuilt while the server runs.
        html = await readFile(path.join(shellDir, 'index.html'));
      } catch {
        return sendNotFound(request, reply);
      }
      return reply
        .code(200)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    });
  },
  { name: 'frontend', decorators: { fastify: ['config'] } },
);
