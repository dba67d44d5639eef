import { Button, type BookmarkChanges, type BookmarkStatus, styled } from '@kompass/shared';
import { Input } from '@kompass/shared/text-field';
import { useId, useState, type FormEvent } from 'react';
import { bookmarksTexts } from '../texts';
import { Field } from './field';
import { useUpdateBookmark } from '../../../api/update-bookmark';
import { statusOrder, type Application } from '../lib/applications';
import { Cluster } from '@kompass/shared/layout';

const NOTE_MAX_LENGTH = 2000;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.background};
`;

const Select = styled(Input).attrs({ as: 'select' })``;

const NoteInput = styled(Input).attrs({ as: 'textarea' })`
  min-height: 6rem;
  resize: vertical;
  font: inherit;
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

const Actions = Cluster;

/**
 * Status, deadline and note of one application. Only what changed is sent; a refused change
 * alerts (the API client) and the form keeps what was typed.
 */
export function ApplicationEditor({
  item,
  onDone,
}: {
  item: Application;
  /** After saving or cancelling. */
  onDone: () => void;
}) {
  const update = useUpdateBookmark();
  const [status, setStatus] = useState<BookmarkStatus>(item.status);
  const [deadline, setDeadline] = useState(item.deadline ?? '');
  const [note, setNote] = useState(item.note);
  const ids = { status: useId(), deadline: useId(), note: useId(), hint: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes: BookmarkChanges = {};
    if (status !== item.status) changes.status = status;
    if (deadline !== (item.deadline ?? '')) changes.deadline = deadline === '' ? null : deadline;
    if (note.trim() !== item.note) changes.note = note;
    if (Object.keys(changes).length === 0) return onDone();
    update.mutate({ id: item.id, changes }, { onSuccess: onDone });
  };

  return (
    <Form onSubmit={submit} aria-label={bookmarksTexts.editLabel(item.entity.name)}>
      <Field>
        <label htmlFor={ids.status}>{bookmarksTexts.status}</label>
        <Select
          id={ids.status}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value as BookmarkStatus)}
        >
          {statusOrder.map((value) => (
            <option key={value} value={value}>
              {bookmarksTexts.statuses[value]}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <label htmlFor={ids.deadline}>{bookmarksTexts.deadline}</label>
        <Input
          id={ids.deadline}
          type="date"
          value={deadline}
          onChange={(event) => setDeadline(event.currentTarget.value)}
        />
      </Field>
      <Field>
        <label htmlFor={ids.note}>{bookmarksTexts.note}</label>
        <NoteInput
          id={ids.note}
          value={note}
          maxLength={NOTE_MAX_LENGTH}
          aria-describedby={ids.hint}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Hint id={ids.hint}>{bookmarksTexts.noteHint(NOTE_MAX_LENGTH - note.length)}</Hint>
      </Field>
      <Actions>
        <Button type="submit" disabled={update.isPending}>
          {bookmarksTexts.save}
        </Button>
        {deadline !== '' ? (
          <Button $variant="ghost" onClick={() => setDeadline('')}>
            {bookmarksTexts.clearDeadline}
          </Button>
        ) : null}
        <Button $variant="secondary" onClick={onDone}>
          {bookmarksTexts.cancel}
        </Button>
      </Actions>
    </Form>
  );
}
