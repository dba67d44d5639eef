import { Button, Dialog, Input } from '@kompass/shared';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { adminTexts } from '../texts';

const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 600;
`;

const TextArea = styled(Input).attrs({ as: 'textarea' })`
  min-height: 120px;
  resize: vertical;
  font: inherit;
`;

const Hint = styled.span`
  font-weight: 400;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The in-app prompt (spec §5): one value. Cancel answers an empty result, and an empty or
 * unchanged answer is ignored by the caller, so `onAnswer` is called only with a new value.
 */
export function PromptDialog({
  title,
  label,
  hint,
  initial = '',
  type = 'text',
  multiline = false,
  onAnswer,
  onCancel,
}: {
  title: string;
  label: string;
  hint?: string;
  initial?: string;
  type?: 'text' | 'email' | 'number' | 'url';
  /** A textarea, for longer text such as contact methods. */
  multiline?: boolean;
  onAnswer: (value: string) => void;
  onCancel: () => void;
}) {
  const formId = useId();
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const answer = value.trim();
    if (answer === '' || answer === initial) onCancel();
    else onAnswer(answer);
  };
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      actions={
        <>
          <Button $variant="secondary" onClick={onCancel}>
            {adminTexts.cancel}
          </Button>
          <Button type="submit" form={formId}>
            {adminTexts.ok}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit}>
        <Label>
          {label}
          {hint && <Hint>{hint}</Hint>}
          {multiline ? (
            <TextArea value={value} onChange={(event) => setValue(event.target.value)} />
          ) : (
            <Input type={type} value={value} onChange={(event) => setValue(event.target.value)} />
          )}
        </Label>
      </form>
    </Dialog>
  );
}
