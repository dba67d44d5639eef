import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { isObjectName } from './store.ts';

/** The public address of a stored object: `objectBaseUrl` joined with its name. */
export function fileUrl(objectBaseUrl: string, objectName: string): string {
  return objectBaseUrl.endsWith('/')
    ? objectBaseUrl + objectName
    : `${objectBaseUrl}/${objectName}`;
}

/**
 * The object name in one of this product's own file URLs, else null: the bare name, or a URL
 * (relative or absolute) whose path is the object base path plus the name, on the object base's
 * origin (the API's own origin when the base is relative, where app origins count too). The
 * host check keeps the stored value honest; what is stored is only the object name anyway.
 */
export function objectNameFromUrl(
  url: string,
  config: Pick<Config, 'objectBaseUrl' | 'appOrigins'>,
  requestOrigin: string,
): string | null {
  if (isObjectName(url)) return url;
  // Our file URLs never hold these; URL parsing would quietly resolve `..`, backslashes and escapes.
  if (/\.\.|\\|%|\s/.test(url) || [...url].some((char) => char < ' ')) return null;
  let parsed: URL;
  let base: URL;
  try {
    parsed = new URL(url, `${requestOrigin}/`);
    base = new URL(config.objectBaseUrl, `${requestOrigin}/`);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.username || parsed.password || parsed.search || parsed.hash) return null;

  const baseIsRelative = base.origin === new URL(`${requestOrigin}/`).origin;
  const origins = new Set([base.origin, ...(baseIsRelative ? config.appOrigins : [])]);
  if (!origins.has(parsed.origin)) return null;

  const basePath = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  if (!parsed.pathname.startsWith(basePath)) return null;
  const name = parsed.pathname.slice(basePath.length);
  return isObjectName(name) ? name : null;
}

export function requestOriginOf(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}
