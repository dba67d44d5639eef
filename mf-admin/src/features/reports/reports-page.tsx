import { Button, EmptyState, ErrorState, useApi } from '@kompass/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { getReports, reportsQueryKey, type ChatReport } from '../../api/get-reports';
import { resolveReport } from '../../api/resolve-report';
import { AdminPage } from '../../components/admin-page';
import { ItemActions, ItemCard, ItemList, ItemText, ItemTitle } from '../../components/item-list';
import { ListSkeleton } from '../../components/list-skeleton';
import { alertFailure } from '../../lib/failure';
import { adminTexts } from '../../texts';

const Evidence = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  overflow-wrap: break-word;
`;

const when = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });

/** An image message is 'objectName + three newlines + text' (spec §3): the text is the evidence. */
const textOf = (content: string) => content.split('\n\n\n').at(-1) ?? content;

function Report({ report, onResolve }: { report: ChatReport; onResolve: () => void }) {
  return (
    <ItemCard>
      <ItemTitle>{adminTexts.reportedBy(report.reporter.username)}</ItemTitle>
      <ItemText>
        <time dateTime={report.createdAt}>{when.format(new Date(report.createdAt))}</time>
      </ItemText>
      <ItemText>
        {adminTexts.reason}: {report.reason}
      </ItemText>
      {report.messages.length > 0 && (
        <Evidence aria-label={adminTexts.evidence}>
          {report.messages.map((message) => (
            <li key={message.id}>
              <time dateTime={new Date(message.timestamp).toISOString()}>
                {when.format(new Date(message.timestamp))}
              </time>
              : {textOf(message.content)}
            </li>
          ))}
        </Evidence>
      )}
      <ItemActions>
        <Button onClick={onResolve} aria-label={`${adminTexts.resolve}: ${report.reason}`}>
          {adminTexts.resolve}
        </Button>
      </ItemActions>
    </ItemCard>
  );
}

/** `/admin/reports`: the chat reports with their evidence, each closed with 'Erledigt'. */
export function ReportsPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const reports = useQuery({
    queryKey: reportsQueryKey,
    queryFn: ({ signal }) => getReports(api, signal),
  });
  const resolve = useMutation({
    mutationFn: (id: string) => resolveReport(api, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportsQueryKey }),
  });

  let content;
  if (reports.isPending) content = <ListSkeleton />;
  else if (reports.isError) {
    content = (
      <ErrorState message={adminTexts.reportsLoadFailed} onRetry={() => reports.refetch()} />
    );
  } else if (reports.data === null) content = <EmptyState title={adminTexts.reportsUnavailable} />;
  else if (reports.data.length === 0) content = <EmptyState title={adminTexts.noReports} />;
  else {
    content = (
      <ItemList aria-label={adminTexts.reports}>
        {reports.data.map((report) => (
          <Report
            key={report.id}
            report={report}
            onResolve={() =>
              resolve.mutate(report.id, {
                onError: (error) => void alertFailure(adminTexts.resolveFailed, error),
              })
            }
          />
        ))}
      </ItemList>
    );
  }
  return <AdminPage title={adminTexts.reports}>{content}</AdminPage>;
}
