/**
 * How many API requests a page's first screen makes (docs/performance.md#first-load-in-the-browser):
 * a signed-in user opens the page in a fresh browser context, and every request to `/api/` until
 * the network is idle is counted, pictures (`/api/files/`) aside. Counting requests does not
 * depend on the machine's speed, so `e2e/tests/first-screen-requests.spec.ts` asserts it too.
 */
import type { Browser, Page } from '@playwright/test';
import type { Session } from './product.ts';

/** At most this many API requests on the first screen of `/` and `/search` (issue 40). */
export const firstScreenRequestBudget = 8;

/**
 * The pages whose first screen is counted, by the path they are opened at, each with what shows
 * that its reads have all been answered: then the network's going quiet ends the count.
 */
export const countedPages: Record<string, (page: Page) => Promise<void>> = {
  // The quotes under the application tips: the last section, mounted once the rest is painted.
  '/': (page) =>
    page.getByRole('region', { name: 'Zitate, die Mut machen' }).waitFor({ timeout: 60_000 }),
  // The last of the three ranked regions, with its logos.
  '/search': (page) =>
    page
      .getByRole('region', { name: 'Top-Unternehmen' })
      .getByRole('list')
      .waitFor({ timeout: 60_000 }),
};

/** A request to the API that is not a picture. */
export function isApiRead(url: string): boolean {
  const { pathname } = new URL(url);
  return pathname.startsWith('/api/') && !pathname.startsWith('/api/files/');
}

/**
 * Views, so that every "top" list of the search page is full, as on a server in use: the demo
 * content starts with none. Each detail read by a signed-in user counts one view.
 */
export async function viewSomeOfEach(base: string, session: Session): Promise<void> {
  const get = async (route: string) => {
    const response = await fetch(`${base}/api/${route}`, {
      headers: { Authorization: session.token },
    });
    if (!response.ok) throw new Error(`GET /api/${route}: HTTP ${response.status}`);
    return response.json() as Promise<{ content: { id: string }[] } | { course: { id: string } }[]>;
  };
  for (const [resource, count] of [
    ['jobs', 6],
    ['companies', 10],
    ['courses', 4],
  ] as const) {
    // Courses are one plain list; jobs and companies come in pages.
    const list = await get(`${resource}?size=${count}`);
    const items = Array.isArray(list) ? list.map(({ course }) => course) : list.content;
    for (const { id } of items.slice(0, count)) await get(`${resource}/${id}`);
  }
}

/**
 * The API requests (`METHOD path?query`) of `pathname`'s first screen, in the order they were
 * sent, from the navigation until the page shows its content and the network has then been idle
 * for half a second.
 */
export async function firstScreenRequests(
  browser: Browser,
  base: string,
  session: Session,
  pathname: string,
): Promise<string[]> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  try {
    await context.addInitScript(({ token, userId }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
    }, session);
    const page = await context.newPage();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (!isApiRead(request.url())) return;
      const url = new URL(request.url());
      sent.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    await page.goto(`${base}${pathname}`, { timeout: 120_000 });
    await countedPages[pathname]?.(page);
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    return sent;
  } finally {
    await context.close();
  }
}
