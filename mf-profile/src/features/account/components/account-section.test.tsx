import { appStore, tokenAtom } from '@kompass/shared';
import { createFakeApi, json, renderWithProviders } from '@kompass/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { me } from '../../../testing/fixtures';
import { AccountSection } from './account-section';

function renderSection(routes: Parameters<typeof createFakeApi>[0] = {}) {
  const fake = createFakeApi({
    'POST /auth/logout': () => new Response(null, { status: 204 }),
    ...routes,
  });
  renderWithProviders(<AccountSection />, {
    fetch: fake.fetch,
    user: me,
    route: '/profile/me',
    otherRoutes: { '/login': <p>Anmeldeseite</p> },
  });
  return fake;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AccountSection', () => {
  it('downloads the export as a JSON file', async () => {
    const createObjectURL = vi.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const events = userEvent.setup();
    const fake = renderSection({
      'GET /account/export': () =>
        new Response(JSON.stringify({ account: { username: 'lena' } }), {
          headers: {
            'content-type': 'application/json',
            'content-disposition': 'attachment; filename="kompass-meine-daten-2026-11-23.json"',
          },
        }),
    });
    await events.click(screen.getByRole('button', { name: 'Meine Daten herunterladen' }));
    await waitFor(() => expect(clicked).toEqual(['kompass-meine-daten-2026-11-23.json']));
    expect(fake.requests.some((request) => request.path === '/account/export')).toBe(true);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('says so when the export fails', async () => {
    const events = userEvent.setup();
    renderSection({ 'GET /account/export': () => json({ error: 'x' }, 404) });
    await events.click(screen.getByRole('button', { name: 'Meine Daten herunterladen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deine Daten konnten nicht heruntergeladen werden.',
    );
  });

  it('deletes the account once the username is typed, then signs out to /login', async () => {
    const events = userEvent.setup();
    const fake = renderSection({ 'DELETE /account': () => new Response(null, { status: 204 }) });
    await events.click(screen.getByRole('button', { name: 'Konto löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konto löschen?' });
    const confirm = within(dialog).getByRole('button', { name: 'Endgültig löschen' });
    expect(confirm).toBeDisabled();
    const field = within(dialog).getByLabelText(
      /Gib zur Bestätigung deinen Benutzernamen „lena“ ein/,
    );
    await events.type(field, 'Lena');
    expect(confirm).toBeDisabled();
    await events.clear(field);
    await events.type(field, 'lena');
    expect(confirm).toBeEnabled();
    await events.click(confirm);

    expect(await screen.findByText('Anmeldeseite')).toBeInTheDocument();
    // The writes, in order (the section's reads, such as the notification settings, aside).
    const paths = fake.requests
      .filter((request) => request.method !== 'GET')
      .map((request) => `${request.method} ${request.path}`);
    expect(paths).toEqual(['DELETE /account', 'POST /auth/logout']);
    expect(appStore.get(tokenAtom)).toBeNull();
  });

  it('keeps the dialog open with the reason when the deletion is refused', async () => {
    const events = userEvent.setup();
    renderSection({
      'DELETE /account': () =>
        json({ error: 'Bad Request', message: 'Du bist der letzte Administrator.' }, 400),
    });
    await events.click(screen.getByRole('button', { name: 'Konto löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konto löschen?' });
    await events.type(within(dialog).getByRole('textbox'), 'lena');
    await events.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Dein Konto konnte nicht gelöscht werden. Du bist der letzte Administrator.',
    );
    expect(appStore.get(tokenAtom)).toBe('test-token');
  });
});
