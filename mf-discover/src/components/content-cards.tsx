import { formatSalary, paths, type Company, type Course, type Job } from '@kompass/shared';
import { commonDiscoverTexts } from '../texts';
import { EntityCard, type CardLayout } from './entity-card';

/** A job: where, for whom, what it pays. Opens the details popup. */
export function JobCard({
  job,
  onOpen,
  layout,
}: {
  job: Job;
  onOpen: (job: Job) => void;
  layout?: CardLayout;
}) {
  return (
    <EntityCard
      title={job.name}
      subtitle={[job.company?.name, job.location].filter(Boolean).join(' · ')}
      // '11.400 €' beside '52.000 €' says nothing: the kind of job and 'pro Jahr' tell what it is.
      meta={commonDiscoverTexts.jobPay(job.workType, formatSalary(job.yearlySalary))}
      image={{ src: job.imageUrl }}
      layout={layout}
      target={{ onOpen: () => onOpen(job) }}
    />
  );
}

/** A study course and where it is offered. Opens the details popup. */
export function CourseCard({
  course,
  company,
  onOpen,
  layout,
}: {
  course: Course;
  company?: Company | null;
  onOpen: (course: Course, company: Company | null) => void;
  layout?: CardLayout;
}) {
  return (
    <EntityCard
      title={course.name}
      subtitle={company?.name}
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
      image={{ src: company.image, shape: 'square' }}
      layout={layout}
      target={{ to: paths.company(company.id) }}
    />
  );
}
