import {
  queryKeys,
  useApi,
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type NewCompany,
} from '@kompass/shared';
import { createCompany } from '../../api/create-company';
import { runDml } from '../../api/run-dml';
import { runSql } from '../../api/run-sql';
import {
  companyById,
  companyList,
  coursesOf,
  deleteCompany,
  insertCourse,
  insertJob,
  jobsOf,
  link,
  remove,
  updateCompany,
  updateCourse,
  updateJob,
  type CompanyColumn,
  type CompanyRow,
  type CourseRow,
  type JobRow,
  type Kind,
  type NewCourse,
  type NewJob,
} from './company-statements';

const companiesKey = ['admin', 'companies'] as const;
const companyKey = (id: string) => [...companiesKey, id] as const;

export function useCompanies(search: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...companiesKey, 'list', search],
    queryFn: ({ signal }) => runSql<CompanyRow>(api, companyList(search), signal),
    placeholderData: keepPreviousData,
  });
}

export function useCompany(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...companyKey(id), 'details'],
    queryFn: async ({ signal }) => {
      const [company] = await runSql<CompanyRow>(api, companyById(id), signal);
      return company ?? null;
    },
  });
}

export function useCompanyJobs(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...companyKey(id), 'jobs'],
    queryFn: ({ signal }) => runSql<JobRow>(api, jobsOf(id), signal),
  });
}

export function useCompanyCourses(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...companyKey(id), 'courses'],
    queryFn: ({ signal }) => runSql<CourseRow>(api, coursesOf(id), signal),
  });
}

function useInvalidateCompanies() {
  const queryClient = useQueryClient();
  // mf-discover's company pages read the same rows through their own keys.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: companiesKey }),
      queryClient.invalidateQueries({ queryKey: queryKeys.companies }),
    ]);
}

export function useCreateCompany() {
  const api = useApi();
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: (company: NewCompany) => createCompany(api, company),
    onSettled: invalidate,
  });
}

export function useUpdateCompany(id: string) {
  const api = useApi();
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: ({ column, value }: { column: CompanyColumn; value: string }) =>
      runDml(api, updateCompany(id, column, value)),
    onSettled: invalidate,
  });
}

export function useDeleteCompany() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      for (const statement of deleteCompany(id)) await runDml(api, statement);
    },
    // The page of the deleted company is left at once: marking it stale without a refetch
    // keeps it from flashing a load error on the way out.
    onSettled: (_result, _error, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...companiesKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: queryKeys.companies }),
        queryClient.invalidateQueries({ queryKey: companyKey(id), refetchType: 'none' }),
      ]),
  });
}

export type Entry = { kind: 'job'; values: NewJob } | { kind: 'course'; values: NewCourse };

/**
 * Adds a job or course to a company: the row with an id made here, then the link. Should the
 * link fail, the new row is removed again, so no job or course is left without its company.
 */
export function useAddEntry(companyId: string) {
  const api = useApi();
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: async (entry: Entry) => {
      const id = crypto.randomUUID();
      await runDml(
        api,
        entry.kind === 'job' ? insertJob(id, entry.values) : insertCourse(id, entry.values),
      );
      try {
        await runDml(api, link(entry.kind, companyId, id));
      } catch (error) {
        await runDml(api, remove(entry.kind, id)).catch(() => undefined);
        throw error;
      }
    },
    onSettled: invalidate,
  });
}

export function useUpdateEntry() {
  const api = useApi();
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: ({ id, entry }: { id: string; entry: Entry }) =>
      runDml(
        api,
        entry.kind === 'job' ? updateJob(id, entry.values) : updateCourse(id, entry.values),
      ),
    onSettled: invalidate,
  });
}

export function useRemoveEntry() {
  const api = useApi();
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: Kind; id: string }) => runDml(api, remove(kind, id)),
    onSettled: invalidate,
  });
}
