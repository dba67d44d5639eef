import type { FastifyRequest } from 'fastify';

/**
 * preValidation hook: trims the body's top-level strings (and strings in top-level arrays), so
 * length and pattern checks see what will be stored. Fields in `keep` (passwords) stay as sent.
 */
export function trimBody(...keep: string[]) {
  return async (request: FastifyRequest) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    const record = body as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if (keep.includes(key)) continue;
      if (typeof value === 'string') record[key] = value.trim();
      else if (Array.isArray(value)) {
        record[key] = value.map((item: unknown) => (typeof item === 'string' ? item.trim() : item));
      }
    }
  };
}
