import type { Locator, Page } from '@playwright/test';
import { expect, newSignedUpUser, test, useSession } from '../support/fixtures.ts';

// A first visit of /login on a phone: the page the server sends paints the intro splash's text on
// its own, so the largest paint comes with the document, not after the app's code. The app then
// takes the screen over in the same place: no later largest paint, no shift, nothing read twice.

const appName = 'Kompass';
const tagline = 'Was kommt als Nächstes?';
const intro =
  'Jobs, Ausbildungen, Unternehmen und Studiengänge entdecken – und herausfinden, was zu dir passt.';

const scripts = /\.js(\?.*)?$/;

interface Observed {
  largestPaints: { size: number; startTime: number; text: string; inFrame: boolean }[];
  shifts: number[];
  loadingShown: boolean;
}

/** Records the page's largest-paint candidates, its layout shifts and any loading state. */
async function observe(page: Page) {
  await page.addInitScript(() => {
    const observed: Observed = { largestPaints: [], shifts: [], loadingShown: false };
    (window as unknown as { observed: Observed }).observed = observed;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        size: number;
        element: Element | null;
      })[]) {
        observed.largestPaints.push({
          size: entry.size,
          startTime: entry.startTime,
          text: entry.element?.textContent?.trim() ?? '',
          inFrame: entry.element?.closest('.boot-frame') != null,
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        observed.shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // LoadingState's text: the app's loading state in place of the splash.
    new MutationObserver(() => {
      if (document.getElementById('root')?.textContent?.includes('Wird geladen')) {
        observed.loadingShown = true;
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** What was observed so far, once the next frame has been painted. */
async function observed(page: Page): Promise<Observed> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  return page.evaluate(() => (window as unknown as { observed: Observed }).observed);
}

async function boxOf(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return {
    x: Math.round(box.x),
    y: Math.round(box.y),
    width: Math.round(box.width),
    height: Math.round(box.height),
  };
}

/** Holds back every script file; they go on when the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(scripts, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const viewport of [
  { name: 'phone', width: 412, height: 823 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`before the app's code, /login paints the splash's text as its largest content (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await observe(page);
    await page.route(scripts, (route) => route.abort());
    await page.goto('/login');

    const frame = page.locator('.boot-frame');
    await expect(frame.getByText(tagline, { exact: true })).toBeVisible();
    await expect(frame.getByText(intro, { exact: true })).toBeVisible();
    await expect(frame.getByText(appName, { exact: true })).toBeVisible();
    await expect.poll(async () => (await observed(page)).largestPaints.length).toBeGreaterThan(0);
    const largest = (await observed(page)).largestPaints.at(-1)!;
    expect(largest.inFrame).toBe(true);
    expect([tagline, intro]).toContain(largest.text);
    // Nothing to type into or press before the app can answer it, and nothing read out twice.
    await expect(frame.locator('a, button, input, [tabindex]')).toHaveCount(0);
    await expect(page.getByRole('heading')).toHaveCount(0);
    await expect(page.getByRole('button')).toHaveCount(0);
  });
}

test('a signed-in user opening /login gets the plain frame, not the splash', async ({
  page,
  request,
}) => {
  await useSession(page, await newSignedUpUser(request));
  await page.route(scripts, (route) => route.abort());
  await page.goto('/login');
  await expect(page.locator('.boot-frame__header')).toBeVisible();
  await expect(page.locator('.boot-frame__splash')).toBeHidden();
});

test('the app takes the splash over where the frame painted it, with no later largest paint', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await observe(page);
  const release = await holdScripts(page);
  // The load event waits for the held scripts.
  await page.goto('/login', { waitUntil: 'commit' });

  const frame = page.locator('.boot-frame');
  await expect(frame.getByText(intro, { exact: true })).toBeVisible();
  await expect.poll(async () => (await observed(page)).largestPaints.length).toBeGreaterThan(0);
  const framed = {
    appName: await boxOf(frame.getByText(appName, { exact: true })),
    tagline: await boxOf(frame.getByText(tagline, { exact: true })),
    intro: await boxOf(frame.getByText(intro, { exact: true })),
  };
  const before = await observed(page);

  release();
  const heading = page.getByRole('heading', { name: tagline });
  await expect(heading).toBeVisible();
  await expect(page.locator('.boot-frame')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: tagline })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Weiter' })).toBeVisible();
  expect({
    appName: await boxOf(page.getByText(appName, { exact: true })),
    tagline: await boxOf(heading),
    intro: await boxOf(page.getByText(intro, { exact: true })),
  }).toEqual(framed);

  const after = await observed(page);
  // The app's splash is painted as large as the frame's, so the frame's paint stays the largest.
  expect(after.largestPaints).toEqual(before.largestPaints);
  expect(after.loadingShown).toBe(false);
  expect(after.shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
});
