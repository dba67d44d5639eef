import { TextField, type Company, type Course, type Job, styled } from '@kompass/shared';
import { useState } from 'react';
import type { CompanyKind } from '../../../api/get-companies';
import { CompanyCard, CourseCard, JobCard } from '../../../components/content-cards';
import { useDetailsDialog } from '../../../components/use-details-dialog';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { homeTexts } from '../../../texts';
import { SEARCH_DEBOUNCE_MS, type CategoryId } from '../categories';
import { useCompanyList, useCourseList, useJobList } from '../hooks/use-category-list';
import { ResultList } from './result-list';

const SearchForm = styled.form`
  margin: 0;
`;

function JobResults({ search, onOpen }: { search: string; onOpen: (job: Job) => void }) {
  return (
    <ResultList
      list={useJobList(search)}
      searching={search.trim() !== ''}
      errorText={homeTexts.sheetLoadFailed}
      itemKey={(job) => job.id}
      renderItem={(job) => <JobCard job={job} onOpen={onOpen} layout="row" />}
    />
  );
}

function CompanyResults({ search, kind }: { search: string; kind?: CompanyKind }) {
  return (
    <ResultList
      list={useCompanyList(search, kind)}
      searching={search.trim() !== ''}
      errorText={homeTexts.sheetLoadFailed}
      itemKey={(company) => company.id}
      renderItem={(company) => <CompanyCard company={company} layout="row" />}
    />
  );
}

function CourseResults({
  search,
  onOpen,
}: {
  search: string;
  onOpen: (course: Course, company: Company | null) => void;
}) {
  return (
    <ResultList
      list={useCourseList(search)}
      searching={search.trim() !== ''}
      errorText={homeTexts.coursesLoadFailed}
      itemKey={({ course }) => course.id}
      renderItem={({ course, company }) => (
        <CourseCard course={course} company={company} onOpen={onOpen} layout="row" />
      )}
    />
  );
}

/**
 * What a category's sheet shows: a search field and the matching jobs, universities, companies
 * or courses. Its own chunk: loaded when a tile is tapped.
 */
export default function CategorySheetContent({ category }: { category: CategoryId }) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const details = useDetailsDialog();
  return (
    <>
      <SearchForm role="search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          type="search"
          label={homeTexts.sheetSearchLabel(homeTexts.categoryNouns[category])}
          placeholder={homeTexts.sheetSearchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          value={input}
          onChange={(event) => setInput(event.target.value)}
        />
      </SearchForm>
      {category === 'jobs' && <JobResults search={search} onOpen={details.openJob} />}
      {category === 'universities' && <CompanyResults search={search} kind="university" />}
      {category === 'companies' && <CompanyResults search={search} />}
      {category === 'courses' && <CourseResults search={search} onOpen={details.openCourse} />}
      {details.dialog}
    </>
  );
}
