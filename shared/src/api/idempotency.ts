/** The header that makes a create safe to retry (the API keeps the first answer for 24 h). */
export const idempotencyKeyHeader = 'Idempotency-Key';

/**
 * A fresh key for one user action; send it with every try of that action. Made with
 * `getRandomValues`, which works on plain-HTTP addresses too (`randomUUID` needs a secure page).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Request options that carry a key: `api.post(url, { json, ...withIdempotencyKey(key) })`. */
export function withIdempotencyKey(key: string) {
  return { headers: { [idempotencyKeyHeader]: key } };
}
