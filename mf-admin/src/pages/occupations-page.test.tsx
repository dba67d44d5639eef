import type { OccupationDetail, OccupationSummary } from '@kompass/shared';
import { json, paged } from '@kompass/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readAlert, refused, renderPage } from '../testing/fixtures';
import { OccupationsPage } from './occupations-page';

const tierpfleger: OccupationSummary = {
  id: 'tierpfleger-in',
  name: 'Tierpfleger/-in',
  kind: 'dual',
  area: 'natur',
  areaName: 'Tiere, Pflanzen, Natur',
  kldb: '11412',
  durationMonths: 36,
  summary: 'Du pflegst Tiere.',
  riasec: 'RS',
  topics: ['tiere'],
  jobCount: 0,
};

const detail: OccupationDetail = {
  ...tierpfleger,
  specialisations: ['Zoo', 'Tierheim und Tierpension'],
  school: 'Hauptschulabschluss',
  regulationYear: 2003,
  synonyms: ['Zootierpfleger'],
  pay: { statutoryMinimum: null, listings: null },
  related: [],
  jobs: [],
  jobsTotal: 0,
  companies: [],
  courses: [],
  sources: [],
};

function render(routes = {}) {
  return renderPage(<OccupationsPage />, {
    routes: {
      'GET /occupations': () => json(paged([tierpfleger], 45)),
      'GET /occupations/tierpfleger-in': () => json(detail),
      ...routes,
    },
  });
}

describe('OccupationsPage', () => {
  it('lists, searches and pages the catalogue', async () => {
    const { events, calls } = render();
    const list = await screen.findByRole('list', { name: 'Berufe' });
    expect(within(list).getByText('Tierpfleger/-in')).toBeInTheDocument();
    expect(screen.getByText('45 Berufe')).toBeInTheDocument();
    await events.type(screen.getByRole('searchbox', { name: 'Berufe durchsuchen' }), 'Tier');
    await events.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(calls()).toContain('GET /occupations?search=Tier&page=0&size=20'));
    await events.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    await waitFor(() => expect(calls()).toContain('GET /occupations?search=Tier&page=1&size=20'));
    expect(screen.getByText('Seite 2 von 3')).toBeInTheDocument();
  });

  it('creates an occupation, and keeps the form with the server’s reason when refused', async () => {
    let attempts = 0;
    const { events, bodies } = render({
      'POST /admin/occupations': () =>
        ++attempts === 1
          ? refused('Der KldB-Schlüssel besteht aus genau 5 Ziffern.')
          : json({ id: 'imker-in' }, 201),
    });
    await screen.findByRole('list', { name: 'Berufe' });
    await events.click(screen.getByRole('button', { name: 'Neuer Beruf' }));
    const dialog = screen.getByRole('dialog', { name: 'Neuer Beruf' });
    await events.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(dialog).toHaveTextContent('Bitte gib Name, Art und KldB-Schlüssel an.');
    expect(bodies('POST /admin/occupations')).toEqual([]);

    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    await events.type(field(/^Name/), 'Imker/-in');
    await events.type(field(/^KldB/), '1171');
    await events.type(field(/^Fachrichtungen/), 'Honig{Enter}Bienenzucht');
    await events.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(
      await within(dialog).findByText('Der KldB-Schlüssel besteht aus genau 5 Ziffern.'),
    ).toBeInTheDocument();
    expect(field(/^Name/)).toHaveValue('Imker/-in');

    await events.type(field(/^KldB/), '2');
    await events.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(await readAlert(events)).toContain('„Imker/-in“ wurde angelegt.');
    expect(bodies('POST /admin/occupations').at(-1)).toEqual({
      name: 'Imker/-in',
      kind: 'dual',
      kldb: '11712',
      durationMonths: null,
      school: null,
      riasec: null,
      summary: null,
      specialisations: ['Honig', 'Bienenzucht'],
    });
  });

  it('changes an occupation from its current values, and deletes one after asking', async () => {
    const { events, bodies, calls } = render({
      'PUT /admin/occupations/tierpfleger-in': () => new Response(null, { status: 204 }),
      'DELETE /admin/occupations/tierpfleger-in': () => new Response(null, { status: 204 }),
    });
    await screen.findByRole('list', { name: 'Berufe' });
    await events.click(screen.getByRole('button', { name: 'Bearbeiten: Tierpfleger/-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Beruf bearbeiten: Tierpfleger/-in' });
    const duration = within(dialog).getByRole('textbox', { name: 'Dauer in Monaten' });
    expect(duration).toHaveValue('36');
    await events.clear(duration);
    await events.type(duration, '42');
    await events.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await readAlert(events)).toContain('„Tierpfleger/-in“ wurde gespeichert.');
    expect(bodies('PUT /admin/occupations/tierpfleger-in')).toEqual([
      {
        name: 'Tierpfleger/-in',
        kind: 'dual',
        kldb: '11412',
        durationMonths: 42,
        school: 'Hauptschulabschluss',
        riasec: 'RS',
        summary: 'Du pflegst Tiere.',
        specialisations: ['Zoo', 'Tierheim und Tierpension'],
        regulationYear: 2003,
        synonyms: ['Zootierpfleger'],
        topics: ['tiere'],
      },
    ]);

    await events.click(screen.getByRole('button', { name: 'Löschen: Tierpfleger/-in' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Beruf löschen?' });
    await events.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    expect(await readAlert(events)).toContain('„Tierpfleger/-in“ wurde gelöscht.');
    expect(calls()).toContain('DELETE /admin/occupations/tierpfleger-in');
  });
});
