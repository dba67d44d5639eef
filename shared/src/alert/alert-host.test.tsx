import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { endSession, getToken } from '../auth/session';
import { AppProviders } from '../providers/app-providers';
import { useApi } from '../providers/app-services';
import { appStore } from '../store';
import { createFakeApi, json } from '../testing/fake-api';
import { alertQueueAtom, showAlert } from './alerts';

function renderApp(children: ReactNode = null) {
  const fake = createFakeApi({ 'GET /hints/quotes': () => json({ error: 'boom' }, 500) });
  const api = createApiClient({
    baseUrl: 'http://localhost/api',
    getToken,
    fetch: fake.fetch,
    onError: (alert) => void showAlert(alert),
  });
  const config = { apiBaseUrl: 'http://localhost/api', objectBaseUrl: '/files/', remotes: [] };
  return render(<AppProviders services={{ config, api }}>{children}</AppProviders>);
}

/** Shows an alert and reports whether its promise has settled. */
function track(alert: Parameters<typeof showAlert>[0]) {
  const state = { settled: false };
  let promise!: Promise<void>;
  act(() => {
    promise = showAlert(alert).then(() => {
      state.settled = true;
    });
  });
  return { state, promise };
}

beforeEach(() => {
  endSession();
  appStore.set(alertQueueAtom, []);
});

describe('AlertHost and showAlert', () => {
  it('renders nothing while no alert is pending', () => {
    renderApp(<p>Seite</p>);
    expect(screen.getByText('Seite')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows an accessible alert dialog with title, message and a focused OK button', () => {
    renderApp();
    track({ title: 'Fehlende Eingaben', message: 'Bitte fülle alle erforderlichen Felder aus.' });

    const dialog = screen.getByRole('alertdialog', { name: 'Fehlende Eingaben' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Bitte fülle alle erforderlichen Felder aus.');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
  });

  it("uses the generic title 'Meldung' when none is given", () => {
    renderApp();
    track({ message: 'Der Job wurde zu deinen Favoriten hinzugefügt.' });

    const dialog = screen.getByRole('alertdialog', { name: 'Meldung' });
    expect(dialog).toHaveTextContent('Der Job wurde zu deinen Favoriten hinzugefügt.');
  });

  it('OK dismisses the alert and resolves its promise', async () => {
    const user = userEvent.setup();
    renderApp();
    const { state, promise } = track({ message: 'Hallo' });
    expect(state.settled).toBe(false);

    await user.click(screen.getByRole('button', { name: 'OK' }));

    await promise;
    expect(state.settled).toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('Escape dismisses the alert and resolves its promise', async () => {
    const user = userEvent.setup();
    renderApp();
    const { state, promise } = track({ message: 'Hallo' });

    await user.keyboard('{Escape}');

    await promise;
    expect(state.settled).toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows queued alerts one after another, oldest first', async () => {
    const user = userEvent.setup();
    renderApp();
    const first = track({ title: 'Erste', message: 'eins' });
    const second = track({ title: 'Zweite', message: 'zwei' });

    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog', { name: 'Erste' })).toHaveTextContent('eins');

    await user.click(screen.getByRole('button', { name: 'OK' }));
    await first.promise;
    expect(second.state.settled).toBe(false);

    const next = await screen.findByRole('alertdialog', { name: 'Zweite' });
    expect(next).toHaveTextContent('zwei');
    expect(within(next).getByRole('button', { name: 'OK' })).toHaveFocus();

    await user.click(within(next).getByRole('button', { name: 'OK' }));
    await second.promise;
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('gives focus back to where it was once dismissed', async () => {
    const user = userEvent.setup();
    renderApp(<button type="button">Auslöser</button>);
    const trigger = screen.getByRole('button', { name: 'Auslöser' });
    trigger.focus();

    const { promise } = track({ message: 'Hallo' });
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await promise;

    expect(trigger).toHaveFocus();
  });

  it('a failed request through the API client shows the catalogue alert', async () => {
    function LoadQuotes() {
      const api = useApi();
      return (
        <button type="button" onClick={() => void api.get('hints/quotes').catch(() => undefined)}>
          Laden
        </button>
      );
    }
    const user = userEvent.setup();
    renderApp(<LoadQuotes />);

    await user.click(screen.getByRole('button', { name: 'Laden' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Serverfehler' });
    expect(dialog).toHaveTextContent(
      'Auf dem Server ist ein Fehler aufgetreten. Bitte versuche es später erneut.',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
  });
});
