import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchesPattern, preloadedPageFor, routeRows } from '@kompass/contracts/apps';

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
});
