import {
  newIdempotencyKey,
  useApi,
  withIdempotencyKey,
  type ApiClient,
  type NewReport,
  useMutation,
} from '@kompass/shared';

/** POST /reports: the chat with a reason; the server keeps its last 20 messages as evidence. */
export function reportChat(api: ApiClient, report: NewReport, key: string) {
  return api.post('reports', { json: report, ...withIdempotencyKey(key) }).json<{ id: string }>();
}

export function useReportChat() {
  const api = useApi();
  return useMutation({
    mutationFn: (report: NewReport) => reportChat(api, report, newIdempotencyKey()),
  });
}
