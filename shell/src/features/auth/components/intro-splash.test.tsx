import { GlobalStyle } from '@kompass/shared';
import { createFakeApi, renderWithProviders } from '@kompass/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// The page the server sends: its boot frame paints this splash on /login before any script runs.
import bootPage from '../../../../../build/index.html?raw';
import { authTexts } from '../texts';
import { IntroSplash } from './intro-splash';

const frameStyle = /<style>([\s\S]*?)<\/style>/.exec(bootPage)?.[1] ?? '';
const frameSplash = /<div class="boot-frame__splash">[\s\S]*?<\/div>\s*<\/div>/.exec(bootPage)?.[0];

/** The frame's splash in this document, as a signed-out visitor's /login shows it. */
function paintFrame() {
  const style = document.createElement('style');
  style.textContent = frameStyle;
  document.head.append(style);
  document.documentElement.classList.add('boot-login');
  const frame = document.createElement('div');
  frame.className = 'boot-frame';
  // The build writes the shell's texts in (build/boot-frame.ts; build/boot-frame.test.ts).
  frame.innerHTML = frameSplash!
    .replace('<%= splashAppName %>', authTexts.appName)
    .replace('<%= splashTagline %>', authTexts.tagline)
    .replace('<%= splashIntro %>', authTexts.splashIntro);
  document.body.append(frame);
  return frame;
}

// With the app's page-wide styles, which the splash inherits its colour and line height from.
const splashInApp = (
  <>
    <GlobalStyle />
    <IntroSplash onContinue={() => {}} />
  </>
);

/** A part found by its selector: the frame is aria-hidden and an icon has no role to find it by. */
const partOf = (scope: Element, selector: string) =>
  // eslint-disable-next-line testing-library/no-node-access -- see above
  scope.querySelector(selector);

const laidOut = [
  'display',
  'flex-direction',
  'justify-content',
  'align-items',
  'gap',
  'min-height',
  'padding',
  'margin',
  'background',
  'font-size',
  'font-weight',
  'letter-spacing',
  'text-transform',
];

const styleOf = (element: Element) =>
  Object.fromEntries(
    laidOut.map((property) => [property, getComputedStyle(element).getPropertyValue(property)]),
  );

// The app's splash takes over from the frame's: any difference in size or place would show as a
// jump and could make the app's text a later, larger paint than the frame's.
describe("the boot frame's splash on /login", () => {
  it('is laid out as the app lays out the intro splash', () => {
    renderWithProviders(splashInApp, { fetch: createFakeApi({}).fetch });
    // The app's parts first: the frame's copies would match the same queries.
    const rendered = [
      screen.getByRole('region', { name: authTexts.tagline }),
      screen.getByText(authTexts.appName),
      screen.getByRole('heading', { level: 1 }),
      screen.getByText(authTexts.splashIntro),
    ];
    const button = screen.getByRole('button', { name: authTexts.next });
    const frame = paintFrame();
    const painted = ['splash', 'app-name', 'tagline', 'intro'].map((part) =>
      partOf(frame, `.boot-frame__${part}`),
    );

    const pairs = rendered.map((element, index) => [painted[index], element] as const);
    for (const [painted, rendered] of pairs) {
      expect(painted, rendered.textContent ?? '').not.toBeNull();
      expect(styleOf(painted!), rendered.textContent ?? '').toEqual(styleOf(rendered));
    }
    // What the app's parts set themselves of what is otherwise inherited (the test's document
    // does not pass the page-wide colour and line height on; build/boot-frame.test.ts checks those).
    for (const [part, property] of [
      [1, 'color'],
      [2, 'line-height'],
      [3, 'color'],
    ] as const) {
      expect(getComputedStyle(painted[part]!).getPropertyValue(property)).toBe(
        getComputedStyle(rendered[part]!).getPropertyValue(property),
      );
    }
    // The button's place is kept at the app's button height, without a control to press.
    expect(getComputedStyle(partOf(frame, '.boot-frame__button')!).minHeight).toBe(
      getComputedStyle(button).minHeight,
    );
  });

  it('shows the same texts and icon, with nothing a screen reader would read', () => {
    renderWithProviders(splashInApp, { fetch: createFakeApi({}).fetch });
    const frame = paintFrame();
    const painted = partOf(frame, '.boot-frame__splash')!;
    const rendered = screen.getByRole('region', { name: authTexts.tagline });
    expect(painted.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      `${authTexts.appName} ${authTexts.tagline} ${authTexts.splashIntro}`,
    );
    expect(partOf(painted, 'svg')?.innerHTML.replace(/\s+/g, '')).toBe(
      partOf(rendered, 'svg')?.innerHTML.replace(/\s+/g, ''),
    );
    expect(bootPage).toMatch(/<div class="boot-frame" aria-hidden="true">/);
  });
});
