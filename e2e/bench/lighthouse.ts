/**
 * `npm run bench:lighthouse -w e2e` (part of `npm run bench`): Lighthouse 12's mobile preset
 * (simulated slow 4G, a 4× slower CPU) on the seven main pages as a signed-in user, printed beside
 * the targets. Not a test: it exits 0 when a target is missed and non-zero only when it could not
 * measure. Lighthouse is pinned (12.2.3) so figures stay comparable between runs.
 *
 * Every page is measured four times over, each time with the stored session kept (Lighthouse's
 * own storage reset would sign the user out); /login is measured signed out, since a signed-in
 * user is sent on to home:
 * - warm HTTP cache: the page was opened once before, as it has been for every signed-in user
 *   (signing in loads the app), without a service worker. The load the targets were set on:
 *   Lighthouse keeps the cache whenever it keeps the session (`disableStorageReset`).
 * - cold HTTP cache: a first visit (the first load after a release is partly one: its changed
 *   chunks are downloaded again), without a service worker.
 * - service worker: the page was opened before and the service worker (docs/offline.md)
 *   controls it, as on every return of a user since the first visit.
 * - service worker, one remote released: the same, after mf-discover's entry changed on the
 *   server (as a deploy of that remote alone changes it): the first visit after such a release.
 * Figures are the median of LIGHTHOUSE_RUNS (default 3) runs per page; a last table puts the
 * four side by side.
 *
 * Environment: CHROMIUM_PATH (see support/chromium.ts), LIGHTHOUSE_RUNS, LIGHTHOUSE_PAGES (a
 * comma-separated choice of the pages as the table names them, e.g. `/,/company/{id}`; default
 * all), LIGHTHOUSE_CACHE (warm, cold, sw or sw-release, comma-separated: only those), BENCH_VERBOSE=1 (also list every
 * accessibility and best-practice audit that did not pass), LIGHTHOUSE_REPORTS (a directory: each
 * run's whole report is written there as JSON, to see what the LCP element was, which tasks
 * blocked and what was loaded before it), LIGHTHOUSE_THROTTLING=devtools (throttle the real
 * browser instead of simulating from an unthrottled load: slower and noisier, but it measures the
 * waterfall a phone really gets, where the simulation shares the bandwidth evenly between all
 * open requests however small they are).
 */
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/bench-server.ts';
import { resolveChromium } from '../support/chromium.ts';
import { largestPaintOf } from './largest-paint.ts';
import { buildIfMissing, signUp, withProductServer, type Session } from './product.ts';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
if (!Number.isInteger(runs) || runs < 1) {
  throw new Error('LIGHTHOUSE_RUNS must be a positive integer.');
}
const verbose = process.env.BENCH_VERBOSE === '1';
const reportDir = process.env.LIGHTHOUSE_REPORTS;
const throttling = process.env.LIGHTHOUSE_THROTTLING as 'devtools' | 'simulate' | undefined;
if (throttling !== undefined && throttling !== 'devtools' && throttling !== 'simulate') {
  throw new Error('LIGHTHOUSE_THROTTLING must be simulate (the default) or devtools.');
}
const chosenPages = process.env.LIGHTHOUSE_PAGES?.split(',').map((page) => page.trim());
const allCacheStates = ['cold', 'warm', 'sw', 'sw-release'] as const;
type Cache = (typeof allCacheStates)[number];
const cacheLabels: Record<Cache, string> = {
  cold: 'cold HTTP cache',
  warm: 'warm HTTP cache',
  sw: 'service worker',
  'sw-release': 'service worker, one remote released',
};
const chosenCaches = process.env.LIGHTHOUSE_CACHE?.split(',').map((cache) => cache.trim());
const cacheStates: Cache[] = chosenCaches
  ? allCacheStates.filter((cache) => chosenCaches.includes(cache))
  : [...allCacheStates];
if (chosenCaches && cacheStates.length !== chosenCaches.length) {
  throw new Error(`LIGHTHOUSE_CACHE takes ${allCacheStates.join(', ')} (default: all).`);
}

/** The figures that are numbers and have a target. */
type Scored = keyof Omit<Figures, 'failing' | 'largestPaint'>;

interface Figures {
  performance: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  failing: string[];
  /** The element of the largest contentful paint (`largestPaintOf`), when the trace names it. */
  largestPaint?: string;
}

/** A Lighthouse category score (0–100) that must reach `min`. */
function score(min: number) {
  return {
    meets: (v: number) => v >= min,
    target: min === 100 ? '100' : `≥ ${min}`,
    format: (v: number) => v.toFixed(0),
  };
}

