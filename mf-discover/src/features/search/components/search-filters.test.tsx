import { useLocation } from '@kompass/shared';
import { json, type FakeRoute } from '@kompass/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCourseListItem, aJob, paged, renderPage } from '../../../testing/fixtures';
import { SearchLauncher } from './search-launcher';

const mechatroniker = aJob({ id: 'job-1', name: 'Mechatroniker/in', workType: 'Ausbildung' });
const ingenieur = aJob({
  id: 'job-2',
  name: 'Maschinenbauingenieur/in',
  workType: 'Vollzeit',
  yearlySalary: 54000,
});
const maschinenbau = aCourseListItem({ id: 'course-1', name: 'Maschinenbau (B.Eng.)' });

const unknownPlace = 'Den Ort „Atlantis“ kennen wir nicht. Gib eine Stadt oder eine PLZ ein.';

/** Like the API: `workType`, `minSalary` and `near` narrow the list; near a place, distances. */
const routes: Record<string, FakeRoute> = {
  'GET /jobs': (request) => {
    const params = new URL(request.url).searchParams;
    const near = params.get('near');
    if (near === 'Atlantis') return json({ error: 'Ungültiger Ort', message: unknownPlace }, 400);
    const kinds = params.getAll('workType');
    const minSalary = Number(params.get('minSalary') ?? 0);
    const found = [mechatroniker, ingenieur]
      .filter((job) => kinds.length === 0 || kinds.includes(job.workType))
      .filter((job) => job.yearlySalary >= minSalary)
      .map((job) => (near ? { ...job, distanceKm: job.id === 'job-1' ? 12.34 : 48 } : job));
    return json(paged(found));
  },
  'GET /courses': (request) => {
    const params = new URL(request.url).searchParams;
    const near = params.get('near');
    if (near === 'Atlantis') return json({ error: 'Ungültiger Ort', message: unknownPlace }, 400);
    const kinds = params.getAll('workType');
    if (kinds.length > 0 && !kinds.includes('Studium')) return json([]);
    return json(near ? [{ ...maschinenbau, distanceKm: 3.5 }] : [maschinenbau]);
  },
  'GET /companies': () => json(paged([])),
  'GET /userdiscovery': () => json([]),
  'GET /places': (request) => {
    const search = new URL(request.url).searchParams.get('search') ?? '';
    return json({
      content: [
        { name: 'Kassel', postcode: '34117' },
        { name: 'Kassel', postcode: '34119' },
        { name: 'Kastellaun', postcode: '56288' },
      ].filter((place) => place.name.startsWith(search) || place.postcode.startsWith(search)),
    });
  },
};

/** Where the app is: what a reload or a shared link would open. */
function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname + location.search}</output>;
}

function renderSearch(route: string) {
  const page = renderPage(
    <>
      <SearchLauncher />
      <CurrentUrl />
    </>,
    { route, path: '/search', routes },
  );
  const url = () => new URLSearchParams(screen.getByTestId('url').textContent.split('?')[1]);
  const jobSearches = () => page.calls().filter((call) => call.startsWith('GET /jobs?'));
  return { ...page, url, jobSearches };
}

const panel = () => screen.getByRole('tabpanel');
const chip = (name: string) =>
  // Amounts are written with a no-break space before the €.
  within(panel()).getByRole('button', {
    name: new RegExp(`^${name.replace('.', '\\.')}$`.replace(' €', '\\s€')),
  });
const jobs = () => within(panel()).queryAllByRole('button', { name: /\/in/ });

