import type { AdminDmlResponse, ApiClient } from '@kompass/shared';
import type { Statement } from './run-sql';

/** POST /admin/database/dml as JSON `{ sql, params }`: one INSERT, UPDATE or DELETE. */
export function runDml(api: ApiClient, statement: Statement) {
  return api
    .post('admin/database/dml', { json: statement, context: { silentStatuses: [400] } })
    .json<AdminDmlResponse>();
}
