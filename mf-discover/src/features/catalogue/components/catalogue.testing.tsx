// Lists, routes and a fake IntersectionObserver shared by the catalogue tests.
import type { Company, CourseListItem, Job } from '@kompass/shared';
import { json, type FakeRoute } from '@kompass/shared/testing';
import { screen, within } from '@testing-library/react';
import { aCompany, aCourseListItem, aJob, paged, renderPage } from '../../../testing/fixtures';
import { Catalogue } from './catalogue';

export const jobs: Job[] = Array.from({ length: 25 }, (_, index) =>
  aJob(index === 0 ? {} : { id: `job-${index + 1}`, name: `Kaufmann/-frau Nr. ${index + 1}` }),
);
export const companies: Company[] = [
  aCompany(),
  aCompany({ id: 'company-2', name: 'Bäckerei Sonnenschein', branch: 'Handwerk' }),
];
const universities: Company[] = [
  aCompany({ id: 'uni-1', name: 'Universität Kassel', branch: 'Universität' }),
  aCompany({ id: 'uni-2', name: 'Hochschule Fulda', branch: 'Hochschule' }),
];
export const courses: CourseListItem[] = Array.from({ length: 23 }, (_, index) =>
  aCourseListItem(
    index === 0
      ? { id: 'course-1', name: 'Elektrotechnik (B.Eng.)' }
      : { id: `course-${index + 1}`, name: `Betriebswirtschaft Nr. ${index + 1}` },
    index === 5 ? aCompany({ id: 'uni-2', name: 'Hochschule Fulda' }) : undefined,
  ),
);

/** Answers a paged list like the API: `?search=` by name, `?page=&size=`. */
export function pagedList<T extends { name: string }>(items: T[]): FakeRoute {
  return (request) => {
    const params = new URL(request.url).searchParams;
    const page = Number(params.get('page'));
    const size = Number(params.get('size'));
    const search = (params.get('search') ?? '').toLowerCase();
    const matches = items.filter((item) => item.name.toLowerCase().includes(search));
    return json(paged(matches.slice(page * size, (page + 1) * size), matches.length));
  };
}

export const companiesRoute = (request: Request) =>
  pagedList(
    new URL(request.url).searchParams.get('kind') === 'university' ? universities : companies,
  )(request);

/** Answers GET /courses[?search=] like the API: a plain list, the search by course name. */
const coursesRoute: FakeRoute = (request) => {
  const search = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase();
  return json(courses.filter(({ course }) => course.name.toLowerCase().includes(search)));
};

export function renderCatalogue(routes: Record<string, FakeRoute> = {}) {
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

export const tile = (name: string) => screen.getByRole('button', { name });
export const openSheet = async (name: string) => screen.findByRole('dialog', { name });
/** The cards of a sheet, once its list has loaded. */
export async function sheetItems(sheet: HTMLElement) {
  const list = await within(sheet).findByRole('list');
  return within(list).getAllByRole('listitem');
}

/** A stand-in for the browser's IntersectionObserver that the test can fire. */
export class FakeIntersectionObserver {
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
