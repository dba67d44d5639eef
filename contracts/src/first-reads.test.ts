import { describe, expect, it } from 'vitest';
import { firstPicturesFor, firstReadsFor, placeReadsFor, profileIdOf } from './first-reads.ts';

describe('firstReadsFor', () => {
  it("names a page's first reads with the URL's ids filled in", () => {
    expect(firstReadsFor('/company/c-1/')).toEqual([
      'companies/c-1',
      'companies/c-1/following',
      'bookmarks?page=0&size=100',
      'chats/unread',
      'bookmarks/due',
    ]);
    expect(firstReadsFor('/profile/u_2')).toEqual([
      'profiles?search=u_2',
      'profiles/u_2/rating',
      'profiles/u_2/following',
      'chats/unread',
      'bookmarks/due',
    ]);
    expect(firstReadsFor('/chats')).toEqual(['chats', 'chats/unread', 'bookmarks/due']);
    expect(firstReadsFor('/chats/c-1')).toEqual(['chats/unread', 'bookmarks/due']);
    expect(firstReadsFor('/onboarding')).toEqual([]);
  });

  it('names no first read for an id that would need escaping, or for a page without any', () => {
    expect(firstReadsFor('/company/a%2F..')).toEqual([]);
    expect(firstReadsFor('/company/%C3%A4')).toEqual([]);
    expect(firstReadsFor('/login')).toEqual([]);
    expect(firstReadsFor('/admin/users')).toEqual([]);
  });

  it("adds the interests on the reader's own profile only", () => {
    expect(firstReadsFor('/profile/u_2', 'u_2')).toEqual([
      'profiles?search=u_2',
      'profiles/u_2/rating',
      'profiles/u_2/following',
      'interests',
      'chats/unread',
      'bookmarks/due',
    ]);
    expect(firstReadsFor('/profile/u_2', 'u_3')).not.toContain('interests');
    expect(profileIdOf('/profile/u_2/')).toBe('u_2');
    expect(profileIdOf('/profile/a%2F..')).toBeUndefined();
    expect(profileIdOf('/company/c-1')).toBeUndefined();
  });
});

describe('firstPicturesFor', () => {
  it("names home's first 'Für dich' pictures, in one of home's first reads", () => {
    const pictures = firstPicturesFor('/');
    expect(pictures).toEqual({
      read: 'recommendations?limit=10',
      path: ['content', '*', 'item', 'imageUrl'],
      count: 2,
    });
    expect(firstReadsFor('/')).toContain(pictures!.read);
  });

  it('names none for a page without them, or one whose URL names no page', () => {
    expect(firstPicturesFor('/company/c-1')).toBeUndefined();
    expect(firstPicturesFor('/login')).toBeUndefined();
    expect(firstPicturesFor('/gibt-es-nicht')).toBeUndefined();
  });
});

describe('placeReadsFor', () => {
  it("names home's 'Für dich' read, which takes the place the browser keeps", () => {
    expect(placeReadsFor('/')).toEqual(['recommendations?limit=10']);
    expect(placeReadsFor('/company/c-1')).toEqual([]);
    expect(placeReadsFor('/login')).toEqual([]);
  });
});
