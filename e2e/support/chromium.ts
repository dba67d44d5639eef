import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';

const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Finds a Chromium: `CHROMIUM_PATH`, else Debian's /usr/bin/chromium, else Playwright's own
 * download. Without any, the suite fails loudly instead of skipping the browser tests.
 */
export function resolveChromium(): { executablePath?: string; args: string[] } {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
  const system = candidates.find((candidate) => existsSync(candidate));
  if (system) return { executablePath: system, args: flags };
  let bundled: string | undefined;
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = undefined;
  }
  if (bundled && existsSync(bundled)) return { args: flags };
  throw new Error(
    'Kein Chromium gefunden. Installiere es (Debian/Ubuntu: `apt-get install -y chromium`), ' +
      'setze CHROMIUM_PATH auf eine Chromium-Programmdatei, oder lade Playwrights Browser mit ' +
      '`npx playwright install chromium`.',
  );
}
