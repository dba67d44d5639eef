/**
 * Sample content for this remote's component tests, shaped like the API's answers. Tests render
 * pages with the real providers (`@kompass/shared/testing`); only the network is replaced.
 */
import type { Bookmark, Company, Course, CourseListItem, Job, User } from '@kompass/shared';
import {
  createFakeApi,
  deferred,
  json,
  paged,
  renderWithProviders,
  testUser,
  type FakeRoute,
} from '@kompass/shared/testing';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { OccupationDetail, OccupationSummary } from '../api/occupation-types';

export { testUser };

export const testAdmin: User = { ...testUser, id: 'admin-1', username: 'admin', role: 'admin' };

export function aCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 'company-1',
    name: 'Stadtwerke Kassel',
    branch: 'Energie- und Wasserversorgung',
    about: 'Wir versorgen Kassel mit Strom, Wärme und Wasser.',
    image: 'stadtwerke.svg',
    website: 'https://stadtwerke-kassel.example',
    contactMethods: 'Telefon: 0561 123456\nE-Mail: ausbildung@stadtwerke-kassel.example',
    location: 'Kassel',
    ...overrides,
  };
}

export function aJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 'job-1',
    name: 'Elektroniker/in für Betriebstechnik',
    description: 'Du installierst und wartest elektrische Anlagen.',
    location: 'Kassel',
    workType: 'Ausbildung',
    yearlySalary: 14400,
    imageUrl: 'elektroniker.svg',
    interestCode: 'RI',
    requires: 'keine',
    user: null,
    company: { id: 'company-1', name: 'Stadtwerke Kassel' },
    ...overrides,
  };
}

export function aCourse(overrides: Partial<Course> = {}): Course {
  return {
    id: 'course-1',
    name: 'Elektrotechnik (B.Eng.)',
    description: 'Sieben Semester, dual mit Praxisphasen.',
    imageUrl: 'elektrotechnik.svg',
    interestCode: 'IR',
    ...overrides,
  };
}

export function aCourseListItem(
  course: Partial<Course> = {},
  company: Company | null = aCompany({
    id: 'uni-1',
    name: 'Universität Kassel',
    branch: 'Universität',
  }),
): CourseListItem {
  return { course: aCourse(course), company, distanceKm: null };
}

export function aBookmark(
  entity: Bookmark['entity'],
  entityType: Bookmark['entityType'],
  overrides: Partial<Bookmark> = {},
): Bookmark {
  return {
    id: `bookmark-${entity.id}`,
    entityType,
    entityId: entity.id,
    entity,
    provider: null,
    status: 'saved',
    deadline: null,
    note: '',
    statusHistory: [{ status: 'saved', changedAt: Date.UTC(2026, 0, 10) }],
    ...overrides,
  };
}

function anOccupationSummary(overrides: Partial<OccupationSummary> = {}): OccupationSummary {
  return {
    id: 'tierpfleger-in',
    name: 'Tierpfleger/in',
    kind: 'dual',
    area: 'natur',
    areaName: 'Tiere, Pflanzen, Natur',
    kldb: '11412',
    durationMonths: 36,
    summary:
      'Du fütterst und pflegst Tiere, hältst ihre Gehege sauber und merkst, wenn ein Tier krank ist.',
    riasec: 'RS',
    topics: ['tiere'],
    jobCount: 12,
    ...overrides,
  };
}

export { anOccupationSummary };

export function anOccupation(overrides: Partial<OccupationDetail> = {}): OccupationDetail {
  return {
    ...anOccupationSummary(),
    specialisations: ['Forschung und Klinik', 'Tierheim und Tierpension', 'Zoo'],
    school: 'Hauptschulabschluss',
    regulationYear: 2003,
    synonyms: [],
    pay: {
      statutoryMinimum: {
        monthlyByYear: [724, 854, 977],
        lastYearMonths: null,
        startYear: 2026,
        source: 'BBiG § 17 (Mindestvergütung für Ausbildungsbeginn 2026)',
      },
      listings: {
        minMonthly: 1050,
        maxMonthly: 1240,
        count: 12,
        label: 'in Kompass: 1.050–1.240 € im 1. Jahr, aus 12 Angeboten',
        source: 'Angebote in Kompass',
      },
    },
    related: [
      anOccupationSummary({
        id: 'tiermedizinische-r-fachangestellte-r',
        name: 'Tiermedizinische/r Fachangestellte/r',
        area: 'gesundheit',
        areaName: 'Gesundheit und Pflege',
        riasec: 'SR',
      }),
    ],
    jobs: [{ ...aJob({ id: 'job-7', name: 'Ausbildung Tierpfleger/in' }), distanceKm: null }],
    jobsTotal: 1,
    companies: [{ id: 'company-9', name: 'Tierpark Sababurg' }],
    courses: [],
    sources: ['BIBB, Erhebungsberufe 2024'],
    ...overrides,
  };
}

export { deferred, paged };

export interface RenderPageOptions {
  /** Fake API routes, 'METHOD /path' (see createFakeApi); merged over an empty collection. */
  routes?: Record<string, FakeRoute>;
  route?: string;
  path?: string;
  user?: User;
  otherRoutes?: Record<string, ReactElement>;
}

/** Renders a page of this remote signed in, with an empty bookmark collection unless told. */
export function renderPage(
  element: ReactElement,
  { routes = {}, route = '/', path, user = testUser, otherRoutes }: RenderPageOptions = {},
) {
  const fake = createFakeApi({ 'GET /bookmarks': () => json(paged([])), ...routes });
  const events = userEvent.setup();
  const result = renderWithProviders(element, {
    fetch: fake.fetch,
    user,
    route,
    path,
    otherRoutes,
  });
  /** Requests so far, as 'METHOD /path?query'. */
  const calls = () => fake.requests.map((request) => `${request.method} ${request.path}`);
  return { ...result, fake, events, calls };
}
