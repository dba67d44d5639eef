import { expect, tabBar, test } from '../support/fixtures.ts';

test('the skip links’ targets exist on every page with the tab bar, the unknown page too', async ({
  page,
  signedInUser: me,
}) => {
  for (const path of [
    '/',
    '/search',
    '/bookmarks',
    '/chats',
    `/profile/${me.userId}`,
    '/gibt-es-nicht',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.locator('#main-content')).toHaveCount(1);
    await expect(page.locator('#tab-bar')).toHaveCount(1);
    await expect(page.locator('#tab-bar')).toHaveAttribute('aria-label', 'Hauptnavigation');
  }

  // Used by keyboard: 'Zum Inhalt springen' lands inside the target.
  await page.goto('/search');
  await expect(page.getByRole('main')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(
    await page.evaluate(() =>
      document.getElementById('main-content')!.contains(document.activeElement),
    ),
  ).toBe(true);
});

test('a focused element is never hidden under the tab bar', async ({ userPage: page }) => {
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  const barTop = (await tabBar(page).boundingBox())!.y;
  let checked = 0;
  for (let step = 0; step < 60; step++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      if (element.closest('#tab-bar')) return null;
      const rect = element.getBoundingClientRect();
      return { bottom: rect.bottom, label: element.textContent?.slice(0, 40) ?? '' };
    });
    if (!focused) continue;
    checked += 1;
    expect(focused.bottom, `focus on „${focused.label}“`).toBeLessThanOrEqual(barTop + 1);
  }
  // The walk went past the first screen.
  expect(checked).toBeGreaterThan(15);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('after ‘Weiter’ on the splash the focus is in the form’s first field', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('#main-content')).toHaveCount(1);
  const next = page.getByRole('button', { name: 'Weiter' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Benutzername' })).toBeFocused();
  await expect(page.locator('#main-content')).toHaveCount(1);
});
