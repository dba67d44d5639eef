// Fake collection, fixtures and queries shared by the bookmarks page tests.
import type { Bookmark, BookmarkChanges } from '@kompass/shared';
import { json, type FakeRoute } from '@kompass/shared/testing';
import { screen } from '@testing-library/react';
import { localToday } from '../features/bookmarks/lib/deadline';
import { aBookmark, aCompany, aCourse, aJob, paged, renderPage } from '../testing/fixtures';
import BookmarksPage from './bookmarks-page';

export const BOOKMARKS = 'GET /bookmarks?page=0&size=100';

/** `YYYY-MM-DD`, `days` after today (local), as the page counts. */
export function inDays(days: number): string {
  const date = new Date(`${localToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
export const german = (date: string) => date.split('-').reverse().join('.');

export const job = aBookmark(aJob(), 'job');
export const job2 = aBookmark(aJob({ id: 'job-2', name: 'Industriekaufmann/-frau' }), 'job');
export const company = aBookmark(aCompany(), 'company');
export const course = aBookmark(aCourse(), 'course');

export function renderBookmarks(routes: Record<string, FakeRoute> = {}) {
  return renderPage(<BookmarksPage />, {
    route: '/bookmarks',
    otherRoutes: { '/': <p>Startseite</p>, '/company/:id': <p>Unternehmensseite</p> },
    routes: { 'GET /calendar': () => json({ active: false }), ...routes },
  });
}

/** A collection the fake server keeps, so PATCH and DELETE really change it. */
export function collection(initial: Bookmark[]) {
  let saved = [...initial];
  const patches: BookmarkChanges[] = [];
  const routes: Record<string, FakeRoute> = { [BOOKMARKS]: () => json(paged(saved)) };
  for (const bookmark of initial) {
    routes[`DELETE /bookmarks/${bookmark.id}`] = () => {
      saved = saved.filter((other) => other.id !== bookmark.id);
      return new Response(null, { status: 204 });
    };
    routes[`PATCH /bookmarks/${bookmark.id}`] = async (request) => {
      const changes = (await request.json()) as BookmarkChanges;
      patches.push(changes);
      saved = saved.map((other) =>
        other.id === bookmark.id
          ? {
              ...other,
              ...changes,
              note: changes.note?.trim() ?? other.note,
            }
          : other,
      );
      return json(saved.find((other) => other.id === bookmark.id));
    };
  }
  return { routes, patches };
}

export const title = () =>
  screen.getByRole('heading', { level: 1, name: 'Meine Sammlung auf einen Blick' });
export const headings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
