import {
  keepPreviousData,
  useApi,
  useMutation,
  useQuery,
  useQueryClient,
  type NewOccupation,
  type OccupationDetail,
  type OccupationPage,
} from '@kompass/shared';

/** Rows of one page of the admin list. */
export const ADMIN_PAGE_SIZE = 20;

const occupationsKey = ['admin', 'occupations'] as const;
/** The refused request is told in the dialog, in the server's words: no global alert too. */
const toldInDialog = { silentStatuses: [400, 404, 409] };

/** GET /occupations?search=&page=&size=: one page of the catalogue, by name without a search. */
export function useOccupationList(search: string, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...occupationsKey, 'list', search, page],
    queryFn: ({ signal }) =>
      api
        .get('occupations', {
          searchParams: { ...(search ? { search } : {}), page, size: ADMIN_PAGE_SIZE },
          signal,
        })
        .json<OccupationPage>(),
    placeholderData: keepPreviousData,
  });
}

/** GET /occupations/{id}: everything the edit form starts from. */
export function useOccupationDetail(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: [...occupationsKey, 'detail', id],
    queryFn: ({ signal }) => api.get(`occupations/${id}`, { signal }).json<OccupationDetail>(),
    enabled: id !== null,
  });
}

/** POST /admin/occupations, PUT /admin/occupations/{id}, DELETE /admin/occupations/{id}. */
export function useOccupationWrites() {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: occupationsKey });
  const create = useMutation({
    mutationFn: (occupation: NewOccupation) =>
      api
        .post('admin/occupations', { json: occupation, context: toldInDialog })
        .json<{ id: string }>(),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, occupation }: { id: string; occupation: NewOccupation }) =>
      api.put(`admin/occupations/${encodeURIComponent(id)}`, {
        json: occupation,
        context: toldInDialog,
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete(`admin/occupations/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
  return { create, update, remove };
}
