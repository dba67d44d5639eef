import { appStore, Link } from '@kompass/shared';
import { createFakeApi, renderWithProviders, testUser } from '@kompass/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppNotices } from './app-notices';
import { installWayAtom, watchForInstall } from './install-prompt-state';
import { waitingUpdateAtom } from './service-worker';

/** What Chromium fires when the app can be installed. */
function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => ({ outcome: 'accepted' })),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

// Mounted at every URL, as in the shell, with a way to move on from the first screen.
const render = () =>
  renderWithProviders(
    <>
      <Link to="/search">Suche</Link>
      <AppNotices />
    </>,
    { fetch: createFakeApi({}).fetch, user: testUser, path: '*' },
  );

const leaveFirstScreen = () => userEvent.click(screen.getByRole('link', { name: 'Suche' }));

describe('InstallOffer', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    appStore.set(installWayAtom, null);
    appStore.set(waitingUpdateAtom, null);
    vi.restoreAllMocks();
  });

  it('is not offered on the first visit, though the browser would', () => {
    watchForInstall();
    render();
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(screen.queryByRole('region', { name: 'Kompass installieren' })).toBeNull();
  });

  it('waits on a later visit until the user leaves the first screen', async () => {
    localStorage.setItem('kompass.visits', '1');
    watchForInstall();
    render();
    offerInstall();
    // The notices are there (a new version waits), the offer is not: the first screen stays
    // the page's own.
    act(() => appStore.set(waitingUpdateAtom, { activate: vi.fn() }));
    expect(await screen.findByText('Neue Version verfügbar')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Kompass installieren' })).toBeNull();
    await leaveFirstScreen();
    expect(await screen.findByRole('region', { name: 'Kompass installieren' })).toBeVisible();
  });

  it('is offered on a later visit, installs on request and does not come again', async () => {
    localStorage.setItem('kompass.visits', '1');
    watchForInstall();
    render();
    const event = offerInstall();
    await leaveFirstScreen();
    const offer = await screen.findByRole('region', { name: 'Kompass installieren' });
    await userEvent.click(screen.getByRole('button', { name: 'Installieren' }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(offer).not.toBeInTheDocument();

    watchForInstall();
    offerInstall();
    expect(screen.queryByRole('region', { name: 'Kompass installieren' })).toBeNull();
  });

  it('can be declined with ‘Nicht jetzt’, for good', async () => {
    localStorage.setItem('kompass.visits', '3');
    watchForInstall();
    render();
    const event = offerInstall();
    await leaveFirstScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Nicht jetzt' }));
    expect(event.prompt).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Kompass installieren' })).toBeNull();
    expect(localStorage.getItem('kompass.installOffered')).toBe('yes');
  });

  it('tells iOS Safari users how to add it to the home screen', async () => {
    localStorage.setItem('kompass.visits', '1');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1',
    );
    Object.defineProperty(navigator, 'standalone', { configurable: true, value: false });
    try {
      watchForInstall();
      render();
      await leaveFirstScreen();
      expect(await screen.findByRole('region', { name: 'Kompass installieren' })).toHaveTextContent(
        '„Zum Home-Bildschirm“',
      );
      expect(screen.queryByRole('button', { name: 'Installieren' })).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'standalone');
    }
  });
});
