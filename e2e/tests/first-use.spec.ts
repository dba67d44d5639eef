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

test('the search finds study courses on their own tab and opens one with its university', async ({
  userPage: page,
}) => {
  await page.goto('/search');
  await page.getByRole('button', { name: /Suche öffnen/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Suche' });
  await dialog.getByRole('tab', { name: 'Studiengänge' }).click();
  await dialog.getByLabel('Suchbegriff').fill('Informatik Studium');
  const course = dialog.getByRole('button', { name: /^Informatik \(B\.Sc\.\)/ });
  await expect(course).toBeVisible();
  await expect(course).toContainText('Universität Auenstadt');
  await course.click();
  const details = page.getByRole('dialog', { name: 'Informatik (B.Sc.)' });
  await expect(details.getByRole('link', { name: 'Universität Auenstadt' })).toBeVisible();
});
