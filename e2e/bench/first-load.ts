/**
 * `npm run bench -w e2e`: what a signed-in user's browser downloads on the first load of `/`
 * (DESIGN §8). Not a test: it prints tables with the targets and exits 0 when one is missed; it
 * exits non-zero only when it could not measure (build failed, server or page did not come up).
 *
 * Steps: build the apps if a `dist/` is missing; start the product (`node scripts/start.ts`) on
 * a free port with a fresh DATA_DIR; register a user who has finished onboarding; open `/` in a
 * fresh Chromium context (empty cache) and record every JavaScript response until the home page
 * has rendered and the network is idle.
 *
 * Copies of the shared singletons are counted from the source maps that the production builds
 * emit (`devtool: 'source-map'`): chunk names say nothing about their content, the maps do.
 * Two cross-checks keep the method honest: the same count over every map in the five builds
 * finds a copy in each app (each app bundles its own fallback, which the page must not load), so
 * the method does see copies where there are some; and Module Federation's runtime must report
 * each share as loaded from as many apps as the maps count copies (one).
 *
 * Environment: CHROMIUM_PATH (see support/chromium.ts), BENCH_VERBOSE=1 (also list every file
 * and the package modules found in it).
 */
import { chromium, type Browser, type Response as PageResponse } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { resolveChromium } from '../support/chromium.ts';
import { admin } from '../support/environment.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const apps = ['shell', 'mf-discover', 'mf-chat', 'mf-profile', 'mf-admin'] as const;
const homeHeading = 'Was kommt als Nächstes?';
const verbose = process.env.BENCH_VERBOSE === '1';

/** DESIGN §8. */
const targets = { gzippedBytes: 200 * 1024, copies: 1, adminBytes: 0 } as const;

interface Counted {
  name: string;
  /** Matches a source map entry; group 1 is the module's path inside the package. */
  source: RegExp;
  /** Modules that are not the library itself and are therefore not counted as a copy. */
  sideEntries?: { pattern: RegExp; label: string };
  /** One of DESIGN §8's targets; the others are shown for information. */
  target: boolean;
}

/** `node_modules/<name>/` as a whole path segment: `react/` must not match `react-dom/`. */
const inNodeModules = (name: string) =>
  new RegExp(`(?:^|/)node_modules/${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/(.*)$`);

const counted: Counted[] = [
  {
    name: 'react',
    source: inNodeModules('react'),
    // `react/jsx-runtime` is its own share key, not shared (build/federation.ts lists `react`
    // only), so every app bundles it; it holds no state and is a few hundred bytes.
    sideEntries: {
      pattern: /(?:^|\/)(?:cjs\/react-)?(?:jsx|jsx-dev|compiler)-runtime[.]/,
      label: 'react/jsx-runtime',
    },
    target: true,
  },
  { name: 'react-dom', source: inNodeModules('react-dom'), target: true },
  { name: 'react-router', source: inNodeModules('react-router'), target: true },
  { name: 'jotai', source: inNodeModules('jotai'), target: true },
  { name: 'styled-components', source: inNodeModules('styled-components'), target: true },
  { name: '@tanstack/react-query', source: inNodeModules('@tanstack/react-query'), target: false },
  { name: 'ky', source: inNodeModules('ky'), target: false },
  {
    // The workspace package is resolved through its symlink to `../shared/src/…`.
    name: '@kompass/shared',
    source: /(?:^|\/)(?:\.\.\/shared|node_modules\/@kompass\/shared)\/(.*)$/,
    target: false,
  },
  {
    // Not shareable: every container (the shell's main.js, each remoteEntry.js) brings its own.
    name: '@module-federation/runtime-core',
    source: inNodeModules('@module-federation/runtime-core'),
    target: false,
  },
];

/** What a source map says about one JavaScript file. */
interface Mapped {
  /** Per counted package: the module paths inside the package found in this file's map. */
  modules: Map<string, string[]>;
}

interface JsFile extends Mapped {
  url: string;
  app: string;
  bytes: number;
  gzipBytes: number;
  mapError?: string;
}

