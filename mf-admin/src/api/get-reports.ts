import type { ApiClient, ChatReport, Paged } from '@kompass/shared';

/** GET /reports → the open reports, newest first (one page of 100). */
export async function getReports(api: ApiClient, signal?: AbortSignal) {
  const page = await api
    .get('reports', { searchParams: { status: 'open', size: 100 }, signal })
    .json<Paged<ChatReport>>();
  return page.content;
}

export const reportsQueryKey = ['admin', 'reports'] as const;
