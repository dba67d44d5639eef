import { paths, type Company, type Course, type Job, type JobListItem } from '@kompass/shared';
import type { OccupationSummary } from '../api/occupation-types';
import { listSearchParams } from '../api/paged-list';
import { formatDistance } from '../lib/format-distance';
import { monthlyPayText } from '../lib/pay-text';
import { commonDiscoverTexts, occupationKindNames } from '../texts';
import { EntityCard, type CardLayout } from './entity-card';

/** '12,3 km entfernt' when a list was asked for near a place (`?near=`), else nothing. */
function distanceText(distanceKm: number | null | undefined): string | undefined {
  return distanceKm === undefined || distanceKm === null
    ? undefined
    : commonDiscoverTexts.distance(formatDistance(distanceKm));
}

/** A job: where, for whom, what it pays, and how far away when searched near a place. */
export function JobCard({
  job,
  onOpen,
  layout,
}: {
  /** A job of a list asked for near a place (`JobListItem`) also says how far it is. */
  job: Job & Partial<Pick<JobListItem, 'distanceKm'>>;
  onOpen: (job: Job) => void;
  layout?: CardLayout;
}) {
  return (
    <EntityCard
      title={job.name}
      subtitle={[job.company?.name, job.location, distanceText(job.distanceKm)]
        .filter(Boolean)
        .join(' · ')}
      // Per month like the salary filter; the kind of job tells whether it is a training allowance.
      meta={commonDiscoverTexts.jobPay(job.workType, monthlyPayText(job.yearlySalary))}
      note={job.requires === 'keine' ? undefined : commonDiscoverTexts.requiresNote[job.requires]}
      image={{ src: job.imageUrl }}
      layout={layout}
      target={{ onOpen: () => onOpen(job) }}
    />
  );
}

/** Where a course is studied: a company, or the short provider a bookmark or occupation names. */
type CourseProvider = Pick<Company, 'name' | 'location'>;

/** Where a course is studied: 'Universität Leipzig' and, unless the name says it, its town. */
function providerText(company: CourseProvider | null | undefined): string | undefined {
  if (!company) return undefined;
  const town = company.location.trim();
  return town && !company.name.includes(town) ? `${company.name}, ${town}` : company.name;
}

/** A study course, where it is offered, and how far away when searched near a place. */
export function CourseCard<Provider extends CourseProvider>({
  course,
  company,
  distanceKm,
  onOpen,
  layout,
}: {
  course: Course;
  company?: Provider | null;
  distanceKm?: number | null | undefined;
  onOpen: (course: Course, company: Provider | null) => void;
  layout?: CardLayout;
}) {
  return (
    <EntityCard
      title={course.name}
      subtitle={[providerText(company), distanceText(distanceKm)].filter(Boolean).join(' · ')}
      image={{ src: course.imageUrl }}
      layout={layout}
      target={{ onOpen: () => onOpen(course, company ?? null) }}
    />
  );
}

/** A company; leads to its page. */
export function CompanyCard({ company, layout }: { company: Company; layout?: CardLayout }) {
  return (
    <EntityCard
      title={company.name}
      titleIsName
      subtitle={company.branch}
      image={{ src: company.image, shape: 'square', initialsFrom: company.name }}
      layout={layout}
      target={{ to: paths.company(company.id) }}
    />
  );
}

/** An occupation or study field: how it is learnt, its area; leads to its page. */
export function OccupationCard({
  occupation,
  near = {},
  layout,
}: {
  occupation: Pick<OccupationSummary, 'id' | 'name' | 'kind' | 'areaName'>;
  /** The place searched near (`{ near, radiusKm }`): the page then shows the listings there. */
  near?: Readonly<Record<string, string | readonly string[]>>;
  layout?: CardLayout;
}) {
  const query = listSearchParams(near, {}).toString();
  return (
    <EntityCard
      title={occupation.name}
      subtitle={[occupationKindNames[occupation.kind] ?? occupation.kind, occupation.areaName]
        .filter(Boolean)
        .join(' · ')}
      image={{ src: '', shape: 'square' }}
      layout={layout}
      target={{
        to: query ? `${paths.occupation(occupation.id)}?${query}` : paths.occupation(occupation.id),
      }}
    />
  );
}
