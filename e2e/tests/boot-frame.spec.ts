import { expect, test, useSession, newSignedUpUser } from '../support/fixtures.ts';

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
