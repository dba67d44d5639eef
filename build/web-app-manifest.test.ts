import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from '@kompass/shared/theme';
import { describe, expect, it } from 'vitest';

const publicDir = path.join(import.meta.dirname, '..', 'shell', 'public');
const manifest = JSON.parse(readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8')) as {
  name: string;
  short_name: string;
  lang: string;
  display: string;
  start_url: string;
  scope: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; purpose: string }[];
  shortcuts: { name: string; url: string }[];
  screenshots: { src: string; form_factor: string }[];
};
const template = readFileSync(path.join(import.meta.dirname, 'index.html'), 'utf8');

/** A file the manifest names, in the folder the shell's build copies into its output. */
const publicFile = (src: string) => path.join(publicDir, src.replace(/^\//, ''));

describe('the web app manifest', () => {
  it('is German, standalone and opens the app at its start', () => {
    expect(manifest).toMatchObject({
      short_name: 'Kompass',
      lang: 'de',
      display: 'standalone',
      start_url: '/',
      scope: '/',
    });
    expect(manifest.name).toMatch(/^Kompass – /);
  });

  it('takes its colours from the theme, as the page’s theme-color does', () => {
    expect(manifest.theme_color).toBe(theme.colors.primary);
    expect(manifest.background_color).toBe(theme.colors.background);
    expect(template).toContain(`<meta name="theme-color" content="${theme.colors.primary}" />`);
  });

  it('has icons of 192 and 512 pixels, plain and maskable, that exist', () => {
    for (const purpose of ['any', 'maskable']) {
      const sizes = manifest.icons.filter((icon) => icon.purpose === purpose).map((i) => i.sizes);
      expect(sizes, purpose).toEqual(['192x192', '512x512']);
    }
    for (const icon of manifest.icons)
      expect(existsSync(publicFile(icon.src)), icon.src).toBe(true);
  });

  it('offers Suche, Merkliste and Chats as shortcuts, on the pages of those tabs', () => {
    expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
      ['Suche', '/search'],
      ['Merkliste', '/bookmarks'],
      ['Chats', '/chats'],
    ]);
  });

  it('shows a narrow and a wide screenshot in the install sheet, both present', () => {
    expect(manifest.screenshots.map((shot) => shot.form_factor)).toEqual(['narrow', 'wide']);
    for (const shot of manifest.screenshots)
      expect(existsSync(publicFile(shot.src)), shot.src).toBe(true);
  });

  it('is linked from the shell’s page with the home-screen icon for iOS', () => {
    expect(template).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(template).toContain(
      '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />',
    );
  });
});
