import type { Company, CourseListItem, Job } from '@kompass/shared';
import { json, type FakeRoute } from '@kompass/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  aCompany,
  aCourseListItem,
  aJob,
  deferred,
  paged,
  renderPage,
} from '../../../testing/fixtures';
import { Catalogue } from './catalogue';

const jobs: Job[] = Array.from({ length: 25 }, (_, index) =>
  aJob(index === 0 ? {} : { id: `job-${index + 1}`, name: `Kaufmann/-frau Nr. ${index + 1}` }),
);
const companies: Company[] = [
  aCompany(),
  aCompany({ id: 'company-2', name: 'Bäckerei Sonnenschein', branch: 'Handwerk' }),
];
const universities: Company[] = [
  aCompany({ id: 'uni-1', name: 'Universität Kassel', branch: 'Universität' }),
  aCompany({ id: 'uni-2', name: 'Hochschule Fulda', branch: 'Hochschule' }),
];
const courses: CourseListItem[] = Array.from({ length: 23 }, (_, index) =>
  aCourseListItem(
    index === 0
      ? { id: 'course-1', name: 'Elektrotechnik (B.Eng.)' }
      : { id: `course-${index + 1}`, name: `Betriebswirtschaft Nr. ${index + 1}` },
    index === 5 ? aCompany({ id: 'uni-2', name: 'Hochschule Fulda' }) : undefined,
  ),
);

/** Answers a paged list like the API: `?search=` by name, `?page=&size=`. */
function pagedList<T extends { name: string }>(items: T[]): FakeRoute {
  return (request) => {
    const params = new URL(request.url).searchParams;
    const page = Number(params.get('page'));
    const size = Number(params.get('size'));
    const search = (params.get('search') ?? '').toLowerCase();
    const matches = items.filter((item) => item.name.toLowerCase().includes(search));
    return json(paged(matches.slice(page * size, (page + 1) * size), matches.length));
  };
}

const companiesRoute = (request: Request) =>
  pagedList(
    new URL(request.url).searchParams.get('kind') === 'university' ? universities : companies,
  )(request);

/** Answers GET /courses[?search=] like the API: a plain list, the search by course name. */
const coursesRoute: FakeRoute = (request) => {
  const search = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase();
  return json(courses.filter(({ course }) => course.name.toLowerCase().includes(search)));
};

function renderCatalogue(routes: Record<string, FakeRoute> = {}) {
  return renderPage(<Catalogue />, {
    routes: {
      'GET /jobs': pagedList(jobs),
      'GET /companies': companiesRoute,
      'GET /courses': coursesRoute,
      ...routes,
    },
    otherRoutes: { '/company/:id': <p>Unternehmensseite</p> },
  });
}

const tile = (name: string) => screen.getByRole('button', { name });
const openSheet = async (name: string) => screen.findByRole('dialog', { name });
/** The cards of a sheet, once its list has loaded. */
async function sheetItems(sheet: HTMLElement) {
  const list = await within(sheet).findByRole('list');
  return within(list).getAllByRole('listitem');
}

