import { describe, expect, it } from 'vitest';
import {
  bookmarksRead,
  followingRead,
  profileRead,
  readKey,
  readPath,
  readQuery,
  readUrl,
  recommendationsRead,
} from './reads.ts';

describe('read descriptors', () => {
  it('spell the request as the API client sends it', () => {
    expect(readUrl(recommendationsRead)).toBe('recommendations?limit=10');
    expect(readUrl(bookmarksRead)).toBe('bookmarks?page=0&size=100');
    expect(readUrl(profileRead, { userId: 'u1' })).toBe('profiles?search=u1');
    expect(readUrl(followingRead, { userId: 'u1' })).toBe('profiles/u1/following');
  });

  it('escape a parameter in the path and fill it into the key', () => {
    expect(readPath(followingRead, { userId: 'a/b' })).toBe('profiles/a%2Fb/following');
    expect(readKey(followingRead, { userId: 'a/b' })).toEqual([
      'profiles',
      'user',
      'a/b',
      'following',
    ]);
  });

  it('ask a paged list from its first page, in its page size', () => {
    expect(readQuery(bookmarksRead)).toEqual({ page: 0, size: 100 });
    expect(readQuery(recommendationsRead)).toEqual({ limit: 10 });
  });
});
