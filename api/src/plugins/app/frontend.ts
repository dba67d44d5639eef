import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { shellPageFor } from '@kompass/contracts/apps';
import {
  firstPicturesFor,
  firstReadsFor,
  ownProfileReads,
  placeReadsFor,
  profileIdOf,
} from '@kompass/contracts/first-reads';
import { remoteNames, type Config } from '../../config.ts';
import { sendNotFound } from './error-handler.ts';
import {
  etagOf,
  matchesEtag,
  preloadLinkHeader,
  remotePageFor,
  remotePageHints,
  renderShellPage,
  remotePageScripts,
  shellPageChunks,
  shellStartupChunks,
} from './shell-page.ts';

/**
 * `/app-config.json` (docs/architecture.md, "Module Federation"): what the shell needs to find the API, files and
 * remotes.
 */
export function appConfig(config: Config) {
  return {
    apiBaseUrl: config.apiBaseUrl,
    objectBaseUrl: config.objectBaseUrl,
    remotes: remoteNames.map((name) => {
      const base = config.remoteUrls[name];
      return {
        name,
        // The entry script itself: the shell's federation runtime loads no manifests
        // (`disableSnapshot`, build/rspack.ts).
        entry: base
          ? `${base.replace(/\/?$/, '/')}remoteEntry.js`
          : `/remotes/${name}/remoteEntry.js`,
      };
    }),
  };
}

/** Content-hashed bundle files (e.g. `main.3f9a1c2e.js`) never change and may be cached for good. */
const hashedFile = /[.-][0-9a-f]{8,}\.(?:js|css|mjs|woff2?|png|jpe?g|svg|webp|avif|gif|ico)$/i;

function setCacheHeaders(reply: FastifyReply, filePath: string) {
  // A compressed sibling (`main.3f9a1c2e.js.br`) is cached like the file it stands for.
  const cacheable = hashedFile.test(path.basename(filePath).replace(/\.(?:br|gz)$/, ''));
  reply.header('Cache-Control', cacheable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Bodies built in memory (the runtime config, the shell page) are revalidated like the files:
 * `no-cache` with a strong ETag, so a repeat visit costs a 304 and no body.
 */
function sendRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  type: string,
): FastifyReply {
  const etag = etagOf(body);
  reply.header('Cache-Control', 'no-cache').header('ETag', etag).type(type);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.code(200).send(body);
}

/** How every build folder is served (the shell's and each remote's). */
const builtFiles = {
  decorateReply: false,
  cacheControl: false,
  setHeaders: setCacheHeaders,
  // The build writes .br and .gz siblings (build/compress.ts); sent with Vary: Accept-Encoding.
  preCompressed: true,
  // Revalidation goes by ETag; Last-Modified would say the same again, and no script is fetched
  // in ranges: about 70 bytes less on every response, which a phone's first load makes ten of.
  lastModified: false,
  acceptRanges: false,
  // A remote that is not built yet answers 404 rather than stopping the server.
  suppressWarning: true,
} as const;

/** Paths that never fall back to the shell's index.html. */
const notSpa = /^\/(?:api|remotes|files)(?:\/|$)/;

/**
 * Serves the built frontend from the same process (one port for everything in `npm start`): the
 * shell at `/`, each remote at `/remotes/<name>/`, `/app-config.json`, and index.html for
 * client-side routes (SPA fallback).
 */
export default fp(
  async (fastify) => {
    const { config } = fastify;
    const shellDir = path.join(config.staticRoot, 'shell', 'dist');

    fastify.get('/app-config.json', async (request, reply) =>
      sendRevalidated(request, reply, JSON.stringify(appConfig(config)), 'application/json'),
    );

    /** index.html with the runtime config inlined and preload hints for the URL's page. */
    async function sendShellPage(request: FastifyRequest, reply: FastifyReply) {
      let html: string;
      try {
        // Read at every request: the shell may be rebuilt while the server runs.
        html = await readFile(path.join(shellDir, 'index.html'), 'utf8');
      } catch {
        return sendNotFound(request, reply);
      }
      const runtimeConfig = appConfig(config);
      const pathname = request.url.split('?')[0] ?? '/';
      const page = remotePageFor(pathname);
      const entry = page && runtimeConfig.remotes.find((remote) => remote.name === page.remote);
      // The page's scripts only for a remote this server holds (on another origin its build,
      // and so the names of its chunks, is not at hand).
      const local = page && !config.remoteUrls[page.remote];
      const shellPage = page ? undefined : shellPageFor(pathname)?.name;
      const profileId = profileIdOf(pathname);
      const [shellChunks, shellPageScripts, remoteScripts] = await Promise.all([
        shellStartupChunks(shellDir),
        shellPage ? shellPageChunks(shellDir, shellPage) : [],
        local
          ? remotePageScripts(
              path.join(config.staticRoot, page.remote, 'dist'),
              `/remotes/${page.remote}/`,
              page.expose,
            )
          : [],
      ]);
      const hints = [
        ...[...shellChunks, ...shellPageScripts].map((href) => ({ href, as: 'script' as const })),
        ...(page && entry ? remotePageHints(entry.entry, remoteScripts) : []),
      ];
      if (hints.length > 0) reply.header('Link', preloadLinkHeader(hints));
      const body = renderShellPage({
        html,
        config: runtimeConfig,
        firstReads: firstReadsFor(pathname),
        firstPictures: firstPicturesFor(pathname),
        placeReads: placeReadsFor(pathname),
        startAfterFirstPaint: shellPage === 'login',
        ...(profileId ? { ownProfile: { userId: profileId, reads: ownProfileReads } } : {}),
      });
      return sendRevalidated(request, reply, body, 'text/html; charset=utf-8');
    }

    // Before the static files: `/` and `/index.html` are the page above, not the bare file.
    fastify.get('/', sendShellPage);
    fastify.get('/index.html', sendShellPage);

    for (const name of remoteNames) {
      await fastify.register(fastifyStatic, {
        ...builtFiles,
        root: path.join(config.staticRoot, name, 'dist'),
        prefix: `/remotes/${name}/`,
      });
    }

    await fastify.register(fastifyStatic, {
      ...builtFiles,
      root: shellDir,
      prefix: '/',
      index: false,
    });

    fastify.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !notSpa.test(request.url.split('?')[0] ?? '') &&
        (request.headers.accept ?? '').includes('text/html');
      if (!isPage) return sendNotFound(request, reply);
      return sendShellPage(request, reply);
    });
  },
  { name: 'frontend', decorators: { fastify: ['config'] } },
);
