import { useLocation } from '@kompass/shared';
import { json, type FakeRoute } from '@kompass/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
const stadtwerke = aCompany();
const tom = { id: 'user-2', name: 'Tom Becker', username: 'tomb' };
const informatik = aCourseListItem({ id: 'course-3', name: 'Informatik (B.Sc.)' });
const tierpfleger = anOccupationSummary();

/** Answers each search with what the term finds, like the typo-tolerant API would. */
const searchRoutes: Record<string, FakeRoute> = {
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

async function openSearch(routes: Record<string, FakeRoute> = {}) {
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
const tab = (name: string) =>
  screen.getByRole('tab', { name: new RegExp(`^${name}( \\d+ Treffer)?$`) });
const panel = () => screen.getByRole('tabpanel');

afterEach(() => {
  vi.useRealTimers();
});

describe('search dialog', () => {
  it('opens from the search box with the input focused, the Alle tab selected and a hint', async () => {
    const { events, input, searches } = await openSearch();

    expect(input).toHaveFocus();
    expect(screen.getByRole('tablist', { name: 'Was möchtest du suchen?' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((each) => each.textContent)).toEqual([
      'Alle',
      'Berufe',
      'Jobs',
      'Studium',
      'Unternehmen',
      'Benutzer',
    ]);
    expect(tab('Alle')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Alle')).toHaveAttribute('tabindex', '0');
    expect(tab('Unternehmen')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Unternehmen')).toHaveAttribute('tabindex', '-1');
    expect(panel()).toHaveAttribute('id', tab('Alle').getAttribute('aria-controls'));
    expect(panel()).toHaveAccessibleName('Alle');
    expect(within(panel()).getByRole('status')).toHaveTextContent('Gib einen Suchbegriff ein.');
    expect(searches()).toEqual([]);

    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Suche öffnen/ })).toHaveFocus();
  });

  it('sends one request once the typing pauses for 300 ms, and shows and announces the hits', async () => {
    const { input, searches } = await openSearch();
    vi.useFakeTimers();

    // Key by key, with no time passing in between (user-event's async wrapper waits for a real
    // timer, which fake timers never fire). A typo: the API still finds 'Mechatroniker/in'.
    const term = 'Mechatronker';
    for (let length = 1; length <= term.length; length++) {
      fireEvent.change(input, { target: { value: term.slice(0, length) } });
    }
    expect(within(panel()).getByRole('status')).toHaveTextContent('Suche läuft …');
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(searches()).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(1));
    // Every kind at once, so that each tab can show its number of hits (one word names no place,
    // so there is nothing to ask first).
    expect(searches().sort()).toEqual([
      'GET /companies?search=Mechatronker&page=0&size=20',
      'GET /courses?search=Mechatronker',
      'GET /jobs?search=Mechatronker&page=0&size=20',
      'GET /occupations?search=Mechatronker&page=0&size=20',
      'GET /userdiscovery?name=Mechatronker',
    ]);
    await act(() => vi.advanceTimersByTimeAsync(50));
    vi.useRealTimers();

    expect(
      await within(panel()).findByRole('button', { name: /Mechatroniker\/in/ }),
    ).toBeInTheDocument();
    expect(within(panel()).getByRole('status')).toHaveTextContent('1 Treffer');
    expect(searches()).toHaveLength(5);
  });

  it('switches tabs by click and by arrow keys, each tab answered by the one search', async () => {
    const { events, input, searches } = await openSearch();
    await events.type(input, 'Kassel');
    expect(
      await within(panel()).findByRole('button', { name: /Mechatroniker\/in/ }),
    ).toBeInTheDocument();
    expect(searches()).toHaveLength(5);

    await events.click(tab('Unternehmen'));
    expect(tab('Unternehmen')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Alle')).toHaveAttribute('aria-selected', 'false');
    expect(
      await within(panel()).findByRole('link', { name: /Stadtwerke Kassel/ }),
    ).toBeInTheDocument();
    expect(panel()).toHaveAccessibleName('Unternehmen 1 Treffer');
    expect(searches()).toHaveLength(5);

    await events.keyboard('{ArrowRight}');
    expect(tab('Benutzer')).toHaveFocus();
    expect(tab('Benutzer')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Benutzer')).toHaveAttribute('tabindex', '0');
    expect(tab('Unternehmen')).toHaveAttribute('tabindex', '-1');
    expect(await within(panel()).findByRole('link', { name: /Tom Becker/ })).toBeInTheDocument();
    expect(searches('userdiscovery')).toEqual(['GET /userdiscovery?name=Kassel']);

    // Wraps around, and Home / End jump to the ends.
    await events.keyboard('{ArrowRight}');
    expect(tab('Alle')).toHaveFocus();
    expect(tab('Alle')).toHaveAttribute('aria-selected', 'true');
    await events.keyboard('{ArrowRight}');
    expect(tab('Berufe')).toHaveFocus();
    await events.keyboard('{ArrowLeft}');
    await events.keyboard('{ArrowLeft}');
    expect(tab('Benutzer')).toHaveFocus();
    await events.keyboard('{Home}');
    expect(tab('Alle')).toHaveFocus();
    await events.keyboard('{End}');
    expect(tab('Benutzer')).toHaveFocus();
    await events.keyboard('{ArrowLeft}');
    expect(tab('Unternehmen')).toHaveFocus();
    expect(tab('Unternehmen')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab', { selected: true })).toHaveLength(1);

    // The keys move on from the tab that has the focus, even if it is not the selected one.
    act(() => tab('Jobs').focus());
    await events.keyboard('{ArrowRight}');
    expect(tab('Studium')).toHaveFocus();
    expect(tab('Studium')).toHaveAttribute('aria-selected', 'true');
  });

  it('finds occupations on their own tab and in Alle; one opens its page', async () => {
    const { events, input, searches } = await openSearch();
    await events.type(input, 'Tierpfleger');
    const best = await within(panel()).findByRole('region', { name: 'Berufe' });
    expect(within(best).getByRole('link', { name: /Tierpfleger\/in/ })).toBeInTheDocument();
    await events.click(tab('Berufe'));
    expect(panel()).toHaveAccessibleName('Berufe 1 Treffer');
    expect(searches('occupations')).toEqual(['GET /occupations?search=Tierpfleger&page=0&size=20']);
    await events.click(await within(panel()).findByRole('link', { name: /Tierpfleger\/in/ }));
    expect(await screen.findByText('Berufsseite')).toBeInTheDocument();
  });

  it('links a user to the profile; a company result opens its page and ends the search', async () => {
    const { events, input } = await openSearch();
    await events.click(tab('Benutzer'));
    await events.type(input, 'Tom');

    const user = await within(panel()).findByRole('link', { name: /Tom Becker/ });
    expect(user).toHaveAttribute('href', '/profile/user-2');
    expect(user).toHaveTextContent('@tomb');
    expect(within(panel()).getByRole('status')).toHaveTextContent('1 Treffer');

    await events.click(tab('Unternehmen'));
    await events.clear(input);
    await events.type(input, 'Stadtwerke');
    await events.click(await within(panel()).findByRole('link', { name: /Stadtwerke Kassel/ }));
    expect(await screen.findByText('Unternehmensseite')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a user’s avatar, or the initials placeholder when they have none', async () => {
    const { events, input } = await openSearch();
    await events.click(tab('Benutzer'));
    await events.type(input, 'Tom');
    const user = await within(panel()).findByRole('link', { name: /Tom Becker/ });
    // Decorative: the name stands next to it, so the link reads only the name.
    expect(user).toHaveAccessibleName('Tom Becker @tomb');
    const picture = within(user).getByRole('presentation');
    expect(picture).toHaveAttribute('src', 'http://localhost/api/avatars/user-2');
    expect(picture).toHaveAttribute('alt', '');
    expect(user).not.toHaveTextContent(/^TB/);

    // /avatars answers 404: the placeholder made in the page.
    fireEvent.error(picture);
    expect(within(user).queryByRole('presentation')).toBeNull();
    expect(within(user).getByTestId('avatar-placeholder')).toHaveTextContent('TB');
  });

  it('opens the profile of a user result', async () => {
    const { events, input } = await openSearch();
    await events.click(tab('Benutzer'));
    await events.type(input, 'Tom');
    await events.click(await within(panel()).findByRole('link', { name: /Tom Becker/ }));
    expect(await screen.findByText('Profilseite')).toBeInTheDocument();
  });

  it('finds study courses on the server and opens one in the details popup with its provider', async () => {
    const { events, input, searches, calls } = await openSearch();
    await events.click(tab('Studium'));
    await events.type(input, 'Informatik Studium');
    const card = await within(panel()).findByRole('button', { name: /Informatik \(B\.Sc\.\)/ });
    expect(card).toHaveTextContent('Universität Kassel');
    expect(within(panel()).getByRole('status')).toHaveTextContent('1 Treffer');
    expect(searches('courses')).toEqual(['GET /courses?search=Informatik+Studium']);

    await events.click(card);
    const details = await screen.findByRole('dialog', { name: 'Informatik (B.Sc.)' });
    expect(within(details).getByRole('link', { name: 'Universität Kassel' })).toBeInTheDocument();
    await waitFor(() => expect(calls()).toContain('GET /courses/course-3'));
  });

  it('opens the details popup of a job above the results, which stay', async () => {
    const { events, input, calls } = await openSearch();
    await events.type(input, 'Mechatroniker');
    await events.click(await within(panel()).findByRole('button', { name: /Mechatroniker\/in/ }));

    const details = await screen.findByRole('dialog', { name: 'Mechatroniker/in' });
    expect(within(details).getByText('Baunatal')).toBeInTheDocument();
    await waitFor(() => expect(calls()).toContain('GET /jobs/job-7'));

    await events.click(within(details).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog', { name: 'Mechatroniker/in' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Suche' })).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: /Mechatroniker\/in/ })).toHaveFocus();
  });

  it('says so when nothing is found', async () => {
    const { events, input } = await openSearch();
    await events.type(input, 'Astronaut');
    expect(await within(panel()).findByText('Keine Treffer für „Astronaut“.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(within(panel()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the search fails', async () => {
    let fail = true;
    const { events, input, searches } = await openSearch({
      'GET /companies': () =>
        fail ? json({ error: 'Serverfehler' }, 500) : json(paged([stadtwerke])),
    });
    await events.click(tab('Unternehmen'));
    await events.type(input, 'Stadtwerke');

    // The tab says what failed, and only the tab: no global alert on top.
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      'Die Suche hat nicht geklappt. Bitte versuche es erneut.',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    fail = false;
    await events.click(within(panel()).getByRole('button', { name: 'Erneut versuchen' }));
    expect(
      await within(panel()).findByRole('link', { name: /Stadtwerke Kassel/ }),
    ).toBeInTheDocument();
    expect(searches('companies')).toEqual([
      'GET /companies?search=Stadtwerke&page=0&size=20',
      'GET /companies?search=Stadtwerke&page=0&size=20',
    ]);
  });

  it('never asks /userdiscovery for a blank name', async () => {
    const { events, input, calls } = await openSearch();
    await events.click(tab('Benutzer'));
    vi.useFakeTimers();
    fireEvent.change(input, { target: { value: '   ' } });
    // Longer than the pause the search waits for.
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(within(panel()).getByRole('status')).toHaveTextContent('Gib einen Suchbegriff ein.');
    vi.useRealTimers();

    await events.type(input, 'Tom');
    expect(await within(panel()).findByRole('link', { name: /Tom Becker/ })).toBeInTheDocument();
    vi.useFakeTimers();
    fireEvent.change(input, { target: { value: '' } });
    expect(within(panel()).getByRole('status')).toHaveTextContent('Gib einen Suchbegriff ein.');
    await act(() => vi.advanceTimersByTimeAsync(400));
    vi.useRealTimers();
    expect(calls().filter((call) => call.startsWith('GET /userdiscovery'))).toEqual([
      'GET /userdiscovery?name=Tom',
    ]);
  });

  it('loads more jobs on request', async () => {
    const many = Array.from({ length: 20 }, (_, index) =>
      aJob({ id: `job-${index}`, name: `Koch/Köchin ${index + 1}` }),
    );
    const { events, input, searches } = await openSearch({
      'GET /jobs?search=Koch&page=0&size=20': () => json(paged(many, 21)),
      'GET /jobs?search=Koch&page=1&size=20': () =>
        json(paged([aJob({ id: 'job-last', name: 'Koch/Köchin 21' })], 21)),
    });
    await events.click(tab('Jobs'));
    await events.type(input, 'Koch');
    expect(await within(panel()).findByText('21 Treffer')).toBeInTheDocument();
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(20);

    await events.click(within(panel()).getByRole('button', { name: 'Mehr laden' }));
    expect(
      await within(panel()).findByRole('button', { name: /Koch\/Köchin 21/ }),
    ).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Mehr laden' })).not.toBeInTheDocument();
    expect(searches('jobs')).toEqual([
      'GET /jobs?search=Koch&page=0&size=20',
      'GET /jobs?search=Koch&page=1&size=20',
    ]);
  });

  it('shows every tab’s number of hits once a search has run', async () => {
    const { events, input } = await openSearch();
    expect(tab('Jobs')).toHaveAccessibleName('Jobs');
    await events.type(input, 'Kassel');
    await waitFor(() => expect(tab('Benutzer')).toHaveAccessibleName('Benutzer 1 Treffer'));
    expect(tab('Jobs')).toHaveAccessibleName('Jobs 1 Treffer');
    expect(tab('Studium')).toHaveAccessibleName('Studium 1 Treffer');
    expect(tab('Unternehmen')).toHaveAccessibleName('Unternehmen 1 Treffer');
    expect(tab('Berufe')).toHaveAccessibleName('Berufe 1 Treffer');
    // 'Alle' counts every kind's hits.
    expect(tab('Alle')).toHaveAccessibleName('Alle 5 Treffer');
    expect(tab('Jobs')).toHaveTextContent('Jobs 1 Treffer');
  });

  it('says where the hits are when the open tab has none, and switches there', async () => {
    const { events, input } = await openSearch();
    await events.click(tab('Jobs'));
    await events.type(input, 'Informatik Studium');
    expect(
      await within(panel()).findByText('Dafür gibt es 1 Treffer bei den Studiengängen.'),
    ).toBeInTheDocument();
    expect(within(panel()).getByRole('status')).toHaveTextContent(
      'Keine Treffer für „Informatik Studium“.',
    );
    expect(tab('Jobs')).toHaveAccessibleName('Jobs 0 Treffer');
    await events.click(within(panel()).getByRole('button', { name: 'Studiengänge anzeigen' }));
    expect(tab('Studium')).toHaveAttribute('aria-selected', 'true');
    expect(
      await within(panel()).findByRole('button', { name: /Informatik \(B\.Sc\.\)/ }),
    ).toBeInTheDocument();
  });

  it('offers no other tab when no tab has hits, on Alle as on each kind’s tab', async () => {
    const { events, input } = await openSearch();
    await events.type(input, 'Astronaut');
    expect(await within(panel()).findByText('Keine Treffer für „Astronaut“.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(tab('Alle')).toHaveAccessibleName('Alle 0 Treffer');
    expect(within(panel()).queryByRole('button', { name: /anzeigen$/ })).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('region', { name: /Jobs|Studiengänge/ })).toBeNull();

    await events.click(tab('Benutzer'));
    expect(tab('Benutzer')).toHaveAccessibleName('Benutzer 0 Treffer');
    expect(within(panel()).getByRole('status')).toHaveTextContent('Keine Treffer für „Astronaut“.');
    expect(within(panel()).queryByRole('button', { name: /anzeigen$/ })).not.toBeInTheDocument();
  });

  it('takes a place named in the text as the place filter, shown as a chip that removes it', async () => {
    const { events, input, searches } = await openSearch();
    await events.type(input, 'Mechatroniker in Kassel');
    const chip = await screen.findByRole('button', {
      name: 'Ort aus der Suche entfernen: Kassel',
    });
    expect(screen.getByText('Ort aus deiner Suche:')).toBeInTheDocument();
    await waitFor(() =>
      expect(searches('jobs|courses')).toEqual(
        expect.arrayContaining([
          'GET /jobs?near=Kassel&radiusKm=25&search=Mechatroniker&page=0&size=20',
          'GET /courses?near=Kassel&radiusKm=25&search=Mechatroniker',
        ]),
      ),
    );
    // Companies and people have no place filter: they are searched without the place.
    expect(searches('companies')).toEqual(['GET /companies?search=Mechatroniker&page=0&size=20']);
    // The text stays as typed until the chip is removed.
    expect(input).toHaveValue('Mechatroniker in Kassel');

    await events.click(chip);
    expect(input).toHaveValue('Mechatroniker');
    expect(input).toHaveFocus();
    expect(
      screen.queryByRole('button', { name: /Ort aus der Suche entfernen/ }),
    ).not.toBeInTheDocument();
  });

  it('offers ways on when nothing is found: a spelling, the search without its place, the assistant', async () => {
    const { events, input, searches } = await openSearch();
    await events.type(input, 'Mekatronikr in Kassel');
    const waysOn = await within(panel()).findByRole('region', { name: 'So kommst du weiter' });
    expect(within(waysOn).getByRole('link', { name: 'Frag unsere KI' })).toHaveAttribute(
      'href',
      '/assistant',
    );
    expect(await within(waysOn).findByText(/Meintest du/)).toHaveTextContent(
      'Meintest du „Mechatroniker“?',
    );

    await events.click(within(waysOn).getByRole('button', { name: 'Ohne Ort suchen' }));
    expect(input).toHaveValue('Mekatronikr');
    await events.click(await within(panel()).findByRole('button', { name: '„Mechatroniker“' }));
    expect(input).toHaveValue('Mechatroniker');
    expect(
      await within(panel()).findByRole('button', { name: /Mechatroniker\/in/ }),
    ).toBeInTheDocument();
    expect(searches('jobs')).toContain('GET /jobs?search=Mechatroniker&page=0&size=20');
  });

  it('shows the best hits of every kind on Alle, each with its count and a way to its tab', async () => {
    const cooks = Array.from({ length: 5 }, (_, index) =>
      aJob({ id: `job-${index}`, name: `Koch/Köchin ${index + 1}` }),
    );
    const kochTom = { id: 'user-3', name: 'Tom Koch', username: 'tkoch' };
    const { events, input } = await openSearch({
      'GET /jobs?search=Koch&page=0&size=20': () => json(paged(cooks, 12)),
      'GET /courses?search=Koch': () =>
        json([
          aCourseListItem({ id: 'course-1', name: 'Lebensmitteltechnologie (B.Sc.)' }),
          aCourseListItem({ id: 'course-2', name: 'Ökotrophologie (B.Sc.)' }),
        ]),
      'GET /userdiscovery?name=Koch': () => json([kochTom]),
    });
    await events.type(input, 'Koch');

    expect(await within(panel()).findByRole('region', { name: 'Jobs' })).toBeInTheDocument();
    expect(within(panel()).getByRole('status')).toHaveTextContent('15 Treffer');
    // In the order of the tabs; a kind without hits is left out.
    const regions = within(panel()).getAllByRole('region');
    expect(regions.map((region) => within(region).getByRole('heading').textContent)).toEqual([
      'Jobs',
      'Studiengänge',
      'Benutzer',
    ]);
    const [jobs, courses, users] = regions as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(jobs).getAllByRole('listitem')).toHaveLength(3);
    expect(within(jobs).getByRole('button', { name: /Koch\/Köchin 1/ })).toBeInTheDocument();
    expect(jobs).toHaveTextContent('12 Treffer');
    expect(within(courses).getAllByRole('listitem')).toHaveLength(2);
    expect(within(users).getByRole('link', { name: /Tom Koch/ })).toHaveAttribute(
      'href',
      '/profile/user-3',
    );
    expect(tab('Alle')).toHaveAccessibleName('Alle 15 Treffer');

    const showAll = within(jobs).getByRole('button', { name: 'Alle 12 anzeigen' });
    expect(showAll).toHaveAccessibleDescription('Jobs');
    expect(within(courses).getByRole('button', { name: 'Alle 2 anzeigen' })).toBeInTheDocument();
    await events.click(showAll);
    expect(tab('Jobs')).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(5);
    expect(within(panel()).getByRole('status')).toHaveTextContent('12 Treffer');
  });

  it('keeps the text and the tab in the URL while open, and nothing once closed', async () => {
    function CurrentUrl() {
      const location = useLocation();
      return <output data-testid="url">{location.pathname + location.search}</output>;
    }
    const page = renderPage(
      <>
        <SearchLauncher />
        <CurrentUrl />
      </>,
      { route: '/search', routes: searchRoutes },
    );
    const url = () => screen.getByTestId('url').textContent;
    await page.events.click(screen.getByRole('button', { name: /Suche öffnen/ }));
    const input = await screen.findByRole('searchbox', { name: 'Suchbegriff' });
    expect(url()).toBe('/search?q=');
    await page.events.type(input, 'Kassel');
    await waitFor(() => expect(url()).toBe('/search?q=Kassel'));
    await page.events.click(tab('Unternehmen'));
    expect(url()).toBe('/search?q=Kassel&tab=companies');

    await page.events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(url()).toBe('/search');
  });
});
