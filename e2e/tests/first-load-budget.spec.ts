import type { Request } from '@playwright/test';
import { NetworkLog, serviceWorkerFile, workerScriptRequest } from '../bench/network.ts';
import { scriptsOnTheWire, targets } from '../bench/report.ts';
import { expect, newSignedUpUser, test, useSession } from '../support/fixtures.ts';

// As a phone meets it: the page registers its service worker, whose own file counts too.
test.use({ serviceWorkers: 'allow' });

/**
 * The first load of `/` (docs/performance.md#first-load-in-the-browser), as the first-load bench
 * counts it (a): JavaScript over the wire, compressed and with headers. The load lasts until the
 * network is idle and the service worker is ready, so what the page loads late and the worker's
 * file are in it. Bytes do not depend on the machine's speed.
 * The page's own JavaScript and the worker's file together hold the 160 KB budget (issue 42).
 */
test('the first load of home fetches at most 160 KB of JavaScript, the service worker’s file included', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await useSession(page, await newSignedUpUser(request));
  const cdp = await page.context().newCDPSession(page);
  const log = await NetworkLog.attach(cdp);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // The browser, not the page, fetches the worker's file: the page's DevTools session misses it.
  const workerScripts: ReturnType<typeof workerScriptRequest>[] = [];
  page.context().on('requestfinished', (finished: Request) => {
    if (new URL(finished.url()).pathname === `/${serviceWorkerFile}`) {
      workerScripts.push(workerScriptRequest(finished));
    }
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Was kommt als Nächstes?' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForLoadState('networkidle');

  const requests = [...log.list(), ...(await Promise.all(workerScripts))];
  const scripts = requests.filter((sent) => sent.type === 'Script' && !sent.fromCache);
  testInfo.annotations.push({
    type: 'JavaScript of the first load',
    description: scripts.map((sent) => `${sent.url} ${sent.encodedBytes} B`).join(', '),
  });
  expect(workerScripts, 'the service worker was registered and fetched').toHaveLength(1);
  const listed = `${scripts.map((sent) => `${new URL(sent.url).pathname} ${(sent.encodedBytes / 1024).toFixed(1)} KB`).join(', ')}`;
  const { bytes } = scriptsOnTheWire(requests);
  expect(bytes, `${(bytes / 1024).toFixed(1)} KB: ${listed}`).toBeLessThanOrEqual(
    targets.firstLoadBytes,
  );
});
