import { json } from '@kompass/shared/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../../testing/fixtures';
import {
  companiesRoute,
  renderCatalogue,
  tile,
  openSheet,
  sheetItems,
  FakeIntersectionObserver,
} from './catalogue.testing';

afterEach(() => {
  vi.unstubAllGlobals();
  FakeIntersectionObserver.instances = [];
});

describe('Catalogue: tiles and sheets', () => {
  it('shows the four categories as tiles with a decorative SVG icon, no emoji', () => {
    renderCatalogue();
    // eslint-disable-next-line testing-library/no-node-access -- a decorative icon has no role to find it by; its aria-hidden is what is checked
    const iconOf = (name: string) => tile(name).querySelector('svg');
    const names = ['Jobs', 'Uni/Hochschule', 'Unternehmen', 'Studiengang finden'];
    for (const name of names) {
      expect(tile(name)).toBeInTheDocument();
    }
    expect(tile('Jobs')).toHaveAccessibleDescription('Ausbildung und Beruf');
    for (const name of names) {
      expect(iconOf(name), name).toHaveAttribute('aria-hidden', 'true');
      expect(tile(name).textContent, name).not.toMatch(/\p{Extended_Pictographic}/u);
    }
    expect(iconOf('Jobs')).toHaveAttribute('data-icon', 'briefcase');
    expect(screen.getByRole('heading', { level: 2, name: 'Entdecken' })).toBeInTheDocument();
  });

  it('"Jobs" opens a sheet of jobs, 20 at a time, with the number of matches', async () => {
    const { events, calls } = renderCatalogue();
    await events.click(tile('Jobs'));

    const sheet = await openSheet('Jobs');
    expect(await sheetItems(sheet)).toHaveLength(20);
    expect(within(sheet).getByRole('status')).toHaveTextContent('25 Treffer');
    expect(within(sheet).getByText('Elektroniker/in für Betriebstechnik')).toBeInTheDocument();
    expect(within(sheet).getByRole('searchbox', { name: 'Jobs durchsuchen' })).toBeInTheDocument();
    expect(calls()).toContain('GET /jobs?page=0&size=20');
    expect(within(sheet).getByRole('button', { name: 'Mehr laden' })).toBeInTheDocument();
  });

  it('"Uni/Hochschule" lists universities and colleges (?kind=university), linking to their pages', async () => {
    const { events, calls } = renderCatalogue();
    await events.click(tile('Uni/Hochschule'));

    const sheet = await openSheet('Uni/Hochschule');
    const items = await sheetItems(sheet);
    expect(items).toHaveLength(2);
    expect(calls()).toContain('GET /companies?kind=university&page=0&size=20');
    expect(within(sheet).getByRole('status')).toHaveTextContent('2 Treffer');
    expect(within(sheet).getByText('Das war alles.')).toBeInTheDocument();

    const link = within(items[1]!).getByRole('link');
    expect(link).toHaveAttribute('href', '/company/uni-2');
    await events.click(link);
    expect(await screen.findByText('Unternehmensseite')).toBeInTheDocument();
  });

  it('"Unternehmen" lists companies', async () => {
    const { events } = renderCatalogue();
    await events.click(tile('Unternehmen'));

    const sheet = await openSheet('Unternehmen');
    const items = await sheetItems(sheet);
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/company/company-1',
      '/company/company-2',
    ]);
  });

  it('returns the focus to the tile when the sheet closes', async () => {
    const { events } = renderCatalogue();
    await events.click(tile('Unternehmen'));
    let sheet = await openSheet('Unternehmen');
    await sheetItems(sheet);

    await events.click(within(sheet).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tile('Unternehmen')).toHaveFocus();

    await events.keyboard('{Enter}');
    sheet = await openSheet('Unternehmen');
    await sheetItems(sheet);
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tile('Unternehmen')).toHaveFocus();
  });

  it('shows skeletons while a sheet loads, and an error with a retry', async () => {
    const gate = deferred();
    let fail = true;
    const { events, calls } = renderCatalogue({
      'GET /companies': async (request) => {
        if (new URL(request.url).searchParams.get('kind') !== 'university') {
          return companiesRoute(request);
        }
        await gate.promise;
        return fail ? json({ error: 'weg' }, 404) : companiesRoute(request);
      },
    });
    await events.click(tile('Uni/Hochschule'));
    const sheet = await openSheet('Uni/Hochschule');

    expect(await within(sheet).findByRole('status')).toHaveTextContent('Wird geladen …');
    gate.resolve();
    const alert = await within(sheet).findByRole('alert');
    expect(alert).toHaveTextContent('Die Liste konnte nicht geladen werden.');

    fail = false;
    await events.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await sheetItems(sheet)).toHaveLength(2);
    expect(calls().filter((call) => call.includes('kind=university'))).toHaveLength(2);
  });
});
