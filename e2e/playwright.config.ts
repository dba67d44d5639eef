import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveChromium } from './support/chromium.ts';
import { admin, crossOriginPorts, ports } from './support/environment.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'kompass-e2e-'));

const serverEnv = {
  ADMIN_USERNAME: admin.username,
  ADMIN_PASSWORD: admin.password,
  LOG_LEVEL: 'warn',
  // The suite signs in many times from one address; the limits themselves are tested in api/.
  RATE_LIMIT_LOGIN_MAX: '1000',
  RATE_LIMIT_REGISTER_MAX: '1000',
  RATE_LIMIT_REGISTER_HOURLY_MAX: '100000',
  RATE_LIMIT_GENERAL_MAX: '100000',
};

const remoteUrls = Object.fromEntries(
  Object.entries(crossOriginPorts).map(([name, port]) => [
    `REMOTE_URL_${name.toUpperCase().replaceAll('-', '_')}`,
    `http://127.0.0.1:${port}/`,
  ]),
);

/** The browser tests run against production builds (`npm run test:e2e` builds first). */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 390, height: 844 },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    launchOptions: resolveChromium(),
    // The service worker is tested in pwa.spec.ts, which allows it; elsewhere each test sees
    // the network as the page asks it, not a cache kept from an earlier test.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'same-origin',
      testIgnore: /cross-origin\.spec\.ts/,
      use: { baseURL: `http://localhost:${ports.app}` },
    },
    {
      // Every remote on its own origin, as on a CDN: proves nothing is baked into the bundles.
      name: 'cross-origin',
      testMatch: /cross-origin\.spec\.ts/,
      use: { baseURL: `http://localhost:${ports.crossOriginApp}` },
    },
  ],
  webServer: [
    {
      command: 'node scripts/start.ts',
      cwd: repoRoot,
      url: `http://localhost:${ports.app}/api/health`,
      env: { ...serverEnv, PORT: String(ports.app), DATA_DIR: freshDataDir() },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'node e2e/support/serve-remotes.ts',
      cwd: repoRoot,
      url: `http://127.0.0.1:${crossOriginPorts['mf-admin']}/mf-manifest.json`,
      reuseExistingServer: false,
    },
    {
      command: 'node scripts/start.ts',
      cwd: repoRoot,
      url: `http://localhost:${ports.crossOriginApp}/api/health`,
      env: {
        ...serverEnv,
        ...remoteUrls,
        PORT: String(ports.crossOriginApp),
        DATA_DIR: freshDataDir(),
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
