import { createFakeApi, renderWithProviders } from '@kompass/shared/testing';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    expect(status).toHaveTextContent(/^Du bist offline\. .*wartet und wird gesendet/);

    goOffline(false);
    expect(status).toBeEmptyDOMElement();
  });
});
