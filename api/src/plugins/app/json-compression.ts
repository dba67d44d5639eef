import { negotiate } from '@fastify/accept-negotiator';
import fp from 'fastify-plugin';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Smaller answers (a chat poll that finds nothing new) cost more to compress than they save. */
export const COMPRESS_FROM_BYTES = 1024;
/** Larger answers (an account export) take the stream path of @fastify/compress instead. */
const COMPRESS_IN_ONE_CALL_UP_TO_BYTES = 256 * 1024;

const brotliOptions = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    // As @fastify/compress: most of brotli's gain at a fraction of its highest level's cost.
    [constants.BROTLI_PARAM_QUALITY]: 4,
  },
};

/**
 * JSON answers between 1 KB and 256 KB (a page of jobs, a search) are compressed in one
 * synchronous call and sent with their length. @fastify/compress would turn the text into a
 * stream, pipe it through zlib on the thread pool and send it chunked: for a 10 KB answer that
 * costs several times the compression itself (issue 14's search benchmark spent more time in
 * that pipeline than in brotli). What it leaves alone — an answer that already has a
 * Content-Encoding — it still handles for everything else (streams, pages, large answers).
 */
export default fp(
  async (fastify) => {
    fastify.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.hasHeader('content-encoding')) return payload;
      const type = reply.getHeader('content-type');
      if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
      const length = Buffer.byteLength(payload);
      if (length < COMPRESS_FROM_BYTES || length > COMPRESS_IN_ONE_CALL_UP_TO_BYTES) return payload;

      const vary = reply.getHeader('vary');
      if (
        !String(vary ?? '')
          .toLowerCase()
          .includes('accept-encoding')
      ) {
        reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      }
      const accepted = request.headers['accept-encoding'];
      const encoding = accepted ? negotiate(accepted, ['br', 'gzip']) : null;
      if (encoding === null) return payload;
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return encoding === 'br' ? brotliCompressSync(payload, brotliOptions) : gzipSync(payload);
    });
  },
  { name: 'json-compression' },
);
