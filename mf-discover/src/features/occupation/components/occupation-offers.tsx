import { Muted } from '@kompass/shared';
import type { OccupationDetails } from '../../../api/get-occupation';
import {
  CompanyCard,
  CourseCard,
  JobCard,
  OccupationCard,
} from '../../../components/content-cards';
import { CardList, Section } from '../../../components/section';
import { useDetailsDialog } from '../../../components/use-details-dialog';
import { occupationTexts } from '../texts';

const studyKinds = new Set(['studium', 'duales-studium']);

/**
 * Where to start it: the listings in Kompass (a card opens its details), the companies that
 * offer it, for a study field its courses, and related occupations — a way on when nothing is
 * near.
 */
export function OccupationOffers({ occupation }: { occupation: OccupationDetails }) {
  const { openJob, openCourse, dialog } = useDetailsDialog();
  const { jobs, companies, courses, related } = occupation;
  return (
    <>
      <Section title={occupationTexts.jobs}>
        {jobs.length === 0 ? (
          <Muted>{occupationTexts.jobsEmpty}</Muted>
        ) : (
          <CardList>
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} onOpen={openJob} layout="row" />
              </li>
            ))}
          </CardList>
        )}
      </Section>
      <Section title={occupationTexts.companies}>
        {companies.length === 0 ? (
          <Muted>{occupationTexts.companiesEmpty}</Muted>
        ) : (
          <CardList>
            {companies.map((company) => (
              <li key={company.id}>
                <CompanyCard company={company} layout="row" />
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
                  <CourseCard course={course} onOpen={openCourse} layout="row" />
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