describe('search filters', () => {
  it('restore the search from the URL: text, tab, chips and place, sent to the API', async () => {
    const { jobSearches } = renderSearch(
      '/search?q=Maschine&tab=jobs&workType=Ausbildung&minSalary=12000&near=Kassel&radiusKm=50',
    );

    const dialog = await screen.findByRole('dialog', { name: 'Suche' });
    expect(within(dialog).getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('Maschine');
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(/^Jobs/);
    const filters = within(panel()).getByRole('group', { name: 'Filter' });
    expect(within(filters).getByRole('group', { name: 'Art' })).toBeInTheDocument();
    expect(chip('Ausbildung')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Vollzeit')).toHaveAttribute('aria-pressed', 'false');
    expect(within(filters).getByRole('group', { name: 'Gehalt im Monat' })).toBeInTheDocument();
    // 12,000 € a year is shown as pay a month, like everywhere in the app.
    expect(chip('ab 1.000 €')).toHaveAttribute('aria-pressed', 'true');
    expect(within(panel()).getByRole('combobox', { name: 'Ort oder PLZ' })).toHaveValue('Kassel');
    expect(within(panel()).getByRole('combobox', { name: 'Umkreis' })).toHaveValue('50');

    expect(await within(panel()).findByRole('button', { name: /Mechatroniker/ })).toHaveTextContent(
      '12,3 km entfernt',
    );
    expect(jobs()).toHaveLength(1);
    expect(within(panel()).getByRole('status')).toHaveTextContent('1 Treffer');
    expect(jobSearches()).toContain(
      'GET /jobs?workType=Ausbildung&minSalary=12000&near=Kassel&radiusKm=50&search=Maschine&page=0&size=20',
    );
  });

  it('put every chip into the URL and take it out again when the chip is pressed once more', async () => {
    const { events, url, jobSearches } = renderSearch('/search?q=Maschine&tab=jobs');
    await screen.findByRole('dialog', { name: 'Suche' });
    await waitFor(() => expect(jobs()).toHaveLength(2));

    await events.click(chip('Vollzeit'));
    expect(chip('Vollzeit')).toHaveAttribute('aria-pressed', 'true');
    expect(url().getAll('workType')).toEqual(['Vollzeit']);
    await events.click(chip('Ausbildung'));
    expect(url().getAll('workType')).toEqual(['Vollzeit', 'Ausbildung']);
    await events.click(chip('ab 4.000 €'));
    expect(url().get('minSalary')).toBe('48000');
    // The polite status line announces the narrower list.
    await waitFor(() => expect(within(panel()).getByRole('status')).toHaveTextContent('1 Treffer'));
    expect(jobs().map((job) => job.textContent)).toEqual([
      expect.stringContaining('Maschinenbauingenieur/in'),
    ]);
    expect(jobSearches().at(-1)).toBe(
      'GET /jobs?workType=Vollzeit&workType=Ausbildung&minSalary=48000&search=Maschine&page=0&size=20',
    );

    // One pay step at a time: another replaces it; pressing it again removes it.
    await events.click(chip('ab 2.000 €'));
    expect(chip('ab 4.000 €')).toHaveAttribute('aria-pressed', 'false');
    expect(url().get('minSalary')).toBe('24000');
    await events.click(chip('ab 2.000 €'));
    await events.click(chip('Vollzeit'));
    await events.click(chip('Ausbildung'));
    expect(url().toString()).toBe('q=Maschine&tab=jobs');
    await waitFor(() => expect(jobs()).toHaveLength(2));
    expect(within(panel()).getByRole('status')).toHaveTextContent('2 Treffer');
  });

  it('take a place on Enter, with suggestions, a radius and a way to remove it', async () => {
    const { events, url, calls } = renderSearch('/search?q=Maschine&tab=jobs');
    await screen.findByRole('dialog', { name: 'Suche' });
    const place = within(panel()).getByRole('combobox', { name: 'Ort oder PLZ' });

    await events.type(place, 'Kas');
    // Suggestions for what was typed, as the user would write the place.
    // (The radius's options are named '5 km' … '200 km'.)
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('option', { hidden: true, name: /Kas/ })
          .map((option) => [option.getAttribute('value'), option.textContent]),
      ).toEqual([
        ['Kassel', '34117 Kassel'],
        ['Kastellaun', '56288 Kastellaun'],
      ]),
    );

    expect(calls()).toContain('GET /places?search=Kas&limit=8');
    // Half a name is no place yet.
    expect(url().has('near')).toBe(false);

    await events.type(place, 'sel{Enter}');
    expect(url().get('near')).toBe('Kassel');
    expect(url().get('radiusKm')).toBe('25');
    expect(place).toHaveFocus();
    expect(await within(panel()).findByRole('button', { name: /Mechatroniker/ })).toHaveTextContent(
      '12,3 km entfernt',
    );

    await events.selectOptions(within(panel()).getByRole('combobox', { name: 'Umkreis' }), '100');
    expect(url().get('radiusKm')).toBe('100');
    await waitFor(() =>
      expect(calls()).toContain(
        'GET /jobs?near=Kassel&radiusKm=100&search=Maschine&page=0&size=20',
      ),
    );

    await events.click(within(panel()).getByRole('button', { name: 'Ort entfernen: Kassel' }));
    expect(url().has('near')).toBe(false);
    expect(url().has('radiusKm')).toBe(false);
    expect(place).toHaveValue('');
    await waitFor(() =>
      expect(within(panel()).getByRole('button', { name: /Mechatroniker/ })).not.toHaveTextContent(
        'entfernt',
      ),
    );
  });

  it('show the server’s reason for an unknown place beside the field, and keep everything else', async () => {
    const { events, url } = renderSearch('/search?q=Maschine&tab=jobs&workType=Ausbildung');
    await screen.findByRole('dialog', { name: 'Suche' });
    const place = within(panel()).getByRole('combobox', { name: 'Ort oder PLZ' });

    await events.type(place, 'Atlantis{Enter}');
    const reason = await within(panel()).findByRole('alert');
    expect(reason).toHaveTextContent(unknownPlace);
    expect(place).toHaveAttribute('aria-invalid', 'true');
    expect(place).toHaveAccessibleDescription(unknownPlace);
    // No global alert on top; the list says where to look.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(panel()).getByRole('status')).toHaveTextContent(
      'Bitte prüfe den Ort bei den Filtern.',
    );
    // Nothing else is lost: the text, the chips, the typed place, the URL.
    expect(place).toHaveValue('Atlantis');
    expect(chip('Ausbildung')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('Maschine');
    expect(url().toString()).toBe(
      'q=Maschine&tab=jobs&workType=Ausbildung&near=Atlantis&radiusKm=25',
    );

    await events.clear(place);
    await events.type(place, 'Kassel{Enter}');
    expect(await within(panel()).findByRole('button', { name: /Mechatroniker/ })).toHaveTextContent(
      '12,3 km entfernt',
    );
    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
    expect(place).not.toHaveAttribute('aria-invalid');
  });

  it('narrow study courses by kind and place on the Studium tab, which has no pay filter', async () => {
    const { events, url, calls } = renderSearch('/search?q=Maschinenbau&tab=courses');
    await screen.findByRole('dialog', { name: 'Suche' });
    expect(
      within(panel()).queryByRole('group', { name: 'Gehalt im Monat' }),
    ).not.toBeInTheDocument();
    const kinds = within(panel()).getByRole('group', { name: 'Art' });
    expect(
      within(kinds)
        .getAllByRole('button')
        .map((each) => each.textContent),
    ).toEqual(['Studium', 'Duales Studium']);

    await events.click(chip('Duales Studium'));
    expect(url().getAll('courseType')).toEqual(['Duales Studium']);
    expect(
      await within(panel()).findByText('Keine Treffer für „Maschinenbau“ mit diesen Filtern.'),
    ).toHaveAttribute('role', 'status');
    expect(calls()).toContain('GET /courses?workType=Duales+Studium&search=Maschinenbau');
    await events.click(chip('Duales Studium'));
    await events.click(chip('Studium'));

    await events.type(
      within(panel()).getByRole('combobox', { name: 'Ort oder PLZ' }),
      '34117{Enter}',
    );
    expect(
      await within(panel()).findByRole('button', { name: /Maschinenbau \(B\.Eng\.\)/ }),
    ).toHaveTextContent('Universität Kassel · 3,5 km entfernt');
    expect(calls()).toContain(
      'GET /courses?workType=Studium&near=34117&radiusKm=25&search=Maschinenbau',
    );
    // The kinds of job are the Jobs tab's own: they do not narrow the courses.
    expect(url().toString()).toBe(
      'q=Maschinenbau&tab=courses&courseType=Studium&near=34117&radiusKm=25',
    );
  });

  it('leave out what the app never offers, so a hand-edited link still works', async () => {
    const { url, jobSearches } = renderSearch(
      '/search?q=Maschine&tab=nirgends&workType=Zauberei&minSalary=-1&radiusKm=7',
    );
    await screen.findByRole('dialog', { name: 'Suche' });
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(/^Alle/);
    await waitFor(() =>
      expect(jobSearches()).toEqual(['GET /jobs?search=Maschine&page=0&size=20']),
    );
    // The URL keeps what was given until the user changes something.
    expect(url().get('workType')).toBe('Zauberei');
  });
});
