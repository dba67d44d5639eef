import type { Bookmark } from '@kompass/shared';
import { json, type FakeRoute } from '@kompass/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  aBookmark,
  aCompany,
  aCourse,
  aJob,
  deferred,
  paged,
  renderPage,
} from '../testing/fixtures';
import BookmarksPage from './bookmarks-page';

const BOOKMARKS = 'GET /bookmarks?page=0&size=100';

const job = aBookmark(aJob(), 'job');
const job2 = aBookmark(aJob({ id: 'job-2', name: 'Industriekaufmann/-frau' }), 'job');
const company = aBookmark(aCompany(), 'company');
const course = aBookmark(aCourse(), 'course');

function renderBookmarks(routes: Record<string, FakeRoute> = {}) {
  return renderPage(<BookmarksPage />, {
    route: '/bookmarks',
    otherRoutes: { '/': <p>Startseite</p>, '/company/:id': <p>Unternehmensseite</p> },
    routes,
  });
}

/** A collection the fake server keeps, so DELETE really removes. */
function collection(initial: Bookmark[]) {
  let saved = [...initial];
  return {
    [BOOKMARKS]: () => json(paged(saved)),
    remove: (id: string) => {
      saved = saved.filter((bookmark) => bookmark.id !== id);
    },
  };
}

function deleteRoute(store: ReturnType<typeof collection>, id: string, gate?: Promise<void>) {
  return {
    [`DELETE /bookmarks/${id}`]: async () => {
      await gate;
      store.remove(id);
      return new Response(null, { status: 204 });
    },
  };
}

const title = () =>
  screen.getByRole('heading', { level: 1, name: 'Meine Sammlung auf einen Blick' });

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
    expect(await screen.findByRole('status')).toHaveTextContent('Deine Sammlung wird geladen …');

    gate.resolve();
    expect(await screen.findByRole('heading', { level: 2, name: 'Jobs' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows saved jobs, companies and courses in three groups, each with "Entfernen"', async () => {
    renderBookmarks({ [BOOKMARKS]: () => json(paged([course, job, company, job2])) });

    await screen.findByRole('heading', { level: 2, name: 'Jobs' });
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Jobs', 'Unternehmen', 'Studiengänge']);

    const jobs = screen.getByRole('region', { name: 'Jobs' });
    expect(
      within(jobs)
        .getAllByRole('button', { name: /^Entfernen/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Entfernen: Elektroniker/in für Betriebstechnik',
      'Entfernen: Industriekaufmann/-frau',
    ]);
    // The visible text is part of the accessible name (WCAG 2.5.3).
    for (const button of within(jobs).getAllByRole('button', { name: /^Entfernen/ })) {
      expect(button).toHaveTextContent('Entfernen');
    }

    const companies = screen.getByRole('region', { name: 'Unternehmen' });
    expect(within(companies).getByRole('link', { name: /^Stadtwerke Kassel/ })).toHaveAttribute(
      'href',
      '/company/company-1',
    );
    expect(
      within(companies).getByRole('button', { name: 'Entfernen: Stadtwerke Kassel' }),
    ).toBeEnabled();

    const courses = screen.getByRole('region', { name: 'Studiengänge' });
    expect(
      within(courses).getByRole('button', { name: 'Entfernen: Elektrotechnik (B.Eng.)' }),
    ).toBeInTheDocument();
  });

  it('hides a group with nothing in it', async () => {
    renderBookmarks({ [BOOKMARKS]: () => json(paged([job, course])) });
    await screen.findByRole('heading', { level: 2, name: 'Jobs' });
    expect(screen.getByRole('heading', { level: 2, name: 'Studiengänge' })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { level: 2, name: 'Unternehmen' }),
    ).not.toBeInTheDocument();
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
    expect(within(jobDialog).getByText('14.400 € pro Jahr').textContent).toBe(
      '14.400\u00a0€ pro Jahr',
    );
    await waitFor(() => expect(calls()).toContain('GET /jobs/job-1'));
    await events.click(within(jobDialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await events.click(screen.getByRole('button', { name: /^Elektrotechnik \(B\.Eng\.\)/ }));
    expect(
      await screen.findByRole('dialog', { name: 'Elektrotechnik (B.Eng.)' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls()).toContain('GET /courses/course-1'));
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await events.click(screen.getByRole('link', { name: /^Stadtwerke Kassel/ }));
    expect(await screen.findByText('Unternehmensseite')).toBeInTheDocument();
  });

  it('removes an item, reloads the list and moves focus to the next item', async () => {
    const store = collection([job, job2, company]);
    const gate = deferred();
    const { events, calls } = renderBookmarks({
      [BOOKMARKS]: store[BOOKMARKS],
      ...deleteRoute(store, job.id, gate.promise),
    });
    const remove = await screen.findByRole('button', {
      name: 'Entfernen: Elektroniker/in für Betriebstechnik',
    });
    await events.click(remove);
    expect(remove).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Entfernen: Industriekaufmann/-frau' }),
    ).toBeEnabled();

    gate.resolve();
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Entfernen: Elektroniker/in für Betriebstechnik' }),
      ).not.toBeInTheDocument(),
    );
    expect(calls()).toEqual([
      'GET /bookmarks?page=0&size=100',
      'DELETE /bookmarks/bookmark-job-1',
      'GET /bookmarks?page=0&size=100',
    ]);
    expect(
      screen.getByRole('button', { name: 'Entfernen: Industriekaufmann/-frau' }),
    ).toHaveFocus();
    expect(
      screen.getByRole('button', { name: 'Entfernen: Stadtwerke Kassel' }),
    ).toBeInTheDocument();
  });

  it('shows the empty state after the last item is removed, focusing the title', async () => {
    const store = collection([company]);
    const { events } = renderBookmarks({
      [BOOKMARKS]: store[BOOKMARKS],
      ...deleteRoute(store, company.id),
    });
    await events.click(await screen.findByRole('button', { name: 'Entfernen: Stadtwerke Kassel' }));
    expect(await screen.findByText('Noch nichts gespeichert')).toBeInTheDocument();
    expect(title()).toHaveFocus();
  });

  it('reloads the list even when the item was removed elsewhere already', async () => {
    let saved = [job, company];
    const { events, calls } = renderBookmarks({
      [BOOKMARKS]: () => json(paged(saved)),
      [`DELETE /bookmarks/${job.id}`]: () => {
        saved = [company];
        return json({ error: 'Nicht gefunden' }, 404);
      },
    });
    await events.click(
      await screen.findByRole('button', {
        name: 'Entfernen: Elektroniker/in für Betriebstechnik',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: 'Jobs' })).not.toBeInTheDocument(),
    );
    expect(calls().filter((call) => call === BOOKMARKS)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Entfernen: Stadtwerke Kassel' })).toHaveFocus();
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
    // The page says so itself: no global alert on top.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(title()).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Jobs' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
