import { expect, test } from '../support/fixtures.ts';

/**
 * On a slow phone 'Für dich' arrives after the rest of home. Its placeholder has the loaded
 * rail's height and the way to the interest check sits beside the heading, so nothing on the
 * screen moves when the suggestions come (Lighthouse's target: cumulative layout shift ≤ 0.02).
 */
test('home does not move when the suggestions arrive late', async ({ userPage: page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
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
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/recommendations**', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/');
  const forYou = page.getByRole('region', { name: 'Für dich' });
  await expect(forYou.getByRole('status')).toHaveText('Vorschläge werden geladen …');
  // Everything else of the first screen is in place before the suggestions come.
  await expect(
    page.getByRole('region', { name: 'Unternehmen' }).getByRole('listitem').first(),
  ).toBeVisible();

  release();
  await expect(forYou.getByRole('listitem').first()).toBeVisible();
  // This user has not answered the check: the invitation is there too.
  await expect(forYou.getByRole('link', { name: 'Interessen-Check machen' })).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));

  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
  );
  const total = shifts.reduce((sum, value) => sum + value, 0);
  expect(total).toBeLessThanOrEqual(0.02);
});
