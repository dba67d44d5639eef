import type { Page } from '@playwright/test';
import { companyIdByName } from '../support/seeded-companies.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * A browser's console is where users' tools (and Lighthouse's best-practices audit) see what
 * went wrong: the main pages must log no error there, not even a 404 of a picture that was
 * never there.
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** Every picture in the page has loaded or failed: its console message, if any, is out. */
async function imagesSettled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images].every((image) => image.loading === 'lazy' || image.complete),
      ),
    )
    .toBe(true);
}

test('the main pages log no errors to the console, signed in', async ({ page, signedInUser }) => {
  const errors = consoleErrors(page);
  const companyId = await companyIdByName(
    page.request,
    signedInUser.token,
    'Rheinwerk Mechatronik GmbH',
  );
  const pages: [string, RegExp | string][] = [
    ['/', 'Was kommt als Nächstes?'],
    ['/search', /./],
    [`/company/${companyId}`, 'Rheinwerk Mechatronik GmbH'],
    ['/bookmarks', 'Meine Sammlung auf einen Blick'],
    [`/profile/${signedInUser.userId}`, signedInUser.name],
    ['/chats', 'Chats'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await imagesSettled(page);
  }
  expect(errors).toEqual([]);
});

test('the sign-in page logs no errors to the console', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Was kommt als Nächstes?' })).toBeVisible();
  await imagesSettled(page);
  expect(errors).toEqual([]);
});
