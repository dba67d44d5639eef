import { createFakeApi, renderWithProviders, stubReducedMotion } from '@kompass/shared/testing';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompletedSplash } from './completed-splash';

function renderSplash() {
  const fake = createFakeApi({});
  const view = renderWithProviders(<CompletedSplash />, {
    fetch: fake.fetch,
    route: '/onboarding-completed',
    otherRoutes: { '/': <p>home</p> },
  });
  const screenElement = () => screen.getByRole('main');
  return { ...view, fake, screenElement };
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('CompletedSplash', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the heading, starts the closing animation at 3.5 s and redirects to / at 4.5 s', async () => {
    const { screenElement, fake } = renderSplash();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Gestalte deine Zukunft' }),
    ).toBeInTheDocument();
    expect(screenElement()).toHaveAttribute('data-motion', 'full');
    expect(screenElement()).toHaveAttribute('data-phase', 'intro');

    await advance(3499);
    expect(screenElement()).toHaveAttribute('data-phase', 'intro');
    expect(screenElement()).toHaveAttribute('data-animating', 'false');

    await advance(1);
    expect(screenElement()).toHaveAttribute('data-phase', 'closing');
    expect(screenElement()).toHaveAttribute('data-animating', 'true');

    await advance(999);
    expect(screen.queryByText('home')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gestalte deine Zukunft' })).toBeInTheDocument();

    await advance(1);
    expect(screen.getByText('home')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Gestalte deine Zukunft' }),
    ).not.toBeInTheDocument();
    // The screen needs nothing from the server.
    expect(fake.requests).toEqual([]);
  });

  it('works without matchMedia (full motion)', async () => {
    vi.stubGlobal('matchMedia', undefined);
    const { screenElement } = renderSplash();
    expect(screenElement()).toHaveAttribute('data-motion', 'full');
    await advance(4500);
    expect(screen.getByText('home')).toBeInTheDocument();
  });

  it('does not animate with prefers-reduced-motion, but redirects at the same time', async () => {
    const matchMedia = stubReducedMotion(true);
    const { screenElement } = renderSplash();
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    expect(screenElement()).toHaveAttribute('data-motion', 'reduced');

    await advance(3500);
    expect(screenElement()).toHaveAttribute('data-animating', 'false');

    await advance(999);
    expect(screen.queryByText('home')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('home')).toBeInTheDocument();
  });

  it('animates when the system does not ask for reduced motion', async () => {
    stubReducedMotion(false);
    const { screenElement } = renderSplash();
    expect(screenElement()).toHaveAttribute('data-motion', 'full');
    await advance(3500);
    expect(screenElement()).toHaveAttribute('data-animating', 'true');
  });

  it('clears its timers when it goes away before the redirect', async () => {
    const { unmount } = renderSplash();
    await advance(2000);
    unmount();
    expect(vi.getTimerCount()).toBe(0);

    const { unmount: unmountLater } = renderSplash();
    await advance(4000);
    unmountLater();
    expect(vi.getTimerCount()).toBe(0);
  });
});
