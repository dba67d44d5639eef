import type { ApiClient } from '@kompass/shared';

export type AuditOutcome = 'ok' | 'rejected' | 'failed';

export interface AuditEntry {
  id: number;
  username: string;
  endpoint: 'sql' | 'dml';
  statement: string;
  params: unknown[] | null;
  outcome: AuditOutcome;
  detail: string | null;
  rowCount: number | null;
  createdAt: string;
}

export interface AuditPage {
  content: AuditEntry[];
  next: number | null;
}

/** GET /admin/audit: newest first, optionally one outcome, older than `before`. */
export function getAudit(
  api: ApiClient,
  { outcome, before }: { outcome?: AuditOutcome; before?: number },
  signal?: AbortSignal,
) {
  const searchParams: Record<string, string | number> = {};
  if (outcome) searchParams.outcome = outcome;
  if (before) searchParams.before = before;
  return api.get('admin/audit', { searchParams, signal }).json<AuditPage>();
}