/** A stand-in for the browser's IntersectionObserver that the test can fire. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  targets: Element[] = [];
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
  }
  takeRecords() {
    return [];
  }
  /** The sentinel scrolled into view. */
  intersect() {
    const entries = this.targets.map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

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

  it('searches as the user types, once typing pauses, and shows the matches or "Keine Treffer"', async () => {
    const { events, calls } = renderCatalogue();
    await events.click(tile('Jobs'));
    const sheet = await openSheet('Jobs');
    await sheetItems(sheet);
    const input = within(sheet).getByRole('searchbox', { name: 'Jobs durchsuchen' });

    await events.type(input, 'elek');
    await waitFor(() => expect(within(sheet).getByRole('status')).toHaveTextContent('1 Treffer'));
    expect(await sheetItems(sheet)).toHaveLength(1);
    expect(input).toHaveFocus();
    // One request for the whole word, none per key.
    expect(calls().filter((call) => call.includes('search='))).toEqual([
      'GET /jobs?search=elek&page=0&size=20',
    ]);

    await events.clear(input);
    await events.type(input, 'Astronaut');
    expect(await within(sheet).findByText('Keine Treffer')).toBeInTheDocument();
    expect(within(sheet).getByText('Versuche es mit einem anderen Suchbegriff.')).toBeVisible();
    expect(within(sheet).getByRole('status')).toHaveTextContent('0 Treffer');
    expect(calls()).toContain('GET /jobs?search=Astronaut&page=0&size=20');
  });

  it('"Mehr laden" loads the next page and moves the focus to the first new card', async () => {
    const { events, calls } = renderCatalogue();
    await events.click(tile('Jobs'));
    const sheet = await openSheet('Jobs');
    await sheetItems(sheet);

    await events.click(within(sheet).getByRole('button', { name: 'Mehr laden' }));
    await waitFor(async () => expect(await sheetItems(sheet)).toHaveLength(25));
    expect(calls()).toContain('GET /jobs?page=1&size=20');
    expect(within(sheet).getByText('Das war alles.')).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: 'Mehr laden' })).not.toBeInTheDocument();
    const items = await sheetItems(sheet);
    expect(within(items[20]!).getByRole('button')).toHaveFocus();
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { events, calls } = renderCatalogue();
    await events.click(tile('Jobs'));
    const sheet = await openSheet('Jobs');
    await sheetItems(sheet);
    expect(calls()).not.toContain('GET /jobs?page=1&size=20');

    const observer = FakeIntersectionObserver.instances.find((item) => item.targets.length > 0);
    expect(observer).toBeDefined();
    act(() => observer!.intersect());

    await waitFor(async () => expect(await sheetItems(sheet)).toHaveLength(25));
    expect(calls().filter((call) => call === 'GET /jobs?page=1&size=20')).toHaveLength(1);
    // Everything is loaded: nothing watches the end any more.
    expect(FakeIntersectionObserver.instances.every((item) => item.targets.length === 0)).toBe(
      true,
    );
  });

  it('"Studiengang finden" asks the server for matching courses and shows 20 at a time', async () => {
    const { events, calls } = renderCatalogue();
    await events.click(tile('Studiengang finden'));
    const sheet = await openSheet('Studiengang finden');

    expect(await sheetItems(sheet)).toHaveLength(20);
    expect(within(sheet).getByRole('status')).toHaveTextContent('23 Treffer');
    await events.click(within(sheet).getByRole('button', { name: 'Mehr laden' }));
    expect(await sheetItems(sheet)).toHaveLength(23);
    expect(within(sheet).getByText('Das war alles.')).toBeInTheDocument();

    const input = within(sheet).getByRole('searchbox', { name: 'Studiengänge durchsuchen' });
    await events.type(input, 'ELEKTRO');
    await waitFor(() => expect(within(sheet).getByRole('status')).toHaveTextContent('1 Treffer'));
    expect(within(sheet).getByText('Elektrotechnik (B.Eng.)')).toBeInTheDocument();

    await events.clear(input);
    await events.type(input, 'Medizin');
    expect(await within(sheet).findByText('Keine Treffer')).toBeInTheDocument();
    // The search ran on the server, once per pause in typing, not in the browser.
    const searches = calls().filter((call) => call.startsWith('GET /courses?'));
    expect(searches).toContain('GET /courses?search=ELEKTRO');
    expect(searches).toContain('GET /courses?search=Medizin');
  });

  it('opens a job of a sheet in the details popup, whose save button bookmarks it', async () => {
    const { events, fake } = renderCatalogue({
      'GET /jobs/job-1': () => json(jobs[0]),
      'POST /bookmarks': () => json({ id: 'bookmark-1' }, 201),
    });
    await events.click(tile('Jobs'));
    const sheet = await openSheet('Jobs');
    const [first] = await sheetItems(sheet);

    await events.click(within(first!).getByRole('button'));
    const details = await screen.findByRole('dialog', {
      name: 'Elektroniker/in für Betriebstechnik',
    });
    const save = await within(details).findByRole('button', { name: 'Speichern' });
    await waitFor(() => expect(save).toBeEnabled());
    await events.click(save);

    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Der Job wurde zu deinen Favoriten hinzugefügt.');
    const post = fake.requests.find((request) => request.method === 'POST');
    expect(post?.path).toBe('/bookmarks');
    expect(JSON.parse(post!.body)).toEqual({ entityType: 'job', entityId: 'job-1' });
  });

  it('opens a course of the sheet in the details popup', async () => {
    const { events } = renderCatalogue({ 'GET /courses/course-1': () => json(courses[0]!.course) });
    await events.click(tile('Studiengang finden'));
    const sheet = await openSheet('Studiengang finden');
    const [first] = await sheetItems(sheet);

    await events.click(within(first!).getByRole('button'));
    const details = await screen.findByRole('dialog', { name: 'Elektrotechnik (B.Eng.)' });
    expect(within(details).getByRole('link', { name: 'Universität Kassel' })).toHaveAttribute(
      'href',
      '/company/uni-1',
    );
  });
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
