// The parts of http_ece (RFC 8188) the push receiver uses; the package has no types of its own.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    privateKey: ECDH;
    /** base64url, as in a PushSubscription's `keys.auth`. */
    authSecret: string;
  }
  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
}