/** A share as Module Federation's runtime reports it (`__FEDERATION__.__SHARE__`). */
interface LoadedShare {
  key: string;
  version: string;
  from: string;
}

function buildIfMissing(): void {
  const missing = apps.filter(
    (app) => !existsSync(path.join(repoRoot, app, 'dist', 'mf-manifest.json')),
  );
  if (missing.length === 0) {
    console.log('Using the existing production builds (shell/dist, mf-*/dist).');
    return;
  }
  console.log(`Builds missing (${missing.join(', ')}): running \`npm run build\` …`);
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`\`npm run build\` failed (exit ${result.status}).`);
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('No free port found.');
  return address.port;
}

interface Server {
  base: string;
  child: ChildProcess;
  dataDir: string;
}

async function startServer(): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kompass-bench-'));
  const limit = '1000000';
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_GENERAL_MAX: limit,
      RATE_LIMIT_LOGIN_MAX: limit,
      RATE_LIMIT_REGISTER_MAX: limit,
      RATE_LIMIT_UPLOAD_MAX: limit,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = { base: `http://127.0.0.1:${port}`, child, dataDir };
  // Kept for the error message if the server does not come up.
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    try {
      if ((await fetch(`${server.base}/api/health`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  await stopServer(server);
  throw new Error(`The server did not start (node scripts/start.ts).\n${output}`);
}

async function stopServer({ child, dataDir }: Server): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(dataDir, { recursive: true, force: true });
}

async function post(base: string, route: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`POST ${route}: HTTP ${response.status} ${await response.text()}`);
  }
  return response;
}

/** A fresh user who has finished onboarding and has a profile, as in support/fixtures.ts. */
async function signUp(base: string): Promise<{ token: string; userId: string }> {
  const suffix = randomUUID().slice(0, 8);
  const account = {
    username: `bench_${suffix}`,
    password: 'sicheres-passwort',
    name: `Bench ${suffix}`,
    email: `bench_${suffix}@example.org`,
  };
  const registered = await post(base, '/api/auth/register', account);
  if (registered.status !== 201) throw new Error(`Register answered ${registered.status}.`);
  const login = await post(base, '/api/auth/login', {
    username: account.username,
    password: account.password,
  });
  const session = (await login.json()) as { token: string; userId: string };
  const setting = { key: 'onboarding_completed', value: 'true' };
  await post(base, '/api/settings', setting, session.token);
  await post(base, '/api/profiles/create', {}, session.token);
  return session;
}

function appOf(url: URL, base: URL): string {
  if (url.origin !== base.origin) return `other (${url.origin})`;
  return /^\/remotes\/([^/]+)\//.exec(url.pathname)?.[1] ?? 'shell';
}

function isJavaScript(response: PageResponse): boolean {
  return (
    response.request().resourceType() === 'script' ||
    (response.headers()['content-type'] ?? '').includes('javascript') ||
    /\.m?js$/.test(new URL(response.url()).pathname)
  );
}

function mapped(sources: string[]): Mapped {
  const modules = new Map<string, string[]>();
  for (const source of sources) {
    for (const { name, source: pattern } of counted) {
      const module = pattern.exec(source)?.[1];
      if (module !== undefined) modules.set(name, [...(modules.get(name) ?? []), module]);
    }
  }
  return { modules };
}

