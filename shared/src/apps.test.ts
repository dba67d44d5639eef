import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { firstReadsFor, matchesPattern, preloadedPageFor, routeRows } from './apps';

const urls = [
  '/',
  '/search',
  '/search/',
  '/SEARCH',
  '/company/c-1',
  '/company',
  '/company/c-1/jobs',
  '/chats',
  '/chats/x',
  '/admin',
  '/admin/users',
  '/admin/companies/c-9',
  '/login',
  '/gibt-es-nicht',
];

describe('the route manifest', () => {
  it.each(routeRows.map(([, row]) => row.pattern))(
    'matches URLs for %s as the router does',
    (pattern) => {
      for (const url of urls) {
        expect(matchesPattern(pattern, url), `${pattern} ~ ${url}`).toBe(
          matchPath(pattern, url) !== null,
        );
      }
    },
  );

  it('preloads the remote page a signed-in URL opens, but never admin or the login', () => {
    expect(preloadedPageFor('/')).toMatchObject({ remote: 'mf-discover', page: './Home' });
    expect(preloadedPageFor('/chats/c-1')).toMatchObject({ remote: 'mf-chat', page: './Chat' });
    expect(preloadedPageFor('/admin/users')).toBeUndefined();
    expect(preloadedPageFor('/login')).toBeUndefined();
    expect(preloadedPageFor('/gibt-es-nicht')).toBeUndefined();
  });

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
});
