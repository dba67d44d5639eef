import type { Quote } from '@kompass/shared';
import { json } from '@kompass/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paged, readAlert, refused, renderPage } from '../testing/fixtures';
import { QuotesPage } from './quotes-page';

const LIST = 'GET /hints/quotes?page=0&size=100';

describe('QuotesPage', () => {
  it('shows the empty state, creates a quote and deletes it after confirmation', async () => {
    let stored: Quote[] = [];
    const { events, bodies } = renderPage(<QuotesPage />, {
      routes: {
        [LIST]: () => json(paged(stored)),
        'POST /hints/quotes': async (request) => {
          stored = [{ id: 'q1', ...((await request.json()) as { quote: string }) }];
          return json({ id: 'q1' }, 201);
        },
        'DELETE /hints/quotes/q1': () => {
          stored = [];
          return new Response(null, { status: 204 });
        },
      },
    });
    expect(await screen.findByText('Noch keine Zitate')).toBeVisible();
    await events.click(screen.getByRole('button', { name: 'Neues Zitat' }));
    await events.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bitte alle Felder ausfüllen. Es fehlt: Zitat.',
    );
    await events.type(screen.getByLabelText('Zitat'), 'Jeder Profi war einmal Azubi.');
    await events.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByText('Jeder Profi war einmal Azubi.')).toBeVisible();
    expect(bodies('POST /hints/quotes')).toEqual([{ quote: 'Jeder Profi war einmal Azubi.' }]);

    await events.click(
      screen.getByRole('button', { name: 'Löschen: Jeder Profi war einmal Azubi.' }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Wirklich löschen?' });
    await events.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Noch keine Zitate')).toBeVisible();
  });

  it('edits a quote; a refused edit says so and keeps the quote', async () => {
    let stored: Quote[] = [{ id: 'q1', quote: 'Alt' }];
    const { events, bodies } = renderPage(<QuotesPage />, {
      routes: {
        [LIST]: () => json(paged(stored)),
        'PUT /hints/quotes/q1': async (request) => {
          const body = (await request.json()) as { quote: string };
          if (body.quote.includes('kaputt')) return refused('Zu lang.');
          stored = [{ id: 'q1', ...body }];
          return json(stored[0]);
        },
      },
    });
    await events.click(await screen.findByRole('button', { name: 'Bearbeiten: Alt' }));
    await events.type(screen.getByLabelText('Zitat'), ' kaputt');
    await events.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await readAlert(events)).toContain(
      'Das Zitat konnte nicht geändert werden. Das bisherige Zitat ist erhalten. Zu lang.',
    );
    expect(screen.getByText('Alt')).toBeVisible();
    await events.click(screen.getByRole('button', { name: 'Bearbeiten: Alt' }));
    await events.clear(screen.getByLabelText('Zitat'));
    await events.type(screen.getByLabelText('Zitat'), 'Neu');
    await events.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Neu')).toBeVisible();
    expect(bodies('PUT /hints/quotes/q1')).toEqual([{ quote: 'Alt kaputt' }, { quote: 'Neu' }]);
  });

  it("says 'Das Zitat konnte nicht erstellt werden.' when the server refuses", async () => {
    const { events } = renderPage(<QuotesPage />, {
      routes: {
        [LIST]: () => json(paged([])),
        'POST /hints/quotes': () => refused('Zu lang.'),
      },
    });
    await events.click(await screen.findByRole('button', { name: 'Neues Zitat' }));
    await events.type(screen.getByLabelText('Zitat'), 'x');
    await events.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(await readAlert(events)).toContain('Das Zitat konnte nicht erstellt werden. Zu lang.');
  });
});
