import {
  Button,
  commonTexts,
  type Company,
  type Course,
  Dialog,
  formatSalary,
  isHTTPError,
  type Job,
  Link,
  paths,
  styled,
  useApi,
  useQuery,
} from '@kompass/shared';
import { isTrainingAllowance } from '@kompass/shared/job-terms';
import { EntityImage } from '@kompass/shared/entity-image';
import type { ReactNode } from 'react';
import { useCourse } from '../api/get-course';
import { entityQuery } from '../api/get-entity';
import { useJob } from '../api/get-job';
import { courseFacts, isCollege } from '../lib/course-facts';
import { monthlyPayText } from '../lib/pay-text';
import { commonDiscoverTexts } from '../texts';
import { detailsTexts as texts } from './details-texts';
import { ApplyAction, HowToApply } from './how-to-apply';
import { SaveButton } from './save-button';

/** What the popup shows: a job, or a course with the company that offers it. */
export type DetailsTarget =
  { type: 'job'; job: Job } | { type: 'course'; course: Course; company: Company | null };

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  margin: ${({ theme }) => theme.space(4)} 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: break-word;
  }
`;

const Description = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const ImageFrame = styled.div`
  margin: ${({ theme }) => `0 0 ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.medium};
  overflow: hidden;
`;

const Notice = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function isNotFound(error: unknown): boolean {
  return isHTTPError(error) && [400, 404].includes(error.response.status);
}

/** The popup around one item: its image, facts and description, and the save button. */
function DetailsFrame({
  entityType,
  entity,
  facts,
  failure,
  onClose,
  extra,
  extraAction,
}: {
  entityType: 'job' | 'course';
  entity: Pick<Job, 'id' | 'name' | 'description' | 'imageUrl'>;
  facts: [string, ReactNode][];
  failure: unknown;
  onClose: () => void;
  /** Shown under the description ('So bewirbst du dich'). */
  extra?: ReactNode;
  /** A further action beside 'Speichern' ('Bewerben'). */
  extraAction?: ReactNode;
}) {
  return (
    <Dialog
      title={entity.name}
      onClose={onClose}
      actions={
        <>
          <Button $variant="ghost" onClick={onClose}>
            {commonTexts.close}
          </Button>
          {!isNotFound(failure) && <SaveButton entityType={entityType} entityId={entity.id} />}
          {!isNotFound(failure) && extraAction}
        </>
      }
    >
      <ImageFrame>
        <EntityImage src={entity.imageUrl} alt={commonDiscoverTexts.imageOf(entity.name)} />
      </ImageFrame>
      {facts.length > 0 && (
        <Facts>
          {facts.map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Facts>
      )}
      <Description>{entity.description}</Description>
      {!isNotFound(failure) && extra}
      {failure !== null && (
        <Notice role="status">{isNotFound(failure) ? texts.notFound : texts.loadFailed}</Notice>
      )}
    </Dialog>
  );
}

function CompanyLink({
  company,
  onClose,
}: {
  company: { id: string; name: string };
  onClose: () => void;
}) {
  return (
    <Link to={paths.company(company.id)} onClick={onClose}>
      {company.name}
    </Link>
  );
}

function JobDetails({ known, onClose }: { known: Job; onClose: () => void }) {
  const { data = known, error } = useJob(known.id, known);
  // The company's contact methods and website, for 'So bewirbst du dich'.
  const api = useApi();
  const companyQuery = useQuery({
    ...entityQuery(api, 'companies', data.company?.id ?? ''),
    enabled: Boolean(data.company),
  });
  const training = isTrainingAllowance(data.workType);
  const facts: [string, ReactNode][] = [
    [texts.location, data.location],
    [texts.workType, data.workType],
    ...(data.requires === 'keine'
      ? []
      : [[texts.requires, texts.requiresValue[data.requires]] as [string, ReactNode]]),
    [training ? texts.trainingAllowance : texts.salary, monthlyPayText(data.yearlySalary)],
  ];
  // A training allowance is talked about by the month only; a salary also by the year.
  if (!training) {
    facts.push([
      texts.yearlySalary,
      commonDiscoverTexts.salaryPerYear(formatSalary(data.yearlySalary)),
    ]);
  }
  if (data.company) {
    facts.push([texts.company, <CompanyLink company={data.company} onClose={onClose} />]);
  }
  const company = companyQuery.data;
  return (
    <DetailsFrame
      entityType="job"
      entity={data}
      facts={facts}
      failure={error}
      onClose={onClose}
      extra={company && <HowToApply job={data} company={company} />}
      extraAction={company && <ApplyAction job={data} company={company} />}
    />
  );
}

function CourseDetails({
  known,
  company,
  onClose,
}: {
  known: Course;
  company: Company | null;
  onClose: () => void;
}) {
  const { data = known, error } = useCourse(known.id, known);
  const { degree, duration } = courseFacts(data);
  const facts: [string, ReactNode][] = [];
  if (company) {
    facts.push([
      isCollege(company) ? texts.college : texts.company,
      <CompanyLink company={company} onClose={onClose} />,
    ]);
  }
  if (degree) facts.push([texts.degree, degree]);
  if (duration) facts.push([texts.duration, duration]);
  return (
    <DetailsFrame
      entityType="course"
      entity={data}
      facts={facts}
      failure={error}
      onClose={onClose}
    />
  );
}

/**
 * The details popup of a job or course (image, description, location, work type, salary,
 * company) with its save button. What the card already showed appears at once; the fresh
 * details (which also count as a view for "Meistgesucht") replace it when they arrive.
 */
export default function DetailsDialog({
  target,
  onClose,
}: {
  target: DetailsTarget;
  onClose: () => void;
}) {
  return target.type === 'job' ? (
    <JobDetails known={target.job} onClose={onClose} />
  ) : (
    <CourseDetails known={target.course} company={target.company} onClose={onClose} />
  );
}
