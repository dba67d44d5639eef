import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds links with their parameters encoded', () => {
    expect(paths.home()).toBe('/');
    expect(paths.chat('a b/c')).toBe('/chats/a%20b%2Fc');
    expect(paths.profile('u-1')).toBe('/profile/u-1');
    expect(paths.admin()).toBe('/admin');
    expect(paths.adminUsers()).toBe('/admin/users');
  });

  it('links to a URL that its own pattern matches, with the parameter given back', () => {
    expect(matchPath(paths.company.pattern, paths.company('c-42'))?.params).toEqual({ id: 'c-42' });
    expect(matchPath(paths.admin.pattern, paths.adminQuotes())).not.toBeNull();
    for (const entry of Object.values(paths)) {
      const link = (entry as (...params: string[]) => string)('x', 'y');
      expect(matchPath(entry.pattern, link), `${entry.pattern} → ${link}`).not.toBeNull();
    }
  });
});
