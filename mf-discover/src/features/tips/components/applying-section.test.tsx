import type { ApplicationTip, Quote } from '@kompass/shared';
import { type FakeRoute, json, stubReducedMotion } from '@kompass/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, renderPage } from '../../../testing/fixtures';
import { ApplyingSection } from './applying-section';

const tips: ApplicationTip[] = [
  {
    id: 'tip-1',
    shortTip: 'Früh anfangen',
    longTip: 'Viele Betriebe vergeben ihre Ausbildungsplätze schon ein Jahr im Voraus.',
  },
  {
    id: 'tip-2',
    shortTip: 'Lebenslauf übersichtlich halten',
    longTip: 'Ein bis zwei Seiten reichen völlig.',
  },
];

const quotes: Quote[] = [
  { id: 'quote-1', quote: 'Jeder Profi war einmal Azubi.' },
  { id: 'quote-2', quote: 'Umwege erweitern die Ortskenntnis.' },
  { id: 'quote-3', quote: 'Fehler sind Beweise dafür, dass du es versuchst.' },
];

/** Home's tips and quotes arrive in one read. */
const ALL = 'GET /hints/all';

const answer = (lists: { applications?: ApplicationTip[]; quotes?: Quote[] } = {}) =>
  json({ applications: lists.applications ?? tips, quotes: lists.quotes ?? quotes, learning: [] });

function renderSection(route: FakeRoute = () => answer()) {
  return renderPage(<ApplyingSection />, { routes: { [ALL]: route } });
}

/** The alert that says `text`: when the one read fails, each list says so in its place. */
const alertSaying = (text: string) =>
  waitFor(() => {
    const alert = screen.getAllByRole('alert').find((each) => each.textContent?.includes(text));
    if (!alert) throw new Error(`No alert says „${text}“ yet.`);
    return alert;
  });

/** The CSS that styled-components put into the document (unminified text in tests). */
const injectedCss = () =>
  // eslint-disable-next-line testing-library/no-node-access -- the CSS itself is under test: the animation, and none under reduced motion
  [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');

const quoteStrip = () => screen.findByRole('region', { name: 'Zitate, die Mut machen' });
/** The moving track: the element that holds the quote list (and its copy). */
const track = async () =>
  // eslint-disable-next-line testing-library/no-node-access -- the track is a wrapper without a role; its motion is what is checked
  within(await quoteStrip()).getByRole('list', { name: 'Zitate, die Mut machen' }).parentElement!;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApplyingSection: application tips', () => {
  it('shows skeletons while loading, then each short tip as a collapsed button', async () => {
    const gate = deferred();
    const { calls } = renderSection(async () => {
      await gate.promise;
      return answer();
    });

    expect(screen.getByRole('heading', { level: 2, name: 'Bewerbungstipps' })).toBeInTheDocument();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Wird geladen …');
    gate.resolve();

    const first = await screen.findByRole('button', { name: 'Früh anfangen' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Lebenslauf übersichtlich halten' })).toBeVisible();
    expect(screen.queryByText(tips[0]!.longTip)).not.toBeVisible();
    // The tips and the quotes came with one read.
    expect(await quoteStrip()).toHaveTextContent(quotes[0]!.quote);
    expect(calls()).toEqual([ALL]);
  });

  it('opens and closes the long tip under its short tip, also by keyboard', async () => {
    const { events } = renderSection();
    const button = await screen.findByRole('button', { name: 'Früh anfangen' });

    await events.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByText(tips[0]!.longTip);
    expect(panel).toBeVisible();
    expect(button).toHaveAttribute('aria-controls', panel.id);
    // The other tip stays closed.
    expect(screen.queryByText(tips[1]!.longTip)).not.toBeVisible();

    await events.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(tips[0]!.longTip)).not.toBeVisible();

    const second = screen.getByRole('button', { name: 'Lebenslauf übersichtlich halten' });
    second.focus();
    await events.keyboard('{Enter}');
    expect(screen.getByText(tips[1]!.longTip)).toBeVisible();
  });

  it('says so when there are no tips', async () => {
    renderSection(() => answer({ applications: [] }));
    expect(await screen.findByText('Noch keine Bewerbungstipps vorhanden.')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads them again', async () => {
    let fail = true;
    const { events, calls } = renderSection(() =>
      fail ? json({ error: 'kaputt' }, 404) : answer(),
    );

    const alert = await alertSaying('Die Bewerbungstipps konnten nicht geladen werden.');
    fail = false;
    await events.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));

    expect(await screen.findByRole('button', { name: 'Früh anfangen' })).toBeInTheDocument();
    expect(calls().filter((call) => call === ALL)).toHaveLength(2);
  });
});

