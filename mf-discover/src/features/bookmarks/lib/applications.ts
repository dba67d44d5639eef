import type {
  Bookmark,
  BookmarkStatus,
  Company,
  Course,
  Job,
  OccupationSummary,
} from '@kompass/shared';

/** A saved job or course: an application the user can follow. */
export type Application = Bookmark &
  ({ entityType: 'job'; entity: Job } | { entityType: 'course'; entity: Course });

/** A saved company: kept, but no application of its own. */
export type SavedCompany = Bookmark & { entityType: 'company'; entity: Company };

/** A saved occupation: a Beruf to look into, no application of its own. */
export type SavedOccupation = Bookmark & { entityType: 'occupation'; entity: OccupationSummary };

/** The statuses in the order an application moves through them. */
export const statusOrder: readonly BookmarkStatus[] = [
  'saved',
  'applied',
  'interview',
  'offer',
  'rejected',
];

const nextSteps: Partial<Record<BookmarkStatus, BookmarkStatus>> = {
  saved: 'applied',
  applied: 'interview',
  interview: 'offer',
};

/** The step one tap moves an application on to; none after an offer or a rejection. */
export function nextStatus(status: BookmarkStatus): BookmarkStatus | undefined {
  return nextSteps[status];
}

export interface StatusGroup {
  status: BookmarkStatus;
  items: Application[];
}

export interface Collection {
  /** Non-empty groups in the order of `statusOrder`. */
  groups: StatusGroup[];
  companies: SavedCompany[];
  occupations: SavedOccupation[];
}

const isApplication = (bookmark: Bookmark): bookmark is Application =>
  bookmark.entityType === 'job' || bookmark.entityType === 'course';

/** The nearest deadline first, items without one last; otherwise the collection's order. */
function byDeadline(a: Application, b: Application): number {
  if (a.deadline === b.deadline) return 0;
  if (a.deadline === null) return 1;
  if (b.deadline === null) return -1;
  return a.deadline < b.deadline ? -1 : 1;
}

/**
 * The collection as the page shows it: jobs and courses grouped by status, nearest deadlines
 * first (`YYYY-MM-DD` sorts as text), and the saved occupations and companies on their own. Bookmarks whose item
 * has gone missing are left out.
 */
export function groupCollection(bookmarks: readonly Bookmark[]): Collection {
  const present = bookmarks.filter((bookmark) => bookmark.entity);
  const applications = present.filter(isApplication);
  return {
    groups: statusOrder
      .map((status) => ({
        status,
        items: applications.filter((item) => item.status === status).sort(byDeadline),
      }))
      .filter((group) => group.items.length > 0),
    companies: present.filter(
      (bookmark): bookmark is SavedCompany => bookmark.entityType === 'company',
    ),
    occupations: present.filter(
      (bookmark): bookmark is SavedOccupation => bookmark.entityType === 'occupation',
    ),
  };
}
