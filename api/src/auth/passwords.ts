import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id (m=19 MiB, t=2, p=1), the OWASP baseline.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Compared against when the user does not exist, so both cases take the same time. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string) {
  if (passwordHash === null) {
    dummyHash ??= hash('kein-benutzer');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
