/**
 * `npm run bench:main-thread -w e2e` (part of `npm run bench -w e2e`): how much work the main
 * thread does while a returning signed-in user's page loads, in CPU time rather than wall-clock
 * time. Lighthouse's blocking time multiplies the wall-clock length of every task by four, so on
 * a machine that is busy with something else its figures grow with the load; the CPU time a task
 * took on the thread (Chromium's trace records it beside the wall-clock time) hardly does, so
 * this bench tells whether a change made the page heavier even where Lighthouse cannot.
 *
 * Each page is opened in a fresh browser in two states, as the Lighthouse bench's (warm HTTP
 * cache without a service worker; the service worker in control), then loaded once more under a
 * trace until the network is idle and two seconds have passed. Printed per page and state: the
 * main thread's CPU time, its longest task, and the blocking those tasks would cause on a CPU
 * four times slower (Lighthouse's mobile preset): the part of each task over 50 ms, summed.
 *
 * Environment: CHROMIUM_PATH (see support/chromium.ts).
 */
import { chromium, type Browser } from '@playwright/test';
import { resolveChromium } from '../support/chromium.ts';
import { buildIfMissing, signUp, withProductServer, type Session } from './product.ts';

/** Lighthouse's mobile preset: a CPU four times slower than the one measured on. */
const cpuSlowdown = 4;
/** A task longer than this (on the slowed CPU) blocks input; the rest of it counts. */
const blockingFromMs = 50;

const pages = ['/', '/search', '/bookmarks', '/chats'];
const states = ['warm', 'sw'] as const;
type State = (typeof states)[number];
const stateLabels: Record<State, string> = {
  warm: 'warm HTTP cache',
  sw: 'service worker',
};

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** CPU time on the thread, in µs. */
  tdur?: number;
  args: { name?: string };
}

interface MainThreadFigures {
  cpuMs: number;
  longestTaskMs: number;
  blockingAt4xMs: number;
}

/** The figures of the page's main thread (the renderer's `CrRendererMain`) in a trace. */
export function mainThreadFigures(events: TraceEvent[]): MainThreadFigures {
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.name === 'RunTask' &&
        mainThreads.has(`${event.pid}:${event.tid}`),
    )
    .map((event) => (event.tdur ?? 0) / 1000);
  if (tasks.length === 0) throw new Error('The trace holds no task of the page’s main thread.');
  return {
    cpuMs: tasks.reduce((sum, ms) => sum + ms, 0),
    longestTaskMs: Math.max(0, ...tasks),
    blockingAt4xMs: tasks.reduce(
      (sum, ms) => sum + Math.max(0, ms * cpuSlowdown - blockingFromMs),
      0,
    ),
  };
}

async function measure(
  browser: Browser,
  base: string,
  session: Session,
  route: string,
  state: State,
): Promise<MainThreadFigures> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    serviceWorkers: state === 'sw' ? 'allow' : 'block',
  });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/api/health`);
    await page.evaluate((value) => {
      localStorage.setItem('token', value.token);
      localStorage.setItem('userId', value.userId);
    }, session);
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    if (state === 'sw') {
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 60_000,
      });
      await page.reload({ waitUntil: 'networkidle' });
    }
    // Away again, so that the traced navigation is a load, not a reload of the same page.
    await page.goto(`${base}/api/health`);
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    return mainThreadFigures(trace.traceEvents);
  } finally {
    await context.close();
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

buildIfMissing();
await withProductServer(async (server) => {
  const session = await signUp(server.base);
  const browser = await chromium.launch(resolveChromium());
  try {
    console.log(
      `Main thread while a signed-in user's page loads, CPU time (blocking: each task × ${cpuSlowdown}, the part over ${blockingFromMs} ms, summed):\n`,
    );
    console.log('| page | state | main-thread CPU | longest task | blocking at 4× CPU |');
    console.log('|------|-------|-----------------|--------------|--------------------|');
    for (const route of pages) {
      for (const state of states) {
        const figures = await measure(browser, server.base, session, route, state);
        console.log(
          `| ${route} | ${stateLabels[state]} | ${ms(figures.cpuMs)} | ${ms(figures.longestTaskMs)} | ${ms(figures.blockingAt4xMs)} |`,
        );
      }
    }
  } finally {
    await browser.close();
  }
});