/** A measurement that must stay at or below `max`. */
function atMost(max: number, target: string, format: (v: number) => string) {
  return { meets: (v: number) => v <= max, target, format };
}

const targets: {
  key: Scored;
  label: string;
  meets: (v: number) => boolean;
  target: string;
  format: (v: number) => string;
}[] = [
  { key: 'performance', label: 'performance', ...score(95) },
  { key: 'tbtMs', label: 'TBT', ...atMost(150, '≤ 150 ms', (v) => `${v.toFixed(0)} ms`) },
  { key: 'lcpMs', label: 'LCP', ...atMost(1800, '≤ 1.8 s', (v) => `${(v / 1000).toFixed(2)} s`) },
  { key: 'cls', label: 'CLS', ...atMost(0.02, '≤ 0.02', (v) => v.toFixed(3)) },
  { key: 'accessibility', label: 'accessibility', ...score(100) },
  { key: 'bestPractices', label: 'best practices', ...score(100) },
];

async function firstCompanyId(base: string, token: string): Promise<string> {
  const response = await fetch(`${base}/api/companies?size=1`, {
    headers: { Authorization: token },
  });
  const page = (await response.json()) as { content: { id: string }[] };
  const id = page.content[0]?.id;
  if (!id) throw new Error('The demo content has no company.');
  return id;
}

/**
 * Stores (or removes) the session in the profile Lighthouse's tab will use and empties the HTTP
 * cache, the service worker and its caches; for a warm cache it then opens `url` once, so that
 * the browser holds what that loads; for the service worker's loads it also waits until the
 * worker controls the page and opens it once more through it.
 */
async function prepareBrowser(
  context: BrowserContext,
  base: string,
  session: Session | null,
  url: string,
  cache: Cache,
) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${base}/api/health`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: base,
    storageTypes: 'service_workers,cache_storage,indexeddb',
  });
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.evaluate((value) => {
    if (value) {
      localStorage.setItem('token', value.token);
      localStorage.setItem('userId', value.userId);
    } else {
      localStorage.clear();
    }
  }, session);
  if (cache === 'cold') return;
  await page.goto(url, { waitUntil: 'networkidle' });
  if (cache === 'warm') {
    // Only the HTTP cache stays: the worker the visit registered goes.
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) {
        await registration.unregister();
      }
      for (const name of await caches.keys()) await caches.delete(name);
    });
  } else {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    await page.reload({ waitUntil: 'networkidle' });
  }
  // Away again, so that Lighthouse's navigation is a load, not a reload of the same page.
  await page.goto(`${base}/api/health`);
}

/**
 * Changes mf-discover's entry on the server as a deploy of that remote alone would (the
 * compressed siblings go too, so the server sends the new file), for `run`; then puts it back.
 */
async function withRemoteReleased<T>(run: () => Promise<T>): Promise<T> {
  const dist = path.resolve(import.meta.dirname, '../../mf-discover/dist');
  const entry = path.join(dist, 'remoteEntry.js');
  const kept = `${entry}.before-bench`;
  copyFileSync(entry, kept);
  for (const suffix of ['.br', '.gz']) {
    if (existsSync(entry + suffix)) renameSync(entry + suffix, `${kept}${suffix}`);
  }
  try {
    writeFileSync(entry, `${readFileSync(entry, 'utf8')}\n// released ${Date.now()}\n`);
    return await run();
  } finally {
    renameSync(kept, entry);
    for (const suffix of ['.br', '.gz']) {
      if (existsSync(`${kept}${suffix}`)) renameSync(`${kept}${suffix}`, entry + suffix);
    }
  }
}

