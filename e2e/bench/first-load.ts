/**
 * `npm run bench -w e2e`: what a signed-in user's phone downloads and waits for on the way to home
 * (docs/product.md#quality-targets). Not a test: it prints each figure beside its target and exits
 * 0 when one is missed; it exits non-zero only when it could not measure.
 *
 * Steps: build the apps if a `dist/` is missing; start the product (`node scripts/start.ts`) on a
 * free port with a fresh DATA_DIR; register a user who has finished onboarding; then, in Chromium
 * through the DevTools protocol, each load in a fresh browser context:
 *   (a) first load of `/`, cache disabled: JavaScript bytes over the wire (`encodedDataLength`,
 *       i.e. as compressed on the wire, headers included) and file count;
 *   (b) a repeat visit with the cache that first visit left;
 *   (c) BENCH_RUNS (5) first loads throttled like a mid-range phone on a slow mobile network
 *       (CPU 4× slower, 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip): time to home's
 *       first content (its heading) and to its card rails, median;
 *   (d) the sequential round trips before that first content (see network.ts);
 *   (e) the API requests of the first screen of `/` and `/search`, pictures aside, after the
 *       user has opened some jobs, companies and courses so every ranked list is full
 *       (first-screen.ts).
 * Plus the singleton copies and the no-admin check (copies.ts).
 *
 * Environment: CHROMIUM_PATH (see support/chromium.ts), BENCH_RUNS (default 5), BENCH_VERBOSE=1
 * (also print each load's requests with their round trip, bytes and encoding).
 */
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { resolveChromium } from '../support/chromium.ts';
import { apps } from './apps.ts';
import { builtFiles, fetchMapped, loadedShares, type LoadedShare } from './copies.ts';
import {
  countedPages,
  firstScreenRequestBudget,
  firstScreenRequests,
  viewSomeOfEach,
} from './first-screen.ts';
import {
  NetworkLog,
  roundTripsBefore,
  serviceWorkerFile,
  workerScriptRequest,
  type NetworkRequest,
} from './network.ts';
import { buildIfMissing, signUp, withProductServer, type Session } from './product.ts';
import {
  appOf,
  printAppTable,
  printCopies,
  printFirstScreenRequests,
  printTargets,
  printWaterfall,
  type JsFile,
  type LoadResult,
} from './report.ts';

const homeHeading = 'Was kommt als Nächstes?';
const verbose = process.env.BENCH_VERBOSE === '1';
const runs = Number(process.env.BENCH_RUNS ?? 5);
if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_RUNS must be a positive integer.');

/** A mid-range phone on a slow mobile connection. */
const throttling = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: 1_600_000 / 8,
  uploadBytesPerSecond: 750_000 / 8,
};

interface Marks {
  timeOrigin: number;
  content?: number;
  rails?: number;
}

/**
 * Runs in the page before its own scripts: records when home's heading appears (first content)
 * and when three card rails hold cards, in the page's own clock (ms since navigation start).
 */
function markHome(heading: string): void {
  const marks: Omit<Marks, 'timeOrigin'> = {};
  (window as unknown as { __benchMarks: typeof marks }).__benchMarks = marks;
  const check = () => {
    if (location.pathname !== '/') return;
    if (marks.content === undefined) {
      const headings = document.querySelectorAll('h1, h2');
      if ([...headings].some((element) => element.textContent?.includes(heading))) {
        marks.content = performance.now();
      }
    }
    if (marks.content !== undefined && marks.rails === undefined) {
      const rails = [...document.querySelectorAll('ul')].filter((list) =>
        list.querySelector(':scope > li'),
      );
      if (rails.length >= 3) marks.rails = performance.now();
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
}

async function readMarks(page: Page): Promise<Required<Marks>> {
  await page.waitForFunction(
    () => (window as unknown as { __benchMarks?: Marks }).__benchMarks?.rails !== undefined,
    undefined,
    { timeout: 120_000, polling: 100 },
  );
  const { pathname } = new URL(page.url());
  if (pathname !== '/') throw new Error(`Expected the home page, the app went to ${pathname}.`);
  return page.evaluate(() => ({
    ...(window as unknown as { __benchMarks: Required<Marks> }).__benchMarks,
    timeOrigin: performance.timeOrigin,
  }));
}

interface LoadOptions {
  throttled: boolean;
  cacheDisabled: boolean;
  onPage?: (page: Page) => void;
}

/** One load of `/` in `page`, recorded from the first request until the network is idle. */
async function load(page: Page, base: string, options: LoadOptions): Promise<LoadResult> {
  const cdp = await page.context().newCDPSession(page);
  const log = await NetworkLog.attach(cdp);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: options.cacheDisabled });
  if (options.throttled) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttling.latencyMs,
      downloadThroughput: throttling.downloadBytesPerSecond,
      uploadThroughput: throttling.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });
  }
  options.onPage?.(page);
  // The service worker's own file is fetched by the browser, not the page: the page's DevTools
  // session does not see it, Playwright's context does.
  const workerScripts: Promise<NetworkRequest>[] = [];
  const onWorkerScript = (request: Request) => {
    if (!new URL(request.url()).pathname.endsWith(`/${serviceWorkerFile}`)) return;
    workerScripts.push(workerScriptRequest(request));
  };
  page.context().on('requestfinished', onWorkerScript);
  await page.goto(`${base}/`, { waitUntil: 'load', timeout: 120_000 });
  const marks = await readMarks(page);
  // Whatever the rendered page requests next (lazy chunks) is part of the load, and so is the
  // service worker's own file, which the page registers once it has loaded and the browser is idle.
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  await page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker?.ready,
      new Promise((resolve) => setTimeout(resolve, 30_000)),
    ]),
  );
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  page.context().off('requestfinished', onWorkerScript);
  const requests = [...log.computeDepths(), ...(await Promise.all(workerScripts))];
  await cdp.detach();
  return {
    requests,
    contentMs: marks.content,
    railsMs: marks.rails,
    roundTrips: roundTripsBefore(requests, log.toCdpTime(marks.timeOrigin + marks.content)),
  };
}

