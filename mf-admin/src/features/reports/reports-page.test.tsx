import { json } from '@kompass/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatReport } from '../../api/get-reports';
import { renderPage } from '../../testing/fixtures';
import { ReportsPage } from './reports-page';

const report: ChatReport = {
  id: 'r1',
  chatId: 'chat-1',
  reporter: { id: 'u1', username: 'lena' },
  reason: 'Beleidigung',
  createdAt: '2026-11-23T10:00:00.000Z',
  messages: [
    { id: 'm1', senderId: 'u2', content: 'Du bist doof', timestamp: 1_795_000_000_000 },
    { id: 'm2', senderId: 'u2', content: 'bild.png\n\n\nSieh mal', timestamp: 1_795_000_001_000 },
  ],
};

describe('ReportsPage', () => {
  it('shows reporter, reason and evidence; Erledigt resolves the report', async () => {
    let open = [report];
    const { events, calls } = renderPage(<ReportsPage />, {
      routes: {
        'GET /reports': () => json(open),
        'POST /reports/r1/resolve': () => {
          open = [];
          return new Response(null, { status: 204 });
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Gemeldet von lena' })).toBeVisible();
    expect(screen.getByText('Grund: Beleidigung')).toBeVisible();
    const evidence = screen.getByRole('list', { name: 'Gemeldete Nachrichten' });
    expect(evidence).toHaveTextContent('Du bist doof');
    expect(evidence).toHaveTextContent('Sieh mal');
    expect(evidence).not.toHaveTextContent('bild.png');
    await events.click(screen.getByRole('button', { name: 'Erledigt: Beleidigung' }));
    expect(await screen.findByText('Keine offenen Meldungen')).toBeVisible();
    await waitFor(() => expect(calls()).toContain('POST /reports/r1/resolve'));
  });

  it('says clearly when the server has no report queue yet', async () => {
    renderPage(<ReportsPage />, { routes: {} });
    expect(
      await screen.findByText('Meldungen aus Chats gibt es auf diesem Server noch nicht.'),
    ).toBeVisible();
  });
});
