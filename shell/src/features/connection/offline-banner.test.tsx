import { createFakeApi, renderWithProviders } from '@kompass/shared/testing';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore, offlineStandAtom } from '@kompass/shared';
import { OfflineBanner } from './offline-banner';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('OfflineBanner', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says so while offline, and goes when the connection is back', () => {
    renderWithProviders(<OfflineBanner />, { fetch: createFakeApi({}).fetch });
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    goOffline(true);
    expect(status).toHaveTextContent(/^Du bist offline\. Du siehst, was zuletzt geladen war\./);

    goOffline(false);
    expect(status).toBeEmptyDOMElement();
  });

  it('tells the age of what the service worker kept, and forgets it once online', () => {
    renderWithProviders(<OfflineBanner />, { fetch: createFakeApi({}).fetch });
    goOffline(true);
    const stand = new Date();
    act(() => appStore.set(offlineStandAtom, stand));
    const time = `${String(stand.getHours()).padStart(2, '0')}:${String(stand.getMinutes()).padStart(2, '0')}`;
    expect(screen.getByRole('status')).toHaveTextContent(`Stand: heute, ${time}`);

    goOffline(false);
    expect(appStore.get(offlineStandAtom)).toBeNull();
  });
});
