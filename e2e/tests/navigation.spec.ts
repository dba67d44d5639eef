import { expect, tabBar, test } from '../support/fixtures.ts';

test('the five tabs open pages rendered by their remotes', async ({ page, signedInUser }) => {
  const entries = new Set<string>();
  page.on('request', (request) => {
    const match = /\/remotes\/(mf-[a-z]+)\/remoteEntry\.js/.exec(request.url());
    if (match) entries.add(match[1]!);
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Was kommt als Nächstes?' })).toBeVisible();
  const tabs = tabBar(page);
  await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  const visits = [
    { tab: 'Suche', url: /\/search$/, heading: /^Willkommen, / },
    { tab: 'Merkliste', url: /\/bookmarks$/, heading: 'Meine Sammlung auf einen Blick' },
    { tab: 'Chats', url: /\/chats$/, heading: 'Chats' },
    // The own profile, headed by the user's name.
    {
      tab: 'Profil',
      url: new RegExp(`/profile/${signedInUser.userId}$`),
      heading: signedInUser.name,
    },
    { tab: 'Home', url: /\/$/, heading: 'Was kommt als Nächstes?' },
  ];
  for (const { tab, url, heading } of visits) {
    await tabs.getByRole('link', { name: tab }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(tabs.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
  }

  expect([...entries].sort()).toEqual(['mf-chat', 'mf-discover', 'mf-profile']);
});

test('a remote that cannot be reached shows a fallback while the rest keeps working', async ({
  userPage: page,
}) => {
  const refused: string[] = [];
  await page.route('**/remotes/mf-chat/**', async (route) => {
    refused.push(new URL(route.request().url()).pathname);
    await route.abort('connectionrefused');
  });

  await page.goto('/chats');
  const fallback = page.getByRole('alert').filter({
    hasText: 'Dieser Bereich ist gerade nicht erreichbar.',
  });
  await expect(fallback).toBeVisible();

  // The tab bar and the other remotes are unaffected.
  await tabBar(page).getByRole('link', { name: 'Suche' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Willkommen, / })).toBeVisible();
  await tabBar(page).getByRole('link', { name: 'Chats' }).click();
  await expect(fallback).toBeVisible();

  // The page's own chunks failed too: only the server's preload hints ask for them before the
  // entry has loaded, and a failed preload must not stick.
  expect(refused.some((url) => url.includes('__federation_expose_Chats'))).toBe(true);

  // Once the remote is back, 'Erneut versuchen' really loads it.
  await page.unroute('**/remotes/mf-chat/**');
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chats' })).toBeVisible();
  await expect(fallback).toHaveCount(0);
});

test('an unknown address shows a German not-found page inside the app', async ({
  userPage: page,
}) => {
  await page.goto('/gibt-es-nicht');
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(tabBar(page)).toBeVisible();
});
