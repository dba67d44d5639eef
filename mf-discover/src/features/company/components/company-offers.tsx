import { Muted, styled } from '@kompass/shared';
import type { CompanyDetails } from '../../../api/get-company';
import { CourseCard, JobCard } from '../../../components/content-cards';
import { CardGrid, CardList, Section } from '../../../components/section';
import { useDetailsDialog } from '../../../components/use-details-dialog';
import { companyTexts } from '../texts';

const About = styled.p`
  margin: 0;
  line-height: 1.55;
  white-space: pre-line;
  overflow-wrap: break-word;
`;

/** 'Über uns', the company's jobs as a grid and its study courses as a list; cards open details. */
export function CompanyOffers({ company }: { company: CompanyDetails }) {
  const { openJob, openCourse, dialog } = useDetailsDialog();
  const jobs = company.jobs ?? [];
  const courses = company.courses ?? [];
  return (
    <>
      {company.about.trim() && (
        <Section title={companyTexts.about}>
          <About>{company.about}</About>
        </Section>
      )}
      <Section title={companyTexts.jobs}>
        {jobs.length === 0 ? (
          <Muted>{companyTexts.jobsEmpty}</Muted>
        ) : (
          <CardGrid>
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} onOpen={openJob} />
              </li>
            ))}
          </CardGrid>
        )}
      </Section>
      <Section title={companyTexts.courses}>
        {courses.length === 0 ? (
          <Muted>{companyTexts.coursesEmpty}</Muted>
        ) : (
          <CardList>
            {courses.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} company={company} onOpen={openCourse} layout="row" />
              </li>
            ))}
          </CardList>
        )}
      </Section>
      {dialog}
    </>
  );
}
