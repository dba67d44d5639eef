import { expect, type Page } from '@playwright/test';

/**
 * Waits until the service worker controls the page, then loads it once more: what the first
 * visit fetched before the worker existed is now fetched through it and kept.
 */
export async function loadUnderServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 20_000,
    })
    .toBe(true);
  await page.reload();
}

/** Every request URL in the page's Cache Storage, by cache name. */
export function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const entries: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      entries[name] = (await cache.keys()).map((request) => request.url);
    }
    return entries;
  });
}
