import { firstReadsFor } from '@kompass/contracts/first-reads';
import type { Page } from '@playwright/test';
import { expect, tabBar, test } from '../support/fixtures.ts';
import { firstCompany } from '../support/seeded-companies.ts';

/**
 * The page the server sends starts the opened page's first reads while the code downloads
 * (`firstReads` in contracts/src/first-reads.ts), and the app takes their answers instead of asking again.
 * Each read crosses the network once: were a list out of step with what the page asks, the page
 * would ask a second time (or never use what was asked), and this fails.
 */

/** The API reads the page makes, by path and query as the server sees them. */
function recordReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) {
      reads.push(`${url.pathname.slice('/api/'.length)}${url.search}`);
    }
  });
  return reads;
}

/** The same read however its query is ordered. */
const canonical = (read: string) => {
  const url = new URL(read, 'http://x/');
  url.searchParams.sort();
  return `${url.pathname.slice(1)}${url.search}`;
};

async function expectEachFirstReadOnce(
  page: Page,
  path: string,
  reads: string[],
  ownUserId?: string,
) {
  const expected = firstReadsFor(path, ownUserId).map(canonical);
  expect(expected.length, `${path} has first reads`).toBeGreaterThan(0);
  // Every first read has been asked for, by the page the server sent ...
  await expect
    .poll(() => expected.filter((read) => !reads.map(canonical).includes(read)))
    .toEqual([]);
  // ... and the app took the answer: a second request for the same read would show up here.
  await page.waitForLoadState('networkidle');
  const counts = expected.map((read) => reads.map(canonical).filter((r) => r === read).length);
  expect(Object.fromEntries(expected.map((read, i) => [read, counts[i]]))).toEqual(
    Object.fromEntries(expected.map((read) => [read, 1])),
  );
}

test('home, search, bookmarks and chats take their first reads from the page', async ({
  userPage: page,
}) => {
  const reads = recordReads(page);
  const pages: [string, RegExp][] = [
    ['/', /Was kommt als Nächstes\?/],
    ['/search', /^Willkommen/],
    ['/bookmarks', /Meine Sammlung auf einen Blick/],
    ['/chats', /^Chats$/],
  ];
  for (const [path, heading] of pages) {
    reads.length = 0;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(tabBar(page)).toBeVisible();
    await expectEachFirstReadOnce(page, path, reads);
  }
});

test("home's 'Für dich' read takes the place the browser keeps, from the page, once", async ({
  userPage: page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lastPlace', 'near=Berlin&radiusKm=25'));
  const reads = recordReads(page);
  await page.goto('/');
  const rail = page.getByRole('region', { name: 'Berufe für dich' });
  await expect(rail.getByRole('button', { name: 'Ort ändern, jetzt: Berlin' })).toBeVisible();
  await expect(rail.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const recommendations = reads.filter((read) => read.startsWith('recommendations'));
  expect(recommendations.map(canonical)).toEqual([
    canonical('recommendations?limit=10&near=Berlin&radiusKm=25'),
  ]);
});

test('a company and a profile take their first reads from the page, with the ids of the URL', async ({
  page,
  signedInUser,
  request,
}) => {
  const company = await firstCompany(request, signedInUser.token);
  const reads = recordReads(page);

  await page.goto(`/company/${company.id}`);
  await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  await expectEachFirstReadOnce(page, `/company/${company.id}`, reads);

  reads.length = 0;
  await page.goto(`/profile/${signedInUser.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: signedInUser.name })).toBeVisible();
  await expectEachFirstReadOnce(
    page,
    `/profile/${signedInUser.userId}`,
    reads,
    signedInUser.userId,
  );
  expect(reads).toContain('interests');
});

test('home asks for the picture of its first suggestion before it shows the card', async ({
  userPage: page,
}) => {
  // When each picture element enters the page: the card's picture is asked for before then
  // (the page's prefetch), not only once the card has been rendered and laid out.
  await page.addInitScript(() => {
    const shownAt: Record<string, number> = {};
    Object.assign(window, { shownAt });
    new MutationObserver(() => {
      for (const image of document.images) shownAt[image.src] ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
  });

  await page.goto('/');
  const forYou = page.locator('section', {
    has: page.getByRole('heading', { name: 'Für dich', exact: true }),
  });
  const picture = forYou.locator('img').first();
  await expect(picture).toBeVisible();
  const src = await picture.evaluate((image: HTMLImageElement) => image.src);
  const { requestedAt, shownAt } = await page.evaluate(
    (url) => ({
      requestedAt: performance.getEntriesByName(url, 'resource')[0]?.startTime,
      shownAt: (window as unknown as { shownAt: Record<string, number> }).shownAt[url],
    }),
    src,
  );
  expect(requestedAt).toBeDefined();
  expect(shownAt).toBeDefined();
  expect(requestedAt!).toBeLessThan(shownAt!);
});

test("the page the server sends asks for home's first pictures before the app's code is there", async ({
  userPage: page,
}) => {
  // The shell's entry is held back until a picture has been asked for: only the page's own
  // script can have asked.
  let releaseCode = () => {};
  const codeHeld = new Promise<void>((resolve) => {
    releaseCode = resolve;
  });
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  const picture = page.waitForRequest(/\/api\/files\//);

  const opening = page.goto('/');
  await picture;
  releaseCode();
  await opening;
  await expect(
    page.getByRole('heading', { level: 1, name: 'Was kommt als Nächstes?' }),
  ).toBeVisible();
});
