import type { ApiClient, AuditOutcome, AuditPage } from '@kompass/shared';

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
