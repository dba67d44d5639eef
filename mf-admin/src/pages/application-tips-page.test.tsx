import type { ApplicationTip } from '@kompass/shared';
import { json } from '@kompass/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, paged, readAlert, refused, renderPage } from '../testing/fixtures';
import { ApplicationTipsPage } from './application-tips-page';

const LIST = 'GET /hints/applications?page=0&size=100';
const tips: ApplicationTip[] = [
  {
    id: 't1',
    shortTip: 'Früh anfangen',
    longTip: 'Viele Betriebe vergeben Plätze ein Jahr vorher.',
  },
];

function render(routes = {}) {
  let stored = [...tips];
  return renderPage(<ApplicationTipsPage />, {
    routes: {
      [LIST]: () => json(paged(stored)),
      'POST /hints/applications': async (request) => {
        const body = (await request.json()) as Omit<ApplicationTip, 'id'>;
        stored = [...stored, { id: 't2', ...body }];
        return json({ id: 't2' }, 201);
      },
      'PUT /hints/applications/t1': async (request) => {
        const body = (await request.json()) as Omit<ApplicationTip, 'id'>;
        stored = stored.map((tip) => (tip.id === 't1' ? { id: 't1', ...body } : tip));
        return json({ id: 't1', ...body });
      },
      'DELETE /hints/applications/t1': () => {
        stored = stored.filter((tip) => tip.id !== 't1');
        return new Response(null, { status: 204 });
      },
      ...routes,
    },
  });
}

describe('ApplicationTipsPage', () => {
  it('shows skeletons, then short and long tip, with the way back', async () => {
    const gate = deferred();
    render({
      [LIST]: async () => {
        await gate.promise;
        return json(paged(tips));
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
    expect(screen.getByRole('link', { name: 'Zurück zur Verwaltung' })).toHaveAttribute(
      'href',
      '/admin',
    );
    gate.resolve();
    expect(await screen.findByRole('heading', { name: 'Früh anfangen' })).toBeVisible();
    expect(screen.getByText(tips[0]!.longTip)).toBeVisible();
  });

  it('shows an empty state and a load error with retry', async () => {
    let fail = true;
    const { events } = render({
      [LIST]: () => (fail ? json({ error: 'x' }, 500) : json(paged([]))),
    });
    expect(await screen.findByText('Die Liste konnte nicht geladen werden.')).toBeVisible();
    const alert = await screen.findByRole('alertdialog', { name: 'Serverfehler' });
    await events.click(within(alert).getByRole('button', { name: 'OK' }));
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Noch keine Bewerbungstipps')).toBeVisible();
  });

  it('requires both fields, then creates the tip', async () => {
    const { events, bodies } = render();
    await screen.findByRole('heading', { name: 'Früh anfangen' });
    await events.click(screen.getByRole('button', { name: 'Neuer Bewerbungstipp' }));
    const dialog = screen.getByRole('dialog', { name: 'Neuer Bewerbungstipp' });
    await events.type(within(dialog).getByLabelText('Kurzer Tipp'), 'Mappe prüfen');
    await events.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Bitte alle Felder ausfüllen. Es fehlt: Ausführlicher Tipp.',
    );
    expect(bodies('POST /hints/applications')).toEqual([]);

    await events.type(within(dialog).getByLabelText('Ausführlicher Tipp'), 'Zweimal lesen.');
    await events.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByRole('heading', { name: 'Mappe prüfen' })).toBeVisible();
    expect(bodies('POST /hints/applications')).toEqual([
      { shortTip: 'Mappe prüfen', longTip: 'Zweimal lesen.' },
    ]);
  });

  it("says 'Der Tipp konnte nicht erstellt werden.' with the server's reason", async () => {
    const { events } = render({ 'POST /hints/applications': () => refused('Zu lang.') });
    await screen.findByRole('heading', { name: 'Früh anfangen' });
    await events.click(screen.getByRole('button', { name: 'Neuer Bewerbungstipp' }));
    await events.type(screen.getByLabelText('Kurzer Tipp'), 'a');
    await events.type(screen.getByLabelText('Ausführlicher Tipp'), 'b');
    await events.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(await readAlert(events)).toContain('Der Tipp konnte nicht erstellt werden. Zu lang.');
  });

  it('edits a tip in place', async () => {
    const { events, bodies } = render();
    await events.click(await screen.findByRole('button', { name: 'Bearbeiten: Früh anfangen' }));
    const dialog = screen.getByRole('dialog', { name: 'Bewerbungstipp bearbeiten' });
    expect(within(dialog).getByLabelText('Kurzer Tipp')).toHaveValue('Früh anfangen');
    await events.clear(within(dialog).getByLabelText('Kurzer Tipp'));
    await events.type(within(dialog).getByLabelText('Kurzer Tipp'), 'Sehr früh anfangen');
    await events.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('heading', { name: 'Sehr früh anfangen' })).toBeVisible();
    expect(bodies('PUT /hints/applications/t1')).toEqual([
      { shortTip: 'Sehr früh anfangen', longTip: tips[0]!.longTip },
    ]);
  });

  it('deletes only after confirmation; cancel keeps the tip', async () => {
    const { events, calls } = render();
    await events.click(await screen.findByRole('button', { name: 'Löschen: Früh anfangen' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Wirklich löschen?' });
    expect(confirm).toHaveTextContent('Der Tipp „Früh anfangen“ wird gelöscht.');
    await events.keyboard('{Escape}');
    expect(calls()).not.toContain('DELETE /hints/applications/t1');

    await events.click(screen.getByRole('button', { name: 'Löschen: Früh anfangen' }));
    await events.click(screen.getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Noch keine Bewerbungstipps')).toBeVisible();
    await waitFor(() => expect(calls()).toContain('DELETE /hints/applications/t1'));
  });
});
