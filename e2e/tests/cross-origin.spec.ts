import { crossOriginPorts } from '../support/environment.ts';
import { expect, tabBar, test } from '../support/fixtures.ts';

test('remotes served from their own origins work like same-origin ones', async ({
  userPage: page,
}) => {
  const remoteOrigins = new Set<string>();
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (Object.values(crossOriginPorts).map(String).includes(url.port)) {
      remoteOrigins.add(url.origin);
    }
  });
  const failures: string[] = [];
  page.on('requestfailed', (request) => {
    // Leaving home before its data arrived cancels those requests: the page's doing, not a
    // failure to reach anything.
    const cancelled =
      request.failure()?.errorText === 'net::ERR_ABORTED' &&
      new URL(request.url()).pathname.startsWith('/api/');
    if (!cancelled) failures.push(request.url());
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Was kommt als Nächstes?' })).toBeVisible();
  for (const [tab, heading] of [
    ['Suche', /^Willkommen, /],
    ['Chats', 'Chats'],
    // The own profile is headed by the user's name ('Lea …', see fixtures).
    ['Profil', /^Lea /],
  ] as const) {
    await tabBar(page).getByRole('link', { name: tab }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  expect([...remoteOrigins].sort()).toEqual(
    (['mf-chat', 'mf-discover', 'mf-profile'] as const)
      .map((name) => `http://127.0.0.1:${crossOriginPorts[name]}`)
      .sort(),
  );
  expect(failures).toEqual([]);
});

test('an admin loads mf-admin from its own origin', async ({ adminPage: page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Verwaltung' })).toBeVisible();
});
