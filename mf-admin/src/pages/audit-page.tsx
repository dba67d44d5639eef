import {
  Button,
  useApi,
  useInfiniteQuery,
  styled,
  type AuditEntry,
  type AuditOutcome,
} from '@kompass/shared';
import { useId, useState } from 'react';
import { getAudit } from '../api/get-audit';
import { AdminPage } from '../components/admin-page';
import { ItemCard, ItemList, ItemText } from '../components/item-list';
import { ListState } from '../components/list-state';
import { adminTexts } from '../texts';

const Select = styled.select`
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.small};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
`;

const Filter = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 600;
`;

const Code = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.background};
  white-space: pre-wrap;
  overflow-wrap: break-word;
  font-size: ${({ theme }) => theme.font.small};
`;

const Outcome = styled.strong<{ $outcome: AuditOutcome }>`
  color: ${({ $outcome, theme }) => ($outcome === 'ok' ? theme.colors.primary : theme.colors.danger)};
`;

const when = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'medium' });

function Entry({ entry }: { entry: AuditEntry }) {
  return (
    <ItemCard>
      <ItemText>
        <Outcome $outcome={entry.outcome}>{adminTexts.outcomes[entry.outcome]}</Outcome> ·{' '}
        {entry.username} ·{' '}
        <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time> · /
        {entry.endpoint}
        {entry.rowCount !== null && ` · ${adminTexts.rowCount(entry.rowCount)}`}
      </ItemText>
      <Code>{entry.statement}</Code>
      {entry.params && entry.params.length > 0 && (
        <ItemText>
          {adminTexts.params}: {JSON.stringify(entry.params)}
        </ItemText>
      )}
      {entry.detail && <ItemText>{entry.detail}</ItemText>}
    </ItemCard>
  );
}

/** `/admin/audit`: every admin SQL statement, newest first, filterable by outcome. */
export function AuditPage() {
  const api = useApi();
  const selectId = useId();
  const [outcome, setOutcome] = useState<AuditOutcome | ''>('');
  const audit = useInfiniteQuery({
    queryKey: ['admin', 'audit', outcome],
    queryFn: ({ pageParam, signal }) =>
      getAudit(api, { outcome: outcome || undefined, before: pageParam }, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const list = (
    <ListState
      query={audit}
      errorMessage={adminTexts.auditLoadFailed}
      isEmpty={(data) => data.pages.every((page) => page.content.length === 0)}
      emptyTitle={adminTexts.noAudit}
    >
      {(data) => (
        <>
          <ItemList aria-label={adminTexts.audit}>
            {data.pages
              .flatMap((page) => page.content)
              .map((entry) => (
                <Entry key={entry.id} entry={entry} />
              ))}
          </ItemList>
          {audit.hasNextPage && (
            <Button
              $variant="secondary"
              disabled={audit.isFetchingNextPage}
              onClick={() => void audit.fetchNextPage()}
            >
              {adminTexts.loadMore}
            </Button>
          )}
        </>
      )}
    </ListState>
  );

  return (
    <AdminPage title={adminTexts.audit}>
      <Filter htmlFor={selectId}>
        {adminTexts.outcomeFilter}
        <Select
          id={selectId}
          value={outcome}
          onChange={(event) => setOutcome(event.target.value as AuditOutcome | '')}
        >
          <option value="">{adminTexts.allOutcomes}</option>
          <option value="ok">{adminTexts.outcomes.ok}</option>
          <option value="rejected">{adminTexts.outcomes.rejected}</option>
          <option value="failed">{adminTexts.outcomes.failed}</option>
        </Select>
      </Filter>
      {list}
    </AdminPage>
  );
}
