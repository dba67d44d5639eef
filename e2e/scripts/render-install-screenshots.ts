/**
 * Renders the install sheet's screenshots (shell/public/screenshots/*.png) from the running app,
 * signed in as the demo user lena: `npm start`, then
 * `SCREENSHOT_BASE_URL=http://localhost:8080 npx node e2e/scripts/render-install-screenshots.ts`.
 * The PNGs are committed; run again when home changes a lot.
 */
import { chromium } from '@playwright/test';
import path from 'node:path';
import { resolveChromium } from '../support/chromium.ts';

const baseURL = process.env.SCREENSHOT_BASE_URL ?? 'http://localhost:8080';
const target = path.resolve(import.meta.dirname, '../../shell/public/screenshots');
const shots = [
  { file: 'home-narrow.png', width: 390, height: 844 },
  { file: 'home-wide.png', width: 1280, height: 800 },
];

const browser = await chromium.launch(resolveChromium());
try {
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'lena', password: 'demo-passwort' }),
  });
  const session = (await login.json()) as { token: string; userId: string };
  for (const { file, width, height } of shots) {
    const page = await browser.newPage({ baseURL, viewport: { width, height }, locale: 'de-DE' });
    await page.addInitScript(({ token, userId }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
    }, session);
    await page.goto('/');
    await page.getByRole('region', { name: 'Für dich', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(target, file) });
    await page.close();
  }
} finally {
  await browser.close();
}