async function audit(url: string, port: number, reportName: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: true,
    ...(throttling ? { throttlingMethod: throttling } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const { lhr } = result;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(path.join(reportDir, `${reportName}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = ['accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id} – ${lhr.audits[ref.id]?.title ?? ''}`),
  );
  return {
    performance: score('performance'),
    tbtMs: numeric('total-blocking-time'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    failing,
    largestPaint: largestPaintOf((result.artifacts as { Trace?: unknown }).Trace),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function medianFigures(all: Figures[]): Figures {
  const pick = (key: Scored) => median(all.map((figures) => figures[key]));
  return {
    performance: pick('performance'),
    tbtMs: pick('tbtMs'),
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    failing: [...new Set(all.flatMap((figures) => figures.failing))],
  };
}

function printTable(rows: { page: string; figures: Figures }[]) {
  const header = ['page', ...targets.map(({ label, target }) => `${label} (${target})`)];
  const body = rows.map(({ page, figures }) => [
    page,
    ...targets.map(
      ({ key, meets, format }) => `${format(figures[key])} ${meets(figures[key]) ? '✓' : '✗'}`,
    ),
  ]);
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...body.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of body) console.log(line(row));
  const missed = rows.flatMap(({ page, figures }) =>
    targets.filter(({ key, meets }) => !meets(figures[key])).map(({ label }) => `${page} ${label}`),
  );
  console.log(
    missed.length === 0 ? '\nAll targets met.' : `\nTargets missed: ${missed.join(', ')}.`,
  );
  if (verbose) {
    for (const { page, figures } of rows) {
      for (const failing of figures.failing) console.log(`  ${page}: ${failing}`);
    }
  }
}

/** Performance and LCP of every page in each state, one column each (✗: a target missed). */
function printSideBySide(tables: Map<Cache, { page: string; figures: Figures }[]>) {
  const caches = [...tables.keys()];
  if (caches.length < 2) return;
  const shown = targets.filter(({ key }) => key === 'performance' || key === 'lcpMs');
  const header = [
    'page',
    ...shown.flatMap(({ label }) => caches.map((cache) => `${label}, ${cacheLabels[cache]}`)),
  ];
  const pages = tables.get(caches[0]!)!.map(({ page }) => page);
  const body = pages.map((page) => [
    page,
    ...shown.flatMap(({ key, meets, format }) =>
      caches.map((cache) => {
        const figures = tables.get(cache)!.find((row) => row.page === page)!.figures;
        return `${format(figures[key])}${meets(figures[key]) ? '' : ' ✗'}`;
      }),
    ),
  ]);
  console.log('Side by side:\n');
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => ' --- ').join('|')}|`);
  for (const row of body) console.log(`| ${row.join(' | ')} |`);
}

async function main() {
  buildIfMissing();
  await withProductServer(async (server) => {
    const session = await signUp(server.base);
    const companyId = await firstCompanyId(server.base, session.token);
    const allPages: { page: string; route: string; signedIn: boolean }[] = [
      { page: '/', route: '/', signedIn: true },
      { page: '/search', route: '/search', signedIn: true },
      { page: '/company/{id}', route: `/company/${companyId}`, signedIn: true },
      { page: '/bookmarks', route: '/bookmarks', signedIn: true },
      { page: '/profile/{own id}', route: `/profile/${session.userId}`, signedIn: true },
      { page: '/chats', route: '/chats', signedIn: true },
      { page: '/login (signed out)', route: '/login', signedIn: false },
    ];
    const pages = chosenPages
      ? allPages.filter(({ page }) => chosenPages.includes(page.split(' ')[0]!))
      : allPages;
    if (pages.length === 0) throw new Error(`LIGHTHOUSE_PAGES names no page: ${chosenPages}`);
    const port = await freePort();
    const profile = mkdtempSync(path.join(tmpdir(), 'kompass-lighthouse-'));
    const chromiumOptions = resolveChromium();
    const context = await chromium.launchPersistentContext(profile, {
      ...chromiumOptions,
      args: [...chromiumOptions.args, `--remote-debugging-port=${port}`],
    });
    const tables = new Map<Cache, { page: string; figures: Figures }[]>();
    try {
      for (const cache of cacheStates) {
        const rows: { page: string; figures: Figures }[] = [];
        tables.set(cache, rows);
        for (const { page, route, signedIn } of pages) {
          const all: Figures[] = [];
          for (let run = 0; run < runs; run++) {
            process.stdout.write(`${page}, ${cache} cache: run ${run + 1} of ${runs} … `);
            const url = `${server.base}${route}`;
            await prepareBrowser(context, server.base, signedIn ? session : null, url, cache);
            const reportName = `${
              page
                .split(' ')[0]!
                .replace(/[^a-z0-9]+/gi, '-')
                .replace(/^-|-$/g, '') || 'home'
            }-${cache}-${run + 1}`;
            const measure = () => audit(url, port, reportName);
            const figures = await (cache === 'sw-release'
              ? withRemoteReleased(measure)
              : measure());
            all.push(figures);
            console.log(
              figures.largestPaint ? `done; largest paint: ${figures.largestPaint}` : 'done',
            );
          }
          rows.push({ page, figures: medianFigures(all) });
        }
        const method = throttling === 'devtools' ? 'applied (devtools)' : 'simulated';
        console.log(
          `\nLighthouse 12 mobile preset, ${method} throttling, ${cacheLabels[cache]}, median of ${runs} run(s) per page:\n`,
        );
        printTable(rows);
        console.log('');
      }
      printSideBySide(tables);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
}

try {
  await main();
} catch (error) {
  console.error(`\nLighthouse benchmark failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
