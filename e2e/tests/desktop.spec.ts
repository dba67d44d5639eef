import type { Locator, Page } from '@playwright/test';
import { expect, newSignedUpUser, tabBar, test } from '../support/fixtures.ts';

/** Two boxes side by side: the same top, one to the right of the other. */
async function expectSideBySide(left: Locator, right: Locator) {
  const [a, b] = [await left.boundingBox(), await right.boundingBox()];
  expect(a && b).toBeTruthy();
  expect(Math.abs(a!.y - b!.y)).toBeLessThanOrEqual(1);
  expect(b!.x).toBeGreaterThanOrEqual(a!.x + a!.width);
}

async function expectNoSidewaysScrolling(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

test.describe('on a 1280 px desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the navigation is at the side and the content uses the width', async ({
    userPage: page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Was kommt als Nächstes?' })).toBeVisible();
    const navigation = tabBar(page);
    await expect(navigation).toHaveAttribute('id', 'tab-bar');
    const nav = (await navigation.boundingBox())!;
    // At the left, the full height: not a bar at the bottom.
    expect(nav.x).toBe(0);
    expect(nav.y).toBe(0);
    expect(nav.height).toBe(800);
    expect(nav.width).toBeLessThan(300);
    // The links lie one below the other.
    const home = (await navigation.getByRole('link', { name: 'Home' }).boundingBox())!;
    const search = (await navigation.getByRole('link', { name: 'Suche' }).boundingBox())!;
    expect(search.y).toBeGreaterThanOrEqual(home.y + home.height);

    const main = (await page.getByRole('main').boundingBox())!;
    expect(main.width).toBeGreaterThan(900);
    expect(main.x).toBeGreaterThanOrEqual(nav.x + nav.width);
    await expectNoSidewaysScrolling(page);

    // Same links, same active state.
    await navigation.getByRole('link', { name: 'Merkliste' }).click();
    await expect(page).toHaveURL(/\/bookmarks$/);
    await expect(navigation.getByRole('link', { name: 'Merkliste' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(navigation.getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('home puts its rails side by side', async ({ userPage: page }) => {
    await page.goto('/');
    const companies = page.getByRole('region', { name: 'Unternehmen', exact: true });
    const courses = page.getByRole('region', { name: 'Studiengänge', exact: true });
    await expect(companies).toBeVisible();
    await expect(courses).toBeVisible();
    await expectSideBySide(companies, courses);
    await expectNoSidewaysScrolling(page);
  });

  test('search puts its top sections side by side', async ({ userPage: page }) => {
    await page.goto('/search');
    const mostSearched = page.getByRole('region', { name: 'Meistgesucht' });
    const popularJobs = page.getByRole('region', { name: 'Beliebte Jobs' });
    const topCompanies = page.getByRole('region', { name: 'Top-Unternehmen' });
    await expect(topCompanies).toBeVisible();
    await expectSideBySide(mostSearched, popularJobs);
    await expectSideBySide(popularJobs, topCompanies);
    await expectNoSidewaysScrolling(page);
  });

  test('the Merkliste puts its groups side by side', async ({ page, signedInUser }) => {
    const headers = { Authorization: signedInUser.token };
    const courses = (await (await page.request.get('/api/courses', { headers })).json()) as {
      course: { id: string };
    }[];
    const ids: string[] = [];
    for (const { course } of courses.slice(0, 2)) {
      const created = await page.request.post('/api/bookmarks', {
        headers,
        data: { entityType: 'course', entityId: course.id },
      });
      expect(created.status()).toBe(201);
      ids.push(((await created.json()) as { id: string }).id);
    }
    await page.request.patch(`/api/bookmarks/${ids[1]}`, {
      headers,
      data: { status: 'interview' },
    });

    await page.goto('/bookmarks');
    const saved = page.getByRole('region', { name: 'Gemerkt (1)' });
    const interview = page.getByRole('region', { name: 'Vorstellungsgespräch (1)' });
    await expect(interview).toBeVisible();
    await expectSideBySide(saved, interview);
    await expectNoSidewaysScrolling(page);
  });

  test('a chat keeps its input line at the bottom, with no tab bar under it', async ({
    page,
    request,
    signedInUser,
  }) => {
    const partner = await newSignedUpUser(request);
    const chat = await request.post(`/api/chats?userId=${partner.userId}`, {
      headers: { Authorization: signedInUser.token },
    });
    const { chatId } = (await chat.json()) as { chatId: string };
    await page.goto(`/chats/${chatId}`);
    const input = page
      .locator('form')
      .filter({ has: page.getByRole('textbox', { name: 'Nachricht' }) });
    await expect(input).toBeVisible();
    const box = await input.boundingBox();
    // Closer to the edge than the phone's tab bar (64 px) would leave room for.
    expect(800 - (box!.y + box!.height)).toBeLessThanOrEqual(40);
    await expectNoSidewaysScrolling(page);
  });
});

test('on a 390 px phone the navigation is still the bottom tab bar', async ({ userPage: page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Was kommt als Nächstes?' })).toBeVisible();
  const bar = (await tabBar(page).boundingBox())!;
  expect(bar.width).toBe(390);
  expect(bar.height).toBe(64);
  expect(bar.y + bar.height).toBe(844);
  await expectNoSidewaysScrolling(page);
});
