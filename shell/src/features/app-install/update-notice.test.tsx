import { appStore } from '@kompass/shared';
import { createFakeApi, renderWithProviders } from '@kompass/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitingUpdateAtom } from './service-worker';
import { AppNotices } from './app-notices';

describe('AppNotices: the update notice', () => {
  afterEach(() => appStore.set(waitingUpdateAtom, null));

  it('says a new version waits and switches only when asked', async () => {
    renderWithProviders(<AppNotices />, { fetch: createFakeApi({}).fetch });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    const activate = vi.fn();
    act(() => appStore.set(waitingUpdateAtom, { activate }));
    expect(await screen.findByText('Neue Version verfügbar')).toBeInTheDocument();
    expect(activate).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Aktualisieren' }));
    expect(activate).toHaveBeenCalledOnce();
  });
});