/** Follows the file's `//# sourceMappingURL=` as a browser's dev tools would. */
async function fetchMapped(url: string, body: string): Promise<Mapped> {
  const reference = [...body.matchAll(/\/\/# sourceMappingURL=(\S+)/g)].at(-1)?.[1];
  if (!reference) throw new Error('no sourceMappingURL comment');
  const response = await fetch(new URL(reference, url));
  if (!response.ok) throw new Error(`source map: HTTP ${response.status}`);
  return mapped(((await response.json()) as { sources?: string[] }).sources ?? []);
}

/** Every JavaScript file of every build, for the cross-check "one copy per app in the builds". */
function builtFiles(): Mapped[] {
  return apps.flatMap((app) => {
    const dist = path.join(repoRoot, app, 'dist');
    return readdirSync(dist)
      .filter((file) => file.endsWith('.js.map'))
      .map((file) => {
        const map = JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as {
          sources?: string[];
        };
        return mapped(map.sources ?? []);
      });
  });
}

/**
 * The number of copies of a package among `files`: the most files any one of its modules is in.
 * A package split over several chunks (react-dom and react-dom/client are separate share keys)
 * is still one copy; the same module in two files is two. Development and production builds of
 * a module count as the same module, so loading both would show up as two copies.
 */
function copies(files: Mapped[], { name, sideEntries }: Counted): number {
  const filesPerModule = new Map<string, number>();
  for (const file of files) {
    const modules = (file.modules.get(name) ?? [])
      .filter((module) => !sideEntries?.pattern.test(module))
      .map((module) => module.replaceAll('development', 'production'));
    for (const module of new Set(modules)) {
      filesPerModule.set(module, (filesPerModule.get(module) ?? 0) + 1);
    }
  }
  return Math.max(0, ...filesPerModule.values());
}

/** Shares Module Federation's runtime has loaded, with the app each came from. */
function loadedShares(): LoadedShare[] {
  interface ShareInfo {
    from?: string;
    loaded?: boolean;
  }
  type Scopes = Record<string, Record<string, Record<string, Record<string, ShareInfo>>>>;
  const federation = (globalThis as { __FEDERATION__?: { __SHARE__?: Scopes } }).__FEDERATION__;
  const loaded: LoadedShare[] = [];
  for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
    for (const packages of Object.values(scopes)) {
      for (const [key, versions] of Object.entries(packages)) {
        for (const [version, info] of Object.entries(versions)) {
          if (info.loaded && info.from) loaded.push({ key, version, from: info.from });
        }
      }
    }
  }
  return loaded;
}

async function measure(base: string, session: { token: string; userId: string }) {
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch(resolveChromium());
    // A new context starts with an empty cache: this is a first visit.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
    });
    await context.addInitScript(({ token, userId }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
    }, session);
    const page = await context.newPage();

    const baseUrl = new URL(base);
    const captures: Promise<JsFile>[] = [];
    page.on('response', (response) => {
      const redirect = response.status() >= 300 && response.status() < 400;
      if (redirect || !isJavaScript(response)) return;
      captures.push(
        (async () => {
          const body = await response.body();
          const file: JsFile = {
            url: response.url(),
            app: appOf(new URL(response.url()), baseUrl),
            bytes: body.length,
            gzipBytes: gzipSync(body).length,
            modules: new Map(),
          };
          try {
            file.modules = (await fetchMapped(file.url, body.toString('utf8'))).modules;
          } catch (error) {
            file.mapError = error instanceof Error ? error.message : String(error);
          }
          return file;
        })(),
      );
    });

    const started = performance.now();
    await page.goto(`${base}/`, { waitUntil: 'networkidle', timeout: 60_000 });
    // The splash on /login shows the same heading: make sure the session was accepted.
    const { pathname } = new URL(page.url());
    if (pathname !== '/') throw new Error(`Expected the home page, the app went to ${pathname}.`);
    await page
      .getByRole('heading', { name: homeHeading })
      .first()
      .waitFor({ state: 'visible', timeout: 30_000 });
    const renderedMs = performance.now() - started;
    // Whatever the rendered page requests next (lazy chunks) is part of the first load.
    await page.waitForLoadState('networkidle');
    const shares = await page.evaluate(loadedShares);
    return { files: await Promise.all(captures), shares, renderedMs };
  } finally {
    await browser?.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(line(rows[0]!));
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const row of rows.slice(1)) console.log(line(row));
  console.log('');
}

