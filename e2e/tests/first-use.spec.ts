import { expect, tabBar, test } from '../support/fixtures.ts';

/** What a new user tripped over in the finished parts (issue 16), one test per point. */

test('an invalid company link says so once: the page, no global alert on top', async ({
  userPage: page,
}) => {
  const answered = page.waitForResponse((response) =>
    response.url().includes('/api/companies/kein-unternehmen'),
  );
  await page.goto('/company/kein-unternehmen');
  expect((await answered).status()).toBe(400);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Dieses Unternehmen konnte nicht gefunden werden.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zur Startseite' })).toBeVisible();
  await expect(tabBar(page)).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
