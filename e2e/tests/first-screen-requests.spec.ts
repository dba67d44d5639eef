import {
  countedPages,
  firstScreenRequestBudget,
  firstScreenRequests,
  viewSomeOfEach,
} from '../bench/first-screen.ts';
import { expect, newSignedUpUser, test } from '../support/fixtures.ts';

/**
 * A page's first screen in a few requests (docs/performance.md#first-load-in-the-browser): home
 * and the search page each make at most 8 API requests, pictures aside, with every ranked list
 * of the search page full. Counting requests does not depend on the machine's speed.
 */
test('home and the search page each make at most 8 API requests for their first screen', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const session = await newSignedUpUser(request);
  await viewSomeOfEach(baseURL!, session);
  for (const pathname of Object.keys(countedPages)) {
    const sent = await firstScreenRequests(browser, baseURL!, session, pathname);
    testInfo.annotations.push({
      type: `API requests of ${pathname}`,
      description: sent.join(', '),
    });
    expect(sent.length, `${pathname}: ${sent.join(', ')}`).toBeLessThanOrEqual(
      firstScreenRequestBudget,
    );
    // The ranked lists' items come with them: no request per item.
    expect(sent.filter((call) => /\/api\/(jobs|companies|courses)\/[^/?]+$/.test(call))).toEqual(
      [],
    );
  }
});
