import { json } from '@kompass/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCourseListItem, aJob, paged } from '../../../testing/fixtures';
import { stadtwerke, openSearch, tab, panel } from './search-dialog.testing';

afterEach(() => {
  vi.useRealTimers();
});

describe('search dialog', () => {
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
});
