import { useApi } from '@kompass/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createHint, type NewHint } from '../../api/create-hint';
import { deleteHint } from '../../api/delete-hint';
import { getHints, hintsQueryKey, type HintKind } from '../../api/get-hints';

export function useHints<K extends HintKind>(kind: K) {
  const api = useApi();
  return useQuery({
    queryKey: hintsQueryKey(kind),
    queryFn: ({ signal }) => getHints(api, kind, signal),
  });
}

export function useCreateHint<K extends HintKind>(kind: K) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hint: NewHint<K>) => createHint(api, kind, hint),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hintsQueryKey(kind) }),
  });
}

export function useDeleteHint(kind: HintKind) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteHint(api, kind, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hintsQueryKey(kind) }),
  });
}
