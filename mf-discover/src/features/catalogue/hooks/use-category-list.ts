import type { Company, CourseListItem, Job } from '@kompass/shared';
import { useState } from 'react';
import { useCompanies, type CompanyKind } from '../../../api/get-companies';
import { useCourses } from '../../../api/get-courses';
import { useJobs } from '../../../api/get-jobs';
import { usePagedList, wholeList, type GrowingList } from '../../../lib/growing-list';
import { COURSES_PER_STEP } from '../categories';

/** GET /jobs?search=…, 20 at a time. */
export function useJobList(search: string): GrowingList<Job> {
  return usePagedList(useJobs(search));
}

/** GET /companies?search=…[&kind=university], 20 at a time. */
export function useCompanyList(search: string, kind?: CompanyKind): GrowingList<Company> {
  return usePagedList(useCompanies(search, kind));
}

/**
 * GET /courses[?search=] has no pages (docs/product.md#api): the server searches, the browser shows
 * 20 more of the answer at a time.
 */
export function useCourseList(search: string): GrowingList<CourseListItem> {
  const query = useCourses(search);
  // The count starts over with every new search, without an extra render.
  const [shown, setShown] = useState({ search, count: COURSES_PER_STEP });
  const count = shown.search === search ? shown.count : COURSES_PER_STEP;
  return wholeList(query, {
    shown: count,
    showMore: () => setShown({ search, count: count + COURSES_PER_STEP }),
  });
}
