import type { Paged, User } from '../api/types';

/** The signed-in user of component tests. */
export const testUser: User = {
  id: 'user-1',
  username: 'lena',
  name: 'Lena Berg',
  email: 'lena@example.org',
  role: 'USER',
};

/** `{ content, total }` of one page. */
export function paged<T>(content: T[], total = content.length): Paged<T> {
  return { content, total };
}

/** A promise whose settling the test decides, e.g. to look at a loading state. */
export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
