import { json, type FakeRoute } from '@kompass/shared/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, paged } from '../../../testing/fixtures';
import {
  companies,
  courses,
  pagedList,
  renderCatalogue,
  openSheet,
  sheetItems,
  FakeIntersectionObserver,
} from './catalogue.testing';

afterEach(() => {
  vi.unstubAllGlobals();
  FakeIntersectionObserver.instances = [];
});

describe('Catalogue: rails', () => {
  it('shows skeletons while loading, then up to ten cards per rail', async () => {
    const gate = deferred();
    renderCatalogue({
      'GET /courses': async () => {
        await gate.promise;
        return json(courses);
      },
    });
    const coursesLoading = await screen.findByRole('region', { name: 'Studiengänge' });
    expect(within(coursesLoading).getByRole('status')).toHaveTextContent('Wird geladen …');
    gate.resolve();

    const companiesRail = await screen.findByRole('region', { name: 'Unternehmen' });
    expect(await within(companiesRail).findAllByRole('link')).toHaveLength(2);
    const coursesRail = await screen.findByRole('region', { name: 'Studiengänge' });
    expect(await within(coursesRail).findAllByRole('listitem')).toHaveLength(10);
  });

  it('says so when a rail is empty', async () => {
    renderCatalogue({
      'GET /jobs': () => json(paged([])),
      'GET /companies': () => json(paged([])),
      'GET /courses': () => json([]),
    });
    for (const name of ['Unternehmen', 'Studiengänge']) {
      const rail = await screen.findByRole('region', { name });
      expect(
        await within(rail).findByText('Hier gibt es noch nichts zu sehen.'),
      ).toBeInTheDocument();
    }
  });

  it('shows an error per rail with a retry; the courses rail says "Kurse konnten nicht geladen werden."', async () => {
    let fail = true;
    const failing =
      (route: FakeRoute): FakeRoute =>
      (request) =>
        fail ? json({ error: 'weg' }, 404) : route(request);
    const { events } = renderCatalogue({
      'GET /companies': failing(pagedList(companies)),
      'GET /courses': failing(() => json(courses)),
    });

    const coursesRail = await screen.findByRole('region', { name: 'Studiengänge' });
    const coursesAlert = await within(coursesRail).findByRole('alert');
    expect(coursesAlert).toHaveTextContent(
      /^Kurse konnten nicht geladen werden\.Erneut versuchen$/,
    );
    const companiesRail = await screen.findByRole('region', { name: 'Unternehmen' });
    expect(await within(companiesRail).findByRole('alert')).toHaveTextContent(
      'Das konnte nicht geladen werden.',
    );

    fail = false;
    await events.click(within(coursesAlert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await within(coursesRail).findAllByRole('listitem')).toHaveLength(10);
  });

  it('"Alle anzeigen" opens the matching sheet', async () => {
    const { events } = renderCatalogue();
    // The rails come once the first screen has been painted.
    const showAll = await screen.findByRole('button', { name: 'Alle anzeigen: Studiengänge' });
    await events.click(showAll);

    const sheet = await openSheet('Studiengang finden');
    expect(await sheetItems(sheet)).toHaveLength(20);
    await events.keyboard('{Escape}');
    expect(showAll).toHaveFocus();

    await events.click(screen.getByRole('button', { name: 'Alle anzeigen: Unternehmen' }));
    expect(await openSheet('Unternehmen')).toBeInTheDocument();
  });
});
