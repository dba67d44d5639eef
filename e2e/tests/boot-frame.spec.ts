import type { Page } from '@playwright/test';
import { expect, tabBar, test, useSession, newSignedUpUser } from '../support/fixtures.ts';

const tabLabels = ['Home', 'Suche', 'Merkliste', 'Chats', 'Profil'];

/** Where each tab label is drawn, in `scope` (the frame's bar or the app's). */
async function labelBoxes(page: Page, scope: string | ReturnType<typeof tabBar>) {
  const bar = typeof scope === 'string' ? page.locator(scope) : scope;
  return Promise.all(
    tabLabels.map(async (label) => {
      const box = (await bar.getByText(label, { exact: true }).boundingBox())!;
      return { label, x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width) };
    }),
  );
}

// What a phone on a slow network shows before the app's code has arrived: the page the server
// sends must paint the app's frame on its own. The scripts are held back to prove it.
test.describe('before any script has run', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
  });

  test('a signed-in user sees the frame with the tab bar in the app’s colours', async ({
    page,
    request,
  }) => {
    await useSession(page, await newSignedUpUser(request));
    await page.goto('/');
    const tabs = page.locator('.boot-frame__tabs');
    await expect(tabs).toBeVisible();
    const box = await tabs.boundingBox();
    expect(box?.height).toBe(64);
    expect(box && box.y + box.height).toBe(page.viewportSize()?.height);
    expect(await tabs.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    );
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(244, 247, 246)',
    );
    await expect(page.locator('.boot-frame__header')).toBeVisible();
    // Text, not only shapes: the browser counts this as the page's first content.
    for (const label of tabLabels)
      await expect(tabs.getByText(label, { exact: true })).toBeVisible();
    const home = tabs.locator('li', { hasText: 'Home' });
    expect(await home.evaluate((element) => getComputedStyle(element).color)).toBe(
      'rgb(15, 118, 110)',
    );
    const search = tabs.locator('li', { hasText: 'Suche' });
    expect(await search.evaluate((element) => getComputedStyle(element).color)).toBe(
      'rgb(74, 91, 88)',
    );
  });

  test('marks the tab of the page opened, and leaves the bar off pages without one', async ({
    page,
    request,
  }) => {
    const user = await newSignedUpUser(request);
    await useSession(page, user);
    const tabs = page.locator('.boot-frame__tabs');
    const marked = () =>
      tabs
        .locator('li')
        .evaluateAll((items) =>
          items
            .filter((item) => getComputedStyle(item).fontWeight === '700')
            .map((item) => item.textContent?.trim()),
        );
    for (const [path, tab] of [
      ['/search', 'Suche'],
      ['/bookmarks', 'Merkliste'],
      ['/chats/some-chat', 'Chats'],
      [`/profile/${user.userId}`, 'Profil'],
    ]) {
      await page.goto(path!);
      expect(await marked(), path).toEqual([tab]);
    }
    await page.goto('/profile/someone-else');
    expect(await marked()).toEqual([]);
    await page.goto('/onboarding');
    await expect(page.locator('.boot-frame')).toBeAttached();
    await expect(tabs).toBeHidden();
  });

  test('on a desktop the frame has the side navigation where the app puts it', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await useSession(page, await newSignedUpUser(request));
    await page.goto('/');
    const tabs = page.locator('.boot-frame__tabs');
    await expect(tabs).toBeVisible();
    expect(await tabs.boundingBox()).toEqual({ x: 0, y: 0, width: 240, height: 800 });
    const header = (await page.locator('.boot-frame__header').boundingBox())!;
    expect(header.x).toBeGreaterThanOrEqual(240);
    expect(header.width).toBeGreaterThan(900);
  });

  test('a signed-out visitor sees the frame without a tab bar', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('.boot-frame')).toBeAttached();
    await expect(page.locator('.boot-frame__tabs')).toBeHidden();
  });
});

test('the app replaces the frame on its first render', async ({ page, request }) => {
  await useSession(page, await newSignedUpUser(request));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Was kommt als Nächstes?' })).toBeVisible();
  await expect(page.locator('.boot-frame')).toHaveCount(0);
});

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`the app's tab bar takes over where the frame drew it (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await useSession(page, await newSignedUpUser(request));
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    await page.goto('/search');
    const frame = await labelBoxes(page, '.boot-frame__tabs');
    await page.unroute(/\.js(\?.*)?$/);
    await page.reload();
    await expect(page.locator('.boot-frame')).toHaveCount(0);
    expect(await labelBoxes(page, tabBar(page))).toEqual(frame);
  });
}
