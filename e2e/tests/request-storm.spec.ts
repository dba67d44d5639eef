import type { Browser, Page, Request, TestInfo } from '@playwright/test';
import { expect, newSignedUpUser, test, useSession } from '../support/fixtures.ts';
import { startRestartableServer } from '../support/restartable-server.ts';
import { firstCompany } from '../support/seeded-companies.ts';

/**
 * After a 429 no page may storm the server (docs/decisions/client-request-policy.md): with a
 * tiny general limit, each main page sends at most 2 API requests a second after its first 429,
 * over 20 seconds. The pages are watched side by side, each in its own browser context and
 * session, on a server of this test's own (the suite's servers have generous limits).
 */
const watchMs = 20_000;
const mostPerSecond = 2;

/** Signing up uses two requests of the budget (onboarding, profile): two are left for the page. */
const generalLimit = 4;

interface Watched {
  name: string;
  page: Page;
  /** When each API request was sent (ms since the epoch), pictures aside. */
  sent: number[];
  firstRefusal: number | undefined;
}

async function watch(
  browser: Browser,
  testInfo: TestInfo,
  baseURL: string,
  name: string,
  session: { token: string; userId: string },
): Promise<Watched> {
  const { use } = testInfo.project;
  const context = await browser.newContext({
    baseURL,
    viewport: use.viewport,
    locale: use.locale,
    timezoneId: use.timezoneId,
  });
  const page = await context.newPage();
  await useSession(page, session);
  const watched: Watched = { name, page, sent: [], firstRefusal: undefined };
  const isApi = (request: Request) => {
    const { pathname } = new URL(request.url());
    return pathname.startsWith('/api/') && !pathname.startsWith('/api/files/');
  };
  page.on('request', (request) => {
    if (isApi(request)) watched.sent.push(Date.now());
  });
  page.on('response', (response) => {
    if (isApi(response.request()) && response.status() === 429) {
      watched.firstRefusal ??= Date.now();
    }
  });
  return watched;
}

test('no main page sends more than 2 API requests a second after its first 429', async ({
  browser,
  playwright,
}, testInfo) => {
  test.setTimeout(600_000);
  const server = await startRestartableServer({
    SEED: 'demo',
    RATE_LIMIT_GENERAL_MAX: String(generalLimit),
    RATE_LIMIT_GENERAL_WINDOW_S: '60',
  });
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  try {
    const lookup = await newSignedUpUser(request);
    const company = await firstCompany(request, lookup.token);
    const profileOwner = await newSignedUpUser(request);
    const pages = {
      '/': '/',
      '/search': '/search',
      '/bookmarks': '/bookmarks',
      '/chats': '/chats',
      '/profile/{id}': `/profile/${profileOwner.userId}`,
      '/company/{id}': `/company/${company.id}`,
    };
    const watched: Watched[] = [];
    for (const [name, path] of Object.entries(pages)) {
      const user = await newSignedUpUser(request);
      const one = await watch(browser, testInfo, server.baseURL, name, user);
      watched.push(one);
      await one.page.goto(path);
    }

    // Until each page has met its first 429, then 20 s more for the last of them.
    await expect
      .poll(() => watched.filter((one) => one.firstRefusal === undefined).map((one) => one.name), {
        timeout: 30_000,
      })
      .toEqual([]);
    const lastRefusal = Math.max(...watched.map((one) => one.firstRefusal!));
    await watched[0]!.page.waitForTimeout(Math.max(0, lastRefusal + watchMs - Date.now()));

    const report = watched.map((one) => {
      const from = one.firstRefusal!;
      const after = one.sent.filter((at) => at > from && at <= from + watchMs);
      // Requests in each second after the first 429.
      const perSecond = Array.from(
        { length: watchMs / 1000 },
        (_, second) =>
          after.filter((at) => at > from + second * 1000 && at <= from + (second + 1) * 1000)
            .length,
      );
      return { page: one.name, total: after.length, busiestSecond: Math.max(...perSecond) };
    });
    testInfo.annotations.push({
      type: 'requests after the first 429',
      description: JSON.stringify(report),
    });
    for (const row of report) {
      expect(row.busiestSecond, `${row.page}: ${JSON.stringify(row)}`).toBeLessThanOrEqual(
        mostPerSecond,
      );
    }
    // One alert for the burst, not a queue of them: once dismissed, none follows.
    for (const one of watched) {
      const alert = one.page.getByRole('alertdialog');
      if ((await alert.count()) === 0) continue;
      await alert.getByRole('button').click();
      await expect(alert, one.name).toHaveCount(0);
    }
    for (const one of watched) await one.page.context().close();
  } finally {
    await request.dispose();
    await server.stop('SIGTERM');
  }
});