function report(files: JsFile[], shares: LoadedShare[], built: Mapped[], renderedMs: number): void {
  const sum = (list: JsFile[], key: 'bytes' | 'gzipBytes') =>
    list.reduce((total, file) => total + file[key], 0);
  const totalGzip = sum(files, 'gzipBytes');
  const adminBytes = sum(
    files.filter((file) => file.app === 'mf-admin'),
    'bytes',
  );

  console.log(
    `\nFirst load of / for a signed-in user: ${files.length} JavaScript files, ` +
      `heading visible after ${renderedMs.toFixed(0)} ms.\n`,
  );
  const appNames = [...new Set([...apps, ...files.map((file) => file.app)])];
  printTable([
    ['App', 'JS files', 'Raw', 'Gzipped'],
    ...appNames.map((app) => {
      const own = files.filter((file) => file.app === app);
      return [app, String(own.length), kb(sum(own, 'bytes')), kb(sum(own, 'gzipBytes'))];
    }),
    ['Total', String(files.length), kb(sum(files, 'bytes')), kb(totalGzip)],
  ]);

  const packages = counted.map((item) => {
    const providers = new Set(
      shares
        .filter((share) => share.key === item.name || share.key.startsWith(`${item.name}/`))
        .map((share) => `${share.from} (${share.key}@${share.version})`),
    );
    return {
      ...item,
      downloaded: copies(files, item),
      inBuilds: copies(built, item),
      files: files.filter((file) => file.modules.has(item.name)).length,
      providers: [...providers],
    };
  });
  printTable([
    [
      'Package',
      'Files with its modules',
      'Copies downloaded',
      'Copies in the builds',
      'Loaded from (MF runtime)',
    ],
    ...packages.map((item) => [
      item.name,
      String(item.files),
      String(item.downloaded),
      String(item.inBuilds),
      item.providers.join(', ') || '– (not a share)',
    ]),
  ]);

  for (const item of packages) {
    const sideOnly = files.filter((file) => {
      const modules = file.modules.get(item.name);
      return modules?.every((module) => item.sideEntries?.pattern.test(module));
    }).length;
    if (sideOnly > 0) {
      console.log(
        `${item.name}: ${sideOnly} of the ${item.files} files hold only side entries ` +
          `(${item.sideEntries?.label}), which are not shared and not counted as copies.`,
      );
    }
  }
  console.log('');

  printTable([
    ['Target (DESIGN §8)', 'Value', 'Target', 'Result'],
    [
      'Total gzipped JavaScript',
      `${kb(totalGzip)} (${totalGzip} B)`,
      `≤ ${kb(targets.gzippedBytes)}`,
      verdict(totalGzip <= targets.gzippedBytes),
    ],
    ...packages
      .filter((item) => item.target)
      .map((item) => [
        `Copies of ${item.name}`,
        String(item.downloaded),
        String(targets.copies),
        verdict(item.downloaded === targets.copies),
      ]),
    [
      'Bytes from mf-admin',
      `${adminBytes} B`,
      `${targets.adminBytes} B`,
      verdict(adminBytes === 0),
    ],
  ]);

  // The counting method must agree with what the federation runtime did.
  for (const item of packages.filter((candidate) => candidate.providers.length > 0)) {
    const providerApps = new Set(item.providers.map((provider) => provider.split(' ')[0]));
    if (providerApps.size !== item.downloaded) {
      console.log(
        `Check ${item.name}: the source maps count ${item.downloaded} copies, the runtime loaded ` +
          `it from ${providerApps.size} app(s).`,
      );
    }
  }
  const unmapped = files.filter((file) => file.mapError);
  if (unmapped.length > 0) {
    console.log('Copies may be undercounted: these files have no readable source map:');
    for (const file of unmapped) console.log(`  ${file.url}: ${file.mapError}`);
  }
  if (verbose) {
    console.log('Files:');
    for (const file of files) {
      console.log(`  ${file.app.padEnd(12)} ${kb(file.gzipBytes).padStart(9)} gzip  ${file.url}`);
      for (const [name, modules] of file.modules) {
        const shown = modules.slice(0, 4).join(', ');
        console.log(`      ${name}: ${shown}${modules.length > 4 ? ` … (${modules.length})` : ''}`);
      }
    }
  }
}

async function main(): Promise<void> {
  buildIfMissing();
  const server = await startServer();
  const stop = () => void stopServer(server).finally(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const session = await signUp(server.base);
    const { files, shares, renderedMs } = await measure(server.base, session);
    if (files.length === 0) throw new Error('No JavaScript was recorded.');
    report(files, shares, builtFiles(), renderedMs);
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    await stopServer(server);
  }
}

try {
  await main();
} catch (error) {
  console.error(`\nFirst-load benchmark failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
