import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from '@kompass/shared/theme';
import { authTexts } from '../shell/src/features/auth/texts.ts';
import { describe, expect, it } from 'vitest';
import { bootFrameParameters, tabBarPatterns } from './boot-frame.ts';

const template = readFileSync(path.join(import.meta.dirname, 'index.html'), 'utf8');
const frameStyle = /<style>([\s\S]*?)<\/style>/.exec(template)?.[1] ?? '';

// The frame is plain CSS in the page (no script may run before it paints), so it cannot read the
// theme: these keep its colours and sizes those of the app that replaces it.
describe("the shell page's boot frame", () => {
  it('is painted in the theme’s background, surface and border colours', () => {
    expect(frameStyle).toContain(`background: ${theme.colors.background}`);
    expect(frameStyle).toContain(`background: ${theme.colors.surface}`);
    expect(frameStyle).toContain(`border-top: 1px solid ${theme.colors.border}`);
  });

  it('has the tab bar’s height and the column’s width', () => {
    expect(frameStyle).toContain(`height: ${theme.tabBarHeight}`);
    expect(frameStyle).toContain(`max-width: ${theme.maxWidth}`);
    expect(frameStyle).toContain(`width: min(100%, ${theme.maxWidth})`);
  });

  it('switches to the side navigation at the app’s desktop width, as wide as the app’s', () => {
    expect(frameStyle).toContain(theme.desktop);
    const desktop = frameStyle.slice(frameStyle.indexOf(theme.desktop));
    expect(desktop).toContain(`width: ${theme.sideNavWidth}`);
    expect(desktop).toContain(`padding-left: ${theme.sideNavWidth}`);
    expect(desktop).toContain(`max-width: ${theme.desktopMaxWidth}`);
    expect(desktop).toContain(`border-right: 1px solid ${theme.colors.border}`);
  });

  it('sits inside the element React renders into, so the first render replaces it', () => {
    expect(template).toMatch(
      /<div id="root">\s*<% if \(bootFrame\) \{ %>\s*<div class="boot-frame"/,
    );
  });

  it('is set in the app’s font, so the tab labels keep their place when the app takes over', () => {
    expect(frameStyle.replace(/\s+/g, ' ')).toContain(`font-family: ${theme.font.family};`);
  });

  it('knows the pages under the tab bar as the router does', () => {
    const underTabBar = (path: string) =>
      tabBarPatterns.some((pattern) => new RegExp(pattern, 'i').test(path));
    for (const path of ['/', '/search', '/company/c1', '/profile/u1', '/chats', '/chats/c1']) {
      expect(underTabBar(path), path).toBe(true);
    }
    expect(underTabBar('/admin')).toBe(true);
    expect(underTabBar('/admin/quotes')).toBe(true);
    for (const path of [
      '/login',
      '/onboarding',
      '/onboarding-completed',
      '/profile',
      '/searching',
    ]) {
      expect(underTabBar(path), path).toBe(false);
    }
  });

  it("paints a signed-out visitor's /login with the login page's texts, as the shell has them", () => {
    expect(bootFrameParameters.splashAppName).toBe(authTexts.appName);
    expect(bootFrameParameters.splashTagline).toBe(authTexts.tagline);
    // The dash and umlauts stay as they are; only what HTML would read as markup is escaped.
    expect(bootFrameParameters.splashIntro).toBe(authTexts.splashIntro);
    const splash = /<div class="boot-frame__splash">[\s\S]*?<\/div>\s*<\/div>/.exec(template)?.[0];
    expect(splash).toMatch(/<p class="boot-frame__app-name">[\s\S]*<%= splashAppName %>\s*<\/p>/);
    expect(splash).toContain('<p class="boot-frame__tagline"><%= splashTagline %></p>');
    expect(splash).toContain('<p class="boot-frame__intro"><%= splashIntro %></p>');
  });

  it('paints the splash in the theme’s gradient and text colour, as the app’s page does', () => {
    const style = frameStyle.replace(/\s+/g, ' ');
    expect(style).toContain(`background: ${theme.gradients.splash};`);
    expect(style).toContain(`color: ${theme.colors.text};`);
  });

  it('opens the splash on the login route only, with or without a trailing slash', () => {
    const login = new RegExp(JSON.parse(bootFrameParameters.loginPattern) as string, 'i');
    // The frame's script strips trailing slashes before it tests the path.
    for (const path of ['/login', '/LOGIN']) expect(login.test(path), path).toBe(true);
    for (const path of ['/', '/login/x', '/logins', '/about'])
      expect(login.test(path), path).toBe(false);
  });
});
