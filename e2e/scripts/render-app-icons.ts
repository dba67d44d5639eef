/**
 * Renders the app icons (shell/public/icons/*.png) from their SVG sources in Chromium, so the
 * PNGs the web app manifest names stay in step with the drawing. Run after changing an SVG:
 * `npx node e2e/scripts/render-app-icons.ts`; the PNGs are committed.
 */
import { chromium } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveChromium } from '../support/chromium.ts';

const iconsDir = path.resolve(import.meta.dirname, '../../shell/public/icons');
const renders = [
  { source: 'icon.svg', size: 192, target: 'icon-192.png' },
  { source: 'icon.svg', size: 512, target: 'icon-512.png' },
  { source: 'icon.svg', size: 180, target: 'apple-touch-icon.png' },
  { source: 'icon-maskable.svg', size: 192, target: 'icon-maskable-192.png' },
  { source: 'icon-maskable.svg', size: 512, target: 'icon-maskable-512.png' },
];

const browser = await chromium.launch(resolveChromium());
try {
  for (const { source, size, target } of renders) {
    const svg = await readFile(path.join(iconsDir, source), 'utf8');
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`,
    );
    await page.screenshot({ path: path.join(iconsDir, target), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