describe('ApplyingSection: quote strip', () => {
  it('gives assistive technology each quote once, as a list', async () => {
    stubReducedMotion(false);
    renderSection();
    const strip = await quoteStrip();

    const items = within(strip).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(quotes.map(({ quote }) => quote));
    // The second copy that closes the loop is hidden from screen readers.
    expect(within(strip).getAllByText(quotes[0]!.quote)).toHaveLength(2);
    const [, copy] = within(strip).getAllByRole('list', { hidden: true });
    expect(copy).toHaveAttribute('aria-hidden', 'true');
  });

  it('loops every 25 s, paused by its button', async () => {
    stubReducedMotion(false);
    const { events } = renderSection();
    const moving = await track();

    expect(moving).toHaveAttribute('data-motion', 'full');
    expect(moving).toHaveStyle({ animationDuration: '25s' });
    expect(injectedCss()).toMatch(/translateX\(-50%\)/);
    expect(moving).toHaveAttribute('data-paused', 'false');

    await events.click(screen.getByRole('button', { name: 'Laufband anhalten' }));
    expect(moving).toHaveAttribute('data-paused', 'true');
    await events.click(screen.getByRole('button', { name: 'Laufband fortsetzen' }));
    expect(moving).toHaveAttribute('data-paused', 'false');
  });

  it('pauses on hover and focus, and can be focused by keyboard', async () => {
    stubReducedMotion(false);
    renderSection();
    const strip = await quoteStrip();
    const moving = await track();

    expect(strip).toHaveAttribute('tabindex', '0');
    const trackClass = [...moving.classList].at(-1)!;
    const css = injectedCss().replace(/\s+/g, '');
    const pausedRule = css.split('}').find((rule) => rule.includes(`:hover.${trackClass}`));
    expect(pausedRule).toContain(`:focus-within.${trackClass}`);
    expect(pausedRule).toContain('animation-play-state:paused');
  });

  it('stands still with prefers-reduced-motion: one readable, scrollable copy', async () => {
    const matchMedia = stubReducedMotion(true);
    renderSection();
    const strip = await quoteStrip();
    const still = await track();

    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    expect(still).toHaveAttribute('data-motion', 'reduced');
    expect(strip).toHaveAttribute('data-motion', 'reduced');
    expect(still.style.animationDuration).toBe('');
    for (const { quote } of quotes) {
      expect(within(strip).getAllByText(quote)).toHaveLength(1);
    }
    expect(screen.queryByRole('button', { name: 'Laufband anhalten' })).not.toBeInTheDocument();

    // The CSS stops the loop by itself too (no endless 0.01 ms animation from the global
    // reduced-motion rule) and lets the strip scroll by hand.
    const trackClass = [...still.classList].at(-1)!;
    const stripClass = [...strip.classList].at(-1)!;
    const css = injectedCss().replace(/\s+/g, '');
    const reducedRules = css
      .split('@media(prefers-reduced-motion:reduce)')
      .slice(1)
      .map((rest) => rest.slice(0, rest.indexOf('}}') + 2));
    expect(reducedRules.some((rule) => rule.includes(`.${trackClass}{animation:none`))).toBe(true);
    expect(reducedRules.some((rule) => rule.includes(`.${stripClass}{overflow-x:auto`))).toBe(true);
  });

  it('works where matchMedia is missing (moving)', async () => {
    vi.stubGlobal('matchMedia', undefined);
    renderSection();
    expect(await track()).toHaveAttribute('data-motion', 'full');
  });

  it('shows skeletons while loading, and says so when there are no quotes', async () => {
    const gate = deferred();
    renderSection(async () => {
      await gate.promise;
      return answer({ quotes: [] });
    });
    expect(screen.getAllByRole('status').at(-1)).toHaveTextContent('Wird geladen …');

    gate.resolve();
    expect(await screen.findByText('Noch keine Zitate vorhanden.')).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Zitate, die Mut machen' }),
    ).not.toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    const { events } = renderSection(() => (fail ? json({ error: 'weg' }, 404) : answer()));

    const alert = await alertSaying('Die Zitate konnten nicht geladen werden.');
    fail = false;
    await events.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await quoteStrip()).toHaveTextContent(quotes[0]!.quote);
  });
});
