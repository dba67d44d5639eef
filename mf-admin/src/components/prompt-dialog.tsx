import { Button, Dialog, Input, styled } from '@kompass/shared';
import { useId, useState, type FormEvent } from 'react';
import { adminTexts } from '../texts';
import { AssistantTextWarning } from './assistant-text-warning';

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

const Choices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
  }
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Hint = styled.span`
  font-weight: 400;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The in-app prompt (docs/product.md#validation): one value, typed or (with `options`) chosen.
 * Cancel answers an empty result, and an empty or unchanged answer is ignored by the caller, so
 * `onAnswer` is called only with a new value.
 */
export function PromptDialog({
  title,
  label,
  hint,
  initial = '',
  type = 'text',
  multiline = false,
  options,
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
  /** The only values there are: chosen from radio buttons instead of typed. */
  options?: readonly { value: string; label: string }[];
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
        {options ? (
          <Choices>
            <legend>{label}</legend>
            {options.map((option) => (
              <label key={option.value}>
                <input
                  type="radio"
                  name={formId}
                  value={option.value}
                  checked={value === option.value}
                  onChange={() => setValue(option.value)}
                />
                {option.label}
              </label>
            ))}
          </Choices>
        ) : (
          <Label>
            {label}
            {hint && <Hint>{hint}</Hint>}
            {multiline ? (
              <TextArea value={value} onChange={(event) => setValue(event.target.value)} />
            ) : (
              <Input type={type} value={value} onChange={(event) => setValue(event.target.value)} />
            )}
          </Label>
        )}
        {multiline && <AssistantTextWarning text={value} />}
      </form>
    </Dialog>
  );
}
