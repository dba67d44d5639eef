import {
  Button,
  Dialog,
  formatSalary,
  Hyphenated,
  interestCodeInWords,
  monthlyPay,
  styled,
} from '@kompass/shared';
import { isTrainingAllowance } from '@kompass/shared/job-terms';
import { bookmarksTexts } from '../texts';
import type { Application } from '../lib/applications';
import { deadlineLabel, formatDate } from '../lib/deadline';
import { durationFrom } from '../lib/duration';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: ${({ theme }) => theme.font.small};
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(1)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: break-word;
  }
  thead th {
    font-size: ${({ theme }) => theme.font.body};
  }
  /* The items' names stay in sight while the rows scroll under them (the dialog scrolls). */
  thead th,
  thead td {
    position: sticky;
    top: -${({ theme }) => theme.space(5)};
    z-index: 1;
    background: ${({ theme }) => theme.colors.surface};
  }
  tbody th {
    width: 28%;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
`;

/** Pay per month, labelled as what it is; courses have none. */
function payOf(item: Application): string {
  if (item.entityType !== 'job') return bookmarksTexts.unknown;
  const monthly = formatSalary(monthlyPay(item.entity.yearlySalary));
  return isTrainingAllowance(item.entity.workType)
    ? bookmarksTexts.trainingPay(monthly)
    : bookmarksTexts.salary(monthly);
}

function rowsOf(item: Application, today: string) {
  const rows = bookmarksTexts.compareRows;
  return [
    [
      rows.kind,
      item.entityType === 'job'
        ? `${bookmarksTexts.kinds.job} · ${item.entity.workType}`
        : bookmarksTexts.kinds.course,
    ],
    [rows.provider, item.provider?.name ?? bookmarksTexts.unknown],
    [rows.city, (item.entityType === 'job' && item.entity.location) || bookmarksTexts.unknown],
    [rows.pay, payOf(item)],
    [rows.duration, durationFrom(item.entity.description) ?? bookmarksTexts.unknown],
    [
      rows.interests,
      ('interestCode' in item.entity && interestCodeInWords(item.entity.interestCode)) ||
        bookmarksTexts.unknown,
    ],
    [rows.status, bookmarksTexts.statuses[item.status]],
    [
      rows.deadline,
      item.deadline
        ? `${formatDate(item.deadline)} (${deadlineLabel(item.deadline, today)})`
        : bookmarksTexts.noDeadline,
    ],
  ] as const;
}

/**
 * Two or three saved jobs and courses side by side: a table with one column per item, so a
 * screen reader announces each value with its item and row. Fixed columns that wrap keep it
 * readable at 360 px.
 */
export function CompareDialog({
  items,
  today,
  onClose,
}: {
  items: readonly Application[];
  today: string;
  onClose: () => void;
}) {
  const table = items.map((item) => rowsOf(item, today));
  // A row no item has a value for says nothing; on a phone it only fills the screen.
  const shownRows = table[0]!.flatMap(([label], row) =>
    table.some((cells) => cells[row]![1] !== bookmarksTexts.unknown) ? [{ label, row }] : [],
  );
  return (
    <Dialog
      title={bookmarksTexts.compareTitle}
      onClose={onClose}
      actions={<Button onClick={onClose}>{bookmarksTexts.close}</Button>}
    >
      <Table>
        <thead>
          <tr>
            <td />
            {items.map((item) => (
              <th key={item.id} scope="col">
                <Hyphenated text={item.entity.name} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shownRows.map(({ label, row }) => (
            <tr key={label}>
              <th scope="row">
                <Hyphenated text={label} />
              </th>
              {table.map((cells, column) => (
                <td key={items[column]!.id}>
                  <Hyphenated text={cells[row]![1]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Dialog>
  );
}
