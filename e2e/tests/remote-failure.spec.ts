import { expect, test } from '../support/fixtures.ts';

test('a remote that fails once is tried again before any fallback shows', async ({
  page,
  signedInUser,
}) => {
  // The first answer for the manifest and for the entry script is lost, as in a redeployment.
  const failedOnce = new Set<string>();
  const requested: string[] = [];
  await page.route('**/remotes/mf-profile/**', async (route) => {
    const file = new URL(route.request().url()).pathname.split('/').pop()!;
    requested.push(file);
    if (['mf-manifest.json', 'remoteEntry.js'].includes(file) && !failedOnce.has(file)) {
      failedOnce.add(file);
      await route.abort('connectionrefused');
    } else {
      await route.continue();
    }
  });

  await page.goto(`/profile/${signedInUser.userId}`);

  await expect(page.getByRole('heading', { level: 1, name: signedInUser.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);
  expect(requested.filter((file) => file === 'mf-manifest.json')).toHaveLength(2);
  expect(requested.filter((file) => file === 'remoteEntry.js')).toHaveLength(2);
});
