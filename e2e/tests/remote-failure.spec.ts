import { expect, test } from '../support/fixtures.ts';

test('a remote that fails once is tried again before any fallback shows', async ({
  page,
  signedInUser,
}) => {
  // The entry script is lost under its plain URL, as in a redeployment; a retry gets through.
  const entryRequests: string[] = [];
  await page.route('**/remotes/mf-profile/remoteEntry.js*', async (route) => {
    const url = new URL(route.request().url());
    entryRequests.push(url.search);
    if (url.searchParams.has('retry')) await route.continue();
    else await route.abort('connectionrefused');
  });

  await page.goto(`/profile/${signedInUser.userId}`);

  await expect(page.getByRole('heading', { level: 1, name: signedInUser.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);
  expect(entryRequests).toContain('');
  expect(entryRequests).toContain('?retry=1');
});
