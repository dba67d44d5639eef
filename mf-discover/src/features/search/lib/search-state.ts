import type { ListFilter } from '../../../api/paged-list';

/**
 * What the search dialog shows, kept in the URL of `/search` so that a reload or a shared link
 * restores the same search: `?q=Koch&tab=jobs&workType=Ausbildung&minSalary=12000&near=Kassel&radiusKm=25`.
 * The parameter names are the API's (`GET /jobs`, `GET /courses`) wherever it has one, and stable.
 */

/** What the search dialog can look for, in the order of its tabs; 'all' shows a few of each. */
export const searchTabs = ['all', 'occupations', 'jobs', 'courses', 'companies', 'users'] as const;
export type SearchTab = (typeof searchTabs)[number];

/** The kinds of hits, each with its own tab (all tabs but 'all'). */
export const searchKinds = ['occupations', 'jobs', 'courses', 'companies', 'users'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** The kinds of work the catalogue's jobs have (the demo data and what admins enter). */
export const jobKinds = ['Ausbildung', 'Duales Studium', 'Vollzeit', 'Teilzeit'] as const;

/** The kinds of study course (`GET /courses?workType=`): at a university, or dual with a company. */
export const courseKinds = ['Studium', 'Duales Studium'] as const;

/** Minimum pay steps, in euros a month as the app shows pay; the API takes euros a year. */
export const monthlyPaySteps = [1000, 2000, 3000, 4000] as const;

/** The radii the API accepts (5–200 km) that a user picks from; 25 km unless chosen. */
export const radiusSteps = [5, 10, 25, 50, 100, 200] as const;
export const DEFAULT_RADIUS_KM = 25;

/** The URL's query parameters, by what they hold. */
export const searchParamNames = {
  query: 'q',
  tab: 'tab',
  workType: 'workType',
  /** The kinds of study course; sent to `GET /courses` as its `workType`. */
  courseType: 'courseType',
  minSalary: 'minSalary',
  near: 'near',
  radiusKm: 'radiusKm',
} as const;

export interface SearchFilters {
  /** Kinds of work of the jobs (any of them). */
  workType: string[];
  /** Kinds of study course (any of them). */
  courseType: string[];
  /** Euros a year, one of `monthlyPaySteps` × 12; undefined for any pay. */
  minSalary: number | undefined;
  /** A German city or a five-digit postcode; undefined for anywhere. */
  near: string | undefined;
  radiusKm: number;
}

export interface SearchState extends SearchFilters {
  /** Whether the dialog is open: the URL has a `q`, even an empty one. */
  open: boolean;
  query: string;
  tab: SearchTab;
}

const noFilters: SearchFilters = {
  workType: [],
  courseType: [],
  minSalary: undefined,
  near: undefined,
  radiusKm: DEFAULT_RADIUS_KM,
};

function isOneOf<T extends string | number>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}

/**
 * The state a URL describes. What the app would never write (a radius or pay step it does not
 * offer, an unknown tab or kind) is left out rather than sent to the API: a hand-edited link still
 * opens a working search.
 */
export function readSearchState(params: URLSearchParams): SearchState {
  const names = searchParamNames;
  const tab = params.get(names.tab);
  const minSalary = Number(params.get(names.minSalary));
  const radiusKm = Number(params.get(names.radiusKm));
  const near = params.get(names.near)?.trim();
  return {
    open: params.has(names.query),
    query: params.get(names.query) ?? '',
    tab: isOneOf(searchTabs, tab) ? tab : 'all',
    workType: [...new Set(params.getAll(names.workType))].filter((kind) => isOneOf(jobKinds, kind)),
    courseType: [...new Set(params.getAll(names.courseType))].filter((kind) =>
      isOneOf(courseKinds, kind),
    ),
    minSalary: isOneOf(
      monthlyPaySteps.map((step) => step * 12),
      minSalary,
    )
      ? minSalary
      : undefined,
    near: near ? near : undefined,
    radiusKm: isOneOf(radiusSteps, radiusKm) ? radiusKm : DEFAULT_RADIUS_KM,
  };
}

/** The URL parameters of a state; defaults are left out, the radius only goes with a place. */
export function writeSearchState(state: SearchState): URLSearchParams {
  const names = searchParamNames;
  const params = new URLSearchParams();
  if (!state.open) return params;
  params.set(names.query, state.query);
  if (state.tab !== 'all') params.set(names.tab, state.tab);
  for (const kind of state.workType) params.append(names.workType, kind);
  for (const kind of state.courseType) params.append(names.courseType, kind);
  if (state.minSalary !== undefined) params.set(names.minSalary, String(state.minSalary));
  if (state.near !== undefined) {
    params.set(names.near, state.near);
    params.set(names.radiusKm, String(state.radiusKm));
  }
  return params;
}

/** A closed dialog, or an open one with nothing typed and no filter. */
export function emptySearchState(open: boolean): SearchState {
  return { open, query: '', tab: 'all', ...noFilters };
}

/** The query parameters `GET /jobs` narrows its list by. */
export function jobFilter(filters: SearchFilters): ListFilter {
  return {
    ...(filters.workType.length > 0 ? { workType: filters.workType } : {}),
    ...(filters.minSalary !== undefined ? { minSalary: String(filters.minSalary) } : {}),
    ...placeFilter(filters),
  };
}

/** The query parameters `GET /courses` narrows its list by: the kind of course and the place. */
export function courseFilter(filters: SearchFilters): ListFilter {
  return {
    ...(filters.courseType.length > 0 ? { workType: filters.courseType } : {}),
    ...placeFilter(filters),
  };
}

/** The place the search is narrowed to, as `GET /jobs` and `GET /occupations/{id}` take it. */
export function placeFilter(filters: SearchFilters): ListFilter {
  return filters.near === undefined
    ? {}
    : { near: filters.near, radiusKm: String(filters.radiusKm) };
}