async function newSignedInContext(browser: Browser, session: Session) {
  // A new context starts with an empty cache: a first visit.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  await context.addInitScript(({ token, userId }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('userId', userId);
  }, session);
  await context.addInitScript(markHome, homeHeading);
  return context;
}

/** Every JavaScript body of a load with what its source map says, for the copies check. */
function captureScripts(page: Page, base: string, into: Promise<JsFile>[]): void {
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
    into.push(
      (async () => {
        const file: JsFile = {
          url: response.url(),
          app: appOf(response.url(), base),
          modules: new Map(),
        };
        try {
          file.modules = (
            await fetchMapped(file.url, (await response.body()).toString('utf8'))
          ).modules;
        } catch (error) {
          file.mapError = error instanceof Error ? error.message : String(error);
        }
        return file;
      })(),
    );
  });
}

async function measure(base: string, session: Session) {
  const browser = await chromium.launch(resolveChromium());
  try {
    // (a) and the copies: a first load, unthrottled.
    const scripts: Promise<JsFile>[] = [];
    const firstContext = await newSignedInContext(browser, session);
    const firstPage = await firstContext.newPage();
    const first = await load(firstPage, base, {
      throttled: false,
      cacheDisabled: true,
      onPage: (page) => captureScripts(page, base, scripts),
    });
    const shares: LoadedShare[] = await firstPage.evaluate(loadedShares);
    await firstContext.close();

    // (b) a repeat visit: a new tab in a context whose cache the first visit filled.
    const repeatContext = await newSignedInContext(browser, session);
    const visited = await repeatContext.newPage();
    await load(visited, base, { throttled: false, cacheDisabled: false });
    // Leaving the page lets the browser finish writing what it cached.
    await visited.close();
    const repeat = await load(await repeatContext.newPage(), base, {
      throttled: false,
      cacheDisabled: false,
    });
    await repeatContext.close();

    // (c), (d): throttled first loads.
    const throttled: LoadResult[] = [];
    for (let run = 0; run < runs; run++) {
      process.stdout.write(`Throttled run ${run + 1} of ${runs} … `);
      const context = await newSignedInContext(browser, session);
      throttled.push(
        await load(await context.newPage(), base, { throttled: true, cacheDisabled: true }),
      );
      await context.close();
      console.log('done');
    }
    // (e) the API requests of each counted page's first screen, with every ranked list full.
    await viewSomeOfEach(base, session);
    const requestCounts = [];
    for (const pathname of Object.keys(countedPages)) {
      requestCounts.push({
        pathname,
        requests: await firstScreenRequests(browser, base, session, pathname),
      });
    }
    return {
      first,
      repeat,
      throttled,
      requestCounts,
      files: await Promise.all(scripts),
      shares,
    };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  buildIfMissing();
  await withProductServer(async (server) => {
    const session = await signUp(server.base);
    const { first, repeat, throttled, requestCounts, files, shares } = await measure(
      server.base,
      session,
    );
    if (files.length === 0) throw new Error('No JavaScript was recorded.');
    console.log('\nFirst load of / for a signed-in user, by app:\n');
    printAppTable(apps, first, server.base);
    printTargets(first, repeat, throttled);
    printFirstScreenRequests(requestCounts, firstScreenRequestBudget);
    printCopies(files, shares, builtFiles());
    if (verbose) {
      printWaterfall('First load', first);
      printWaterfall('Repeat visit', repeat);
      printWaterfall('Throttled run 1', throttled[0]!);
    }
  });
}

try {
  await main();
} catch (error) {
  console.error(`\nFirst-load benchmark failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
