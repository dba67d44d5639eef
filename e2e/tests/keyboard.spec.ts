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
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  const bar = (await tabBar(page).boundingBox())!;
  const count = await page.evaluate(
    () =>
      document.querySelectorAll('#main-content a[href], #main-content button:not([disabled])')
        .length,
  );
  expect(count).toBeGreaterThan(10);
  let checked = 0;
  for (let index = 1; index < count && checked < 8; index++) {
    // The page scrolled so that this element starts just behind the tab bar, the one before it
    // focused without scrolling: then Tab, as a keyboard user goes down the page.
    const placed = await page.evaluate(
      ({ index, barHeight }) => {
        const all = [
          ...document.querySelectorAll<HTMLElement>(
            '#main-content a[href], #main-content button:not([disabled])',
          ),
        ];
        const element = all[index]!;
        const previous = all[index - 1]!;
        const box = element.getBoundingClientRect();
        if (box.height === 0 || box.width === 0) return false;
        const top = box.top + window.scrollY;
        const wanted = top - (window.innerHeight - barHeight + 4);
        if (wanted <= 0 || wanted > document.documentElement.scrollHeight) return false;
        window.scrollTo({ top: wanted, behavior: 'instant' });
        if (Math.abs(window.scrollY - wanted) > 1) return false;
        previous.focus({ preventScroll: true });
        return document.activeElement === previous;
      },
      { index, barHeight: bar.height },
    );
    if (!placed) continue;
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const box = element.getBoundingClientRect();
      return { bottom: box.bottom, label: element.textContent?.trim().slice(0, 40) ?? '' };
    });
    expect(focused.bottom, `focus on „${focused.label}“`).toBeLessThanOrEqual(bar.y + 1);
    checked += 1;
  }
  expect(checked).toBeGreaterThan(3);
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
