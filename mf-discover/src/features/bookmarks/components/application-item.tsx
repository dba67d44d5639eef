import { Button, styled } from '@kompass/shared';
import { Cluster, Stack } from '@kompass/shared/layout';
import { useState, type ReactNode } from 'react';
import { CourseCard, JobCard } from '../../../components/content-cards';
import type { DetailsDialogControl } from '../../../components/use-details-dialog';
import { bookmarksTexts } from '../texts';
import { useUpdateBookmark } from '../../../api/update-bookmark';
import {
  nextStatus,
  type Application,
  type SavedCompany,
  type SavedOccupation,
} from '../lib/applications';
import type { StatusMove } from './undo-notice';
import { deadlineLabel, formatDate } from '../lib/deadline';
import { ApplicationEditor } from './application-editor';
import { RemindButton } from './remind-button';

const Row = styled(Stack).attrs({ as: 'li' })``;

const Actions = styled(Cluster).attrs({ $center: true })``;

const Deadline = styled.p<{ $soon: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.small};
  font-weight: ${({ $soon }) => ($soon ? 700 : 400)};
  color: ${({ theme, $soon }) => ($soon ? theme.colors.danger : theme.colors.textMuted)};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.small};
  white-space: pre-line;
  overflow-wrap: break-word;
`;

const SmallButton = styled(Button)`
  min-height: 40px;
  padding-inline: ${({ theme }) => theme.space(3)};
`;

const CompareToggle = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 40px;
  font-size: ${({ theme }) => theme.font.small};
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Finds the remove buttons (`data-remove-bookmark`), so focus can move on after a removal. */
export const removeButtonSelector = '[data-remove-bookmark]';
const moveSelector = (id: string) => `[data-move-bookmark="${id}"]`;
const editSelector = (id: string) => `[data-edit-bookmark="${id}"]`;

function RemoveButton({ id, name, onRemove }: { id: string; name: string; onRemove: () => void }) {
  return (
    <SmallButton
      $variant="danger"
      aria-label={bookmarksTexts.removeLabel(name)}
      data-remove-bookmark={id}
      onClick={onRemove}
    >
      {bookmarksTexts.remove}
    </SmallButton>
  );
}

export interface ApplicationItemProps {
  item: Application;
  details: DetailsDialogControl;
  today: string;
  selected: boolean;
  /** The comparison is full: further items cannot be picked. */
  selectionFull: boolean;
  onSelect: (id: string, selected: boolean) => void;
  onRemove: (id: string) => void;
  /**
   * Asks for focus on the first element matching `selector` once the collection shows the change
   * (a changed status renders the item anew, in another group).
   */
  onFocusAfterChange: (selector: string) => void;
  /** After 'Weiter: …': the change, so it can be taken back. */
  onMoved: (move: StatusMove) => void;
}

/**
 * One saved job or course: its card, the deadline ('noch 3 Tage'), the note, one tap to the next
 * status, editing status, deadline and note, picking it for the comparison, and 'Entfernen'.
 */
export function ApplicationItem({
  item,
  details,
  today,
  selected,
  selectionFull,
  onSelect,
  onRemove,
  onFocusAfterChange,
  onMoved,
}: ApplicationItemProps) {
  const update = useUpdateBookmark();
  const [editing, setEditing] = useState(false);
  const next = nextStatus(item.status);
  const name = item.entity.name;
  const label = item.deadline ? deadlineLabel(item.deadline, today) : undefined;
  const soon = label === 'heute' || label === 'morgen';
  const upcoming = item.deadline !== null && item.deadline > today;

  return (
    <Row>
      {item.entityType === 'job' ? (
        <JobCard job={item.entity} onOpen={details.openJob} layout="row" />
      ) : (
        <CourseCard
          course={item.entity}
          company={item.provider}
          // The popup reads the course's own provider; the card has its name and town only.
          onOpen={(course) => details.openCourse(course, null)}
          layout="row"
        />
      )}
      {item.deadline && label ? (
        <Deadline $soon={soon}>
          {bookmarksTexts.deadlineText(formatDate(item.deadline), label)}
        </Deadline>
      ) : null}
      {item.note ? <Note>{item.note}</Note> : null}
      <Actions>
        {next ? (
          <SmallButton
            aria-label={bookmarksTexts.moveOnLabel(bookmarksTexts.statuses[next], name)}
            disabled={update.isPending}
            data-move-bookmark={item.id}
            onClick={() =>
              update.mutate(
                { id: item.id, changes: { status: next } },
                // The item now shows in another group: focus follows it to its next step.
                {
                  onSuccess: () => {
                    onFocusAfterChange(`${moveSelector(item.id)}, ${editSelector(item.id)}`);
                    onMoved({ id: item.id, name, from: item.status, to: next });
                  },
                },
              )
            }
          >
            {bookmarksTexts.moveOn(bookmarksTexts.statuses[next])}
          </SmallButton>
        ) : null}
        <SmallButton
          data-edit-bookmark={item.id}
          $variant="secondary"
          aria-label={bookmarksTexts.editLabel(name)}
          aria-expanded={editing}
          onClick={() => setEditing((open) => !open)}
        >
          {bookmarksTexts.edit}
        </SmallButton>
        {upcoming ? <RemindButton name={name} /> : null}
        <CompareToggle>
          <input
            type="checkbox"
            checked={selected}
            disabled={!selected && selectionFull}
            aria-label={bookmarksTexts.compareLabel(name)}
            onChange={(event) => onSelect(item.id, event.currentTarget.checked)}
          />
          {bookmarksTexts.compare}
        </CompareToggle>
        <RemoveButton id={item.id} name={name} onRemove={() => onRemove(item.id)} />
      </Actions>
      {editing ? (
        <ApplicationEditor
          item={item}
          onDone={() => {
            setEditing(false);
            onFocusAfterChange(editSelector(item.id));
          }}
        />
      ) : null}
    </Row>
  );
}

/** A saved occupation or company: its card (leading to its page), given as children, and 'Entfernen'. */
export function RemovableItem({
  item,
  onRemove,
  children,
}: {
  item: SavedOccupation | SavedCompany;
  onRemove: (id: string) => void;
  children: ReactNode;
}) {
  return (
    <Row>
      {children}
      <Actions>
        <RemoveButton id={item.id} name={item.entity.name} onRemove={() => onRemove(item.id)} />
      </Actions>
    </Row>
  );
}
