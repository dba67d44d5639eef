// Search results, routes and queries shared by the search dialog tests.
import { json, type FakeRoute } from '@kompass/shared/testing';
import { screen, within } from '@testing-library/react';
import {
  aCompany,
  aCourseListItem,
  aJob,
  anOccupationSummary,
  paged,
  renderPage,
} from '../../../testing/fixtures';
import { SearchLauncher } from './search-launcher';

const mechatroniker = aJob({
  id: 'job-7',
  name: 'Mechatroniker/in',
  location: 'Baunatal',
  company: { id: 'company-2', name: 'Volkswagen Baunatal' },
});
export const stadtwerke = aCompany();
const tom = { id: 'user-2', name: 'Tom Becker', username: 'tomb' };
const informatik = aCourseListItem({ id: 'course-3', name: 'Informatik (B.Sc.)' });
const tierpfleger = anOccupationSummary();

/** Answers each search with what the term finds, like the typo-tolerant API would. */
export const searchRoutes: Record<string, FakeRoute> = {
  'GET /occupations': (request) => {
    const search = new URL(request.url).searchParams.get('search') ?? '';
    return json(paged(/^(tierpfleg|kassel)/i.test(search) ? [tierpfleger] : []));
  },
  'GET /jobs': (request) => {
    const search = new URL(request.url).searchParams.get('search') ?? '';
    return json(paged(/^(mecha|kassel)/i.test(search) ? [mechatroniker] : []));
  },
  'GET /companies': (request) => {
    const search = new URL(request.url).searchParams.get('search') ?? '';
    return json(paged(/^(stadt|kassel)/i.test(search) ? [stadtwerke] : []));
  },
  'GET /courses': (request) => {
    const search = new URL(request.url).searchParams.get('search') ?? '';
    return json(/^(informatik|kassel)/i.test(search) ? [informatik] : []);
  },
  'GET /courses/course-3': () => json(informatik.course),
  'GET /userdiscovery': (request) => {
    const name = new URL(request.url).searchParams.get('name') ?? '';
    return json(/^(tom|kassel)/i.test(name) ? [tom] : []);
  },
  'GET /jobs/job-7': () => json(mechatroniker),
  // Like the API: a town after „in“ is a place, the rest is the search.
  'GET /places/in-query': (request) => {
    const search = new URL(request.url).searchParams.get('search') ?? '';
    const named = /^(.+) in (Kassel)$/.exec(search);
    return json(
      named
        ? { place: { name: named[2], postcode: '34117' }, search: named[1] }
        : { place: null, search },
    );
  },
  'GET /search/did-you-mean': (request) => {
    const search = new URL(request.url).searchParams.get('search') ?? '';
    return json({ suggestion: search === 'Mekatronikr' ? 'Mechatroniker' : null });
  },
};

export async function openSearch(routes: Record<string, FakeRoute> = {}) {
  const page = renderPage(<SearchLauncher />, {
    route: '/search',
    routes: { ...searchRoutes, ...routes },
    otherRoutes: {
      '/company/:id': <p>Unternehmensseite</p>,
      '/occupations/:id': <p>Berufsseite</p>,
      '/profile/:userId': <p>Profilseite</p>,
    },
  });
  await page.events.click(screen.getByRole('button', { name: /Suche öffnen/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Suche' });
  const input = within(dialog).getByRole('searchbox', { name: 'Suchbegriff' });
  /** The search requests so far (not the bookmarks or details). */
  const searches = (resource = 'occupations|jobs|courses|companies|userdiscovery') =>
    page.calls().filter((call) => new RegExp(`^GET /(${resource})\\?`).test(call));
  return { ...page, dialog, input, searches };
}

/** A tab by its label; once a search has run, its name also says how many hits it has. */
export const tab = (name: string) =>
  screen.getByRole('tab', { name: new RegExp(`^${name}( \\d+ Treffer)?$`) });
export const panel = () => screen.getByRole('tabpanel');
