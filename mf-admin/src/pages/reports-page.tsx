import {
  Button,
  useApi,
  useMutation,
  useQuery,
  useQueryClient,
  styled,
  type ChatReport,
} from '@kompass/shared';
import { getReports, reportsQueryKey } from '../api/get-reports';
import { resolveReport } from '../api/resolve-report';
import { AdminPage } from '../components/admin-page';
import { ItemActions, ItemCard, ItemText, ItemTitle } from '../components/item-list';
import { ItemListState } from '../components/list-state';
import { alertFailure } from '../lib/failure';
import { adminTexts } from '../texts';

const Evidence = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  overflow-wrap: break-word;
  white-space: pre-wrap;
`;

const when = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * An image message is 'objectName + three newlines + text' (docs/product.md#data): the evidence
 * shows the text, and an image as '📷 Foto' (never its object name).
 */
function textOf(content: string) {
  const end = content.indexOf('\n\n\n');
  if (end > 0 && /^[\w.-]+\.(png|jpe?g|webp|gif|avif)$/i.test(content.slice(0, end))) {
    const text = content.slice(end + 3);
    return text.trim() === '' ? adminTexts.photo : `${adminTexts.photo} ${text}`;
  }
  return content;
}

function Report({ report, onResolve }: { report: ChatReport; onResolve: () => void }) {
  const reason = adminTexts.reasons[report.reason] ?? report.reason;
  return (
    <ItemCard>
      <ItemTitle>{adminTexts.reportedBy(report.reporter.username)}</ItemTitle>
      <ItemText>
        <time dateTime={new Date(report.createdAt).toISOString()}>
          {when.format(new Date(report.createdAt))}
        </time>
      </ItemText>
      <ItemText>
        {adminTexts.reportedUser}: {report.reported.username}
      </ItemText>
      <ItemText>
        {adminTexts.reason}: {reason}
      </ItemText>
      {report.details && (
        <ItemText>
          {adminTexts.details}: {report.details}
        </ItemText>
      )}
      {report.messages.length > 0 && (
        <Evidence aria-label={adminTexts.evidence}>
          {report.messages.map((message) => (
            <li key={message.id}>
              <time dateTime={new Date(message.timestamp).toISOString()}>
                {when.format(new Date(message.timestamp))}
              </time>{' '}
              <strong>{message.senderUsername}</strong>: {textOf(message.content)}
            </li>
          ))}
        </Evidence>
      )}
      <ItemActions>
        <Button onClick={onResolve} aria-label={adminTexts.resolveReport(report.reporter.username)}>
          {adminTexts.resolve}
        </Button>
      </ItemActions>
    </ItemCard>
  );
}

/** `/admin/reports`: the open chat reports with their evidence, each closed with 'Erledigt'. */
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

  const content = (
    <ItemListState
      query={reports}
      errorMessage={adminTexts.reportsLoadFailed}
      emptyTitle={adminTexts.noReports}
      label={adminTexts.reports}
      renderItem={(report) => (
        <Report
          key={report.id}
          report={report}
          onResolve={() =>
            resolve.mutate(report.id, {
              onError: (error) => void alertFailure(adminTexts.resolveFailed, error),
            })
          }
        />
      )}
    />
  );
  return <AdminPage title={adminTexts.reports}>{content}</AdminPage>;
}
