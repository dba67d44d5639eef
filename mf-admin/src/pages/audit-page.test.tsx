import type { AuditEntry } from '@kompass/shared';
import { json } from '@kompass/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../testing/fixtures';
import { AuditPage } from './audit-page';

function anEntry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    username: 'chefin',
    endpoint: 'sql',
    statement: `SELECT ${id}`,
    params: null,
    outcome: 'ok',
    detail: null,
    rowCount: 1,
    createdAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

describe('AuditPage', () => {
  it('lists who, when, statement, parameters and outcome; filters; loads older entries', async () => {
    const { events, calls } = renderPage(<AuditPage />, {
      routes: {
        'GET /admin/audit': () =>
          json({
            content: [
              anEntry(3, { statement: 'SELECT name FROM job WHERE name = $1', params: ["x'"] }),
              anEntry(2, {
                outcome: 'rejected',
                statement: 'SELECT * FROM credentials',
                detail: 'Die Tabelle „credentials“ ist nicht freigegeben.',
                rowCount: null,
              }),
            ],
            next: 2,
          }),
        'GET /admin/audit?before=2': () => json({ content: [anEntry(1)], next: null }),
        'GET /admin/audit?outcome=rejected': () =>
          json({ content: [anEntry(2, { outcome: 'rejected' })], next: null }),
      },
    });
    const list = await screen.findByRole('list', { name: 'Protokoll' });
    expect(list).toHaveTextContent('SELECT name FROM job WHERE name = $1');
    expect(list).toHaveTextContent(`Parameter: ["x'"]`);
    expect(list).toHaveTextContent('Abgelehnt · chefin');
    expect(list).toHaveTextContent('Die Tabelle „credentials“ ist nicht freigegeben.');
    await events.click(screen.getByRole('button', { name: 'Ältere laden' }));
    expect(await screen.findByText('SELECT 1')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ältere laden' })).toBeNull();

    await events.selectOptions(screen.getByLabelText('Ergebnis'), 'Abgelehnt');
    await waitFor(() => expect(calls()).toContain('GET /admin/audit?outcome=rejected'));
    await waitFor(() => expect(screen.queryByText('SELECT 1')).toBeNull());
  });

  it('shows an empty state', async () => {
    renderPage(<AuditPage />, {
      routes: { 'GET /admin/audit': () => json({ content: [], next: null }) },
    });
    expect(await screen.findByText('Keine Einträge')).toBeVisible();
  });
});
