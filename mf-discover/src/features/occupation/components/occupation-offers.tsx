import { Link, Muted, paths, type Course } from '@kompass/shared';
import type { OccupationDetail } from '../../../api/get-occupation';
import { CourseCard, JobCard, OccupationCard } from '../../../components/content-cards';
import { EntityCard } from '../../../components/entity-card';
import { CardList, Section } from '../../../components/section';
import { useDetailsDialog } from '../../../components/use-details-dialog';
import { occupationTexts } from '../texts';

const studyKinds = new Set(['studium', 'duales-studium']);

/** A course the page knows by name only: the details popup fetches the rest when opened. */
function knownCourse({ id, name }: { id: string; name: string }): Course {
  return { id, name, description: '', imageUrl: '', interestCode: '' };
}

/**
 * Where to start it: the listings in Kompass (near `place` when one is given; a card opens its
 * details), the companies that offer it, for a study field its courses, and related
 * occupations — the way on when nothing is near.
 */
export function OccupationOffers({
  occupation,
  place,
}: {
  occupation: OccupationDetail;
  /** The place the listings were asked near, or undefined for anywhere. */
  place: string | undefined;
}) {
  const { openJob, openCourse, dialog } = useDetailsDialog();
  const { jobs, jobsTotal, companies, courses, related } = occupation;
  return (
    <>
      <Section title={place ? occupationTexts.jobsNear(place) : occupationTexts.jobs}>
        {jobs.length === 0 ? (
          <>
            <Muted>{place ? occupationTexts.jobsEmptyNear : occupationTexts.jobsEmpty}</Muted>
            {place && occupation.jobCount > 0 && (
              <Link to={paths.occupation(occupation.id)}>{occupationTexts.jobsAnywhere}</Link>
            )}
          </>
        ) : (
          <>
            <CardList>
              {jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} onOpen={openJob} layout="row" />
                </li>
              ))}
            </CardList>
            {jobsTotal > jobs.length && (
              <Muted>{occupationTexts.jobsMore(jobs.length, jobsTotal)}</Muted>
            )}
          </>
        )}
      </Section>
      <Section title={occupationTexts.companies}>
        {companies.length === 0 ? (
          <Muted>{occupationTexts.companiesEmpty}</Muted>
        ) : (
          <CardList>
            {companies.map((company) => (
              <li key={company.id}>
                <EntityCard
                  title={company.name}
                  titleIsName
                  image={{ src: '', shape: 'square' }}
                  layout="row"
                  target={{ to: paths.company(company.id) }}
                />
              </li>
            ))}
          </CardList>
        )}
      </Section>
      {(studyKinds.has(occupation.kind) || courses.length > 0) && (
        <Section title={occupationTexts.courses}>
          {courses.length === 0 ? (
            <Muted>{occupationTexts.coursesEmpty}</Muted>
          ) : (
            <CardList>
              {courses.map((course) => (
                <li key={course.id}>
                  <CourseCard
                    course={knownCourse(course)}
                    company={course.provider}
                    onOpen={(known) => openCourse(known, null)}
                    layout="row"
                  />
                </li>
              ))}
            </CardList>
          )}
        </Section>
      )}
      <Section title={occupationTexts.related}>
        {related.length === 0 ? (
          <Muted>{occupationTexts.relatedEmpty}</Muted>
        ) : (
          <CardList>
            {related.map((other) => (
              <li key={other.id}>
                <OccupationCard occupation={other} layout="row" />
              </li>
            ))}
          </CardList>
        )}
      </Section>
      {dialog}
    </>
  );
}
