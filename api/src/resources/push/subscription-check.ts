import { ECDH } from 'node:crypto';
import { badRequest } from '../../errors.ts';

export const subscriptionMessages = {
  endpoint: 'Die Adresse des Abonnements gehört zu keinem bekannten Push-Dienst.',
  keys: 'Die Schlüssel des Abonnements sind ungültig.',
} as const;

const loopbackHosts = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * 400 unless `endpoint` is an https address of one of `serviceHosts` (or a subdomain of one):
 * the server posts to it, so it must not be an address of the user's choice. Plain http only
 * for a listed loopback host.
 */
export function checkEndpoint(endpoint: string, serviceHosts: string[]) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw badRequest(subscriptionMessages.endpoint);
  }
  const host = url.hostname.toLowerCase();
  const listed = serviceHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(host));
  if (!listed || !secure || url.username || url.password) {
    throw badRequest(subscriptionMessages.endpoint);
  }
}

/**
 * 400 unless `p256dh` is a point on P-256 and `auth` 16 bytes (RFC 8291): otherwise encrypting
 * a notification would fail later, on every send.
 */
export function checkKeys(keys: { p256dh: string; auth: string }) {
  try {
    const auth = Buffer.from(keys.auth, 'base64url');
    if (auth.length !== 16) throw new Error('auth');
    // Throws unless the bytes are a point on the curve.
    ECDH.convertKey(Buffer.from(keys.p256dh, 'base64url'), 'prime256v1');
  } catch {
    throw badRequest(subscriptionMessages.keys);
  }
}
