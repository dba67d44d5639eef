import type { ChatReport } from '@kompass/shared';
import { json } from '@kompass/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../testing/fixtures';
import { ReportsPage } from './reports-page';

const report: ChatReport = {
  id: 'r1',
  chatId: 'chat-1',
  reporter: { id: 'u1', username: 'lena' },
  reported: { id: 'u2', username: 'tom' },
  reason: 'harassment',
  details: 'Er hört nicht auf.',
  createdAt: 1_795_000_002_000,
  resolvedAt: null,
  messages: [
    {
      id: 'm1',
      senderId: 'u2',
      senderUsername: 'tom',
      content: 'Du bist doof',
      timestamp: 1_795_000_000_000,
    },
    {
      id: 'm2',
      senderId: 'u2',
      senderUsername: 'tom',
      content: '0b6b7c2e-1111-4222-8333-444455556666.png\n\n\nSieh mal',
      timestamp: 1_795_000_001_000,
    },
  ],
};

describe('ReportsPage', () => {
  it('shows reporter, reported person, reason and evidence; Erledigt resolves the report', async () => {
    let open = [report];
    const { events, calls } = renderPage(<ReportsPage />, {
      routes: {
        'GET /reports': () => json({ content: open, total: open.length }),
        'POST /reports/r1/resolve': () => {
          open = [];
          return new Response(null, { status: 204 });
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Gemeldet von lena' })).toBeVisible();
    expect(screen.getByText('Gemeldete Person: tom')).toBeVisible();
    expect(screen.getByText('Grund: Belästigung oder Mobbing')).toBeVisible();
    expect(screen.getByText('Beschreibung: Er hört nicht auf.')).toBeVisible();
    const evidence = screen.getByRole('list', { name: 'Gemeldete Nachrichten' });
    expect(evidence).toHaveTextContent('tom: Du bist doof');
    expect(evidence).toHaveTextContent('tom: 📷 Foto Sieh mal');
    expect(evidence).not.toHaveTextContent('.png');
    expect(calls()).toContain('GET /reports?status=open&size=100');

    await events.click(screen.getByRole('button', { name: 'Erledigt: Meldung von lena' }));
    expect(await screen.findByText('Keine offenen Meldungen')).toBeVisible();
    await waitFor(() => expect(calls()).toContain('POST /reports/r1/resolve'));
  });

  it('says when the reports cannot be loaded', async () => {
    renderPage(<ReportsPage />, {
      routes: { 'GET /reports': () => json({ error: 'x', message: 'y' }, 404) },
    });
    expect(await screen.findByText('Die Meldungen konnten nicht geladen werden.')).toBeVisible();
  });
});
