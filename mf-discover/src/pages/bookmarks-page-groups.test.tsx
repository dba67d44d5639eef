import { json } from '@kompass/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  aBookmark,
  aCourse,
  aJob,
  anOccupationSummary,
  deferred,
  paged,
} from '../testing/fixtures';
import {
  BOOKMARKS,
  inDays,
  german,
  job,
  company,
  course,
  renderBookmarks,
  collection,
  title,
  headings,
} from './bookmarks-page.testing';

afterEach(() => {
  vi.useRealTimers();
});

describe('BookmarksPage', () => {
  it('shows the title and a skeleton while the collection loads', async () => {
    const gate = deferred();
    renderBookmarks({
      [BOOKMARKS]: async () => {
        await gate.promise;
        return json(paged([job]));
      },
    });
    expect(title()).toBeInTheDocument();
    expect(await screen.findByText('Deine Sammlung wird geladen …')).toBeInTheDocument();

    gate.resolve();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Gemerkt (1)' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Deine Sammlung wird geladen …')).not.toBeInTheDocument();
  });

  it('groups jobs and courses by status with counts, nearest deadline first, companies apart', async () => {
    renderBookmarks({
      [BOOKMARKS]: () =>
        json(
          paged([
            aBookmark(aJob({ id: 'late', name: 'Später' }), 'job', { deadline: inDays(30) }),
            aBookmark(aJob({ id: 'none', name: 'Ohne Frist' }), 'job'),
            company,
            aBookmark(aCourse({ id: 'soon', name: 'Bald' }), 'course', { deadline: inDays(3) }),
            aBookmark(aJob({ id: 'over', name: 'Vorbei' }), 'job', {
              status: 'applied',
              deadline: inDays(-2),
            }),
            aBookmark(aJob({ id: 'today', name: 'Heute' }), 'job', {
              status: 'interview',
              deadline: inDays(0),
              note: 'Um 10 Uhr, Raum 4',
            }),
            aBookmark(aJob({ id: 'tomorrow', name: 'Morgen' }), 'job', {
              status: 'offer',
              deadline: inDays(1),
            }),
          ]),
        ),
    });
    await screen.findByRole('heading', { level: 2, name: 'Gemerkt (3)' });
    expect(headings().slice(0, 5)).toEqual([
      'Gemerkt (3)',
      'Beworben (1)',
      'Vorstellungsgespräch (1)',
      'Zusage (1)',
      'Unternehmen (1)',
    ]);

    const saved = screen.getByRole('region', { name: 'Gemerkt (3)' });
    expect(
      within(saved)
        .getAllByRole('button', { name: /^Entfernen/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Entfernen: Bald', 'Entfernen: Später', 'Entfernen: Ohne Frist']);
    expect(within(saved).getByText(`Frist: ${german(inDays(3))} · noch 3 Tage`)).toBeVisible();
    expect(within(saved).getByText(`Frist: ${german(inDays(30))} · noch 30 Tage`)).toBeVisible();
    expect(
      screen.getByText(`Frist: ${german(inDays(-2))} · abgelaufen`, { exact: true }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Frist: ${german(inDays(0))} · heute`)).toBeInTheDocument();
    expect(screen.getByText(`Frist: ${german(inDays(1))} · morgen`)).toBeInTheDocument();
    expect(screen.getByText('Um 10 Uhr, Raum 4')).toBeInTheDocument();

    // One tap moves on; after an offer there is no next step.
    expect(screen.getByRole('button', { name: 'Weiter: Beworben – Bald' })).toHaveTextContent(
      'Weiter: Beworben',
    );
    expect(
      screen.getByRole('button', { name: 'Weiter: Vorstellungsgespräch – Vorbei' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Weiter: .* – Morgen$/ })).toBeNull();

    const companies = screen.getByRole('region', { name: 'Unternehmen (1)' });
    expect(within(companies).getByRole('link', { name: /^Stadtwerke Kassel/ })).toHaveAttribute(
      'href',
      '/company/company-1',
    );
    expect(
      within(companies).getByRole('button', { name: 'Entfernen: Stadtwerke Kassel' }),
    ).toHaveTextContent('Entfernen');
    expect(within(companies).queryByRole('button', { name: /^Weiter/ })).toBeNull();
  });

  it('shows saved occupations apart, each leading to its page and removable', async () => {
    const occupation = aBookmark(anOccupationSummary(), 'occupation');
    const { routes } = collection([job, occupation]);
    const { events } = renderBookmarks(routes);
    const section = await screen.findByRole('region', { name: 'Berufe (1)' });
    const link = within(section).getByRole('link', { name: /Tierpfleger\/in/ });
    expect(link).toHaveAttribute('href', '/occupations/tierpfleger-in');
    expect(link).toHaveTextContent('Duale Ausbildung · Tiere, Pflanzen, Natur');
    await events.click(within(section).getByRole('button', { name: 'Entfernen: Tierpfleger/in' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Berufe (1)' })).not.toBeInTheDocument(),
    );
  });

  it('opens jobs and courses in the details popup and leads to a company page', async () => {
    const { events, calls } = renderBookmarks({
      [BOOKMARKS]: () => json(paged([job, company, course])),
      'GET /jobs/job-1': () => json(aJob()),
      'GET /courses/course-1': () => json(aCourse()),
    });
    await events.click(
      await screen.findByRole('button', { name: /^Elektroniker\/in für Betriebstechnik/ }),
    );
    const jobDialog = await screen.findByRole('dialog', {
      name: 'Elektroniker/in für Betriebstechnik',
    });
    await waitFor(() => expect(calls()).toContain('GET /jobs/job-1'));
    await events.click(within(jobDialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await events.click(screen.getByRole('button', { name: /^Elektrotechnik \(B\.Eng\.\)/ }));
    expect(
      await screen.findByRole('dialog', { name: 'Elektrotechnik (B.Eng.)' }),
    ).toBeInTheDocument();
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await events.click(screen.getByRole('link', { name: /^Stadtwerke Kassel/ }));
    expect(await screen.findByText('Unternehmensseite')).toBeInTheDocument();
  });

  it('invites to discover when nothing is saved yet', async () => {
    const { events } = renderBookmarks();
    expect(await screen.findByText('Noch nichts gespeichert')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Tippe bei Jobs, Unternehmen und Studiengängen auf „Speichern“, dann findest du sie hier wieder.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();

    await events.click(screen.getByRole('link', { name: 'Jetzt entdecken' }));
    expect(await screen.findByText('Startseite')).toBeInTheDocument();
  });

  it('says when the collection could not be loaded and retries', async () => {
    let attempts = 0;
    const { events } = renderBookmarks({
      [BOOKMARKS]: () => {
        attempts += 1;
        return attempts === 1 ? json({ error: 'Interner Fehler' }, 500) : json(paged([job]));
      },
    });
    expect(
      await screen.findByText('Deine Sammlung konnte nicht geladen werden.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(title()).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Gemerkt (1)' }),
    ).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
