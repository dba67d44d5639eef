import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { firstCompany } from '../support/seeded-companies.ts';

// Lighthouse's target for every main page: cumulative layout shift ≤ 0.02. What arrives late on
// a slow phone must arrive into space kept for it.

/** Records every layout shift the page makes without user input, from its start. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift so far, once the next frame has been laid out. */
async function totalShift(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
  );
  return shifts.reduce((sum, value) => sum + value, 0);
}

/** Holds back the answers to `pattern`; they go on when the returned function is called. */
async function holdBack(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * On a slow phone 'Für dich' arrives after the rest of home. Its placeholder has the loaded
 * rail's height and the way to the interest check sits beside the heading, so nothing on the
 * screen moves when the suggestions come.
 */
test('home does not move when the suggestions arrive late', async ({ userPage: page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await recordShifts(page);
  const release = await holdBack(page, '**/api/recommendations**');

  await page.goto('/');
  const forYou = page.getByRole('region', { name: 'Für dich', exact: true });
  await expect(forYou.getByRole('status')).toHaveText('Vorschläge werden geladen …');
  // Everything else of the first screen is in place before the suggestions come.
  await expect(
    page.getByRole('region', { name: 'Unternehmen' }).getByRole('listitem').first(),
  ).toBeVisible();

  release();
  await expect(forYou.getByRole('listitem').first()).toBeVisible();
  // This user has not answered the check: the invitation is there too.
  await expect(forYou.getByRole('link', { name: 'Interessen-Check machen' })).toBeVisible();
  expect(await totalShift(page)).toBeLessThanOrEqual(0.02);
});

/** The follower count is asked beside the company and can come after it: its line is kept. */
test('a company page does not move when its follower count arrives late', async ({
  signedInUser,
  page,
  request,
}) => {
  const company = await firstCompany(request, signedInUser.token);
  await page.setViewportSize({ width: 412, height: 823 });
  await recordShifts(page);
  const release = await holdBack(page, '**/api/companies/*/following');

  await page.goto(`/company/${company.id}`);
  await expect(page.getByRole('heading', { name: company.name })).toBeVisible();
  await expect(page.getByText(/\d+ Follower/)).toHaveCount(0);

  release();
  await expect(page.getByText(/\d+ Follower/)).toBeVisible();
  expect(await totalShift(page)).toBeLessThanOrEqual(0.02);
});
