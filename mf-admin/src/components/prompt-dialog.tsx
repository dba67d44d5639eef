import { styled } from '@kompass/shared';
import { Input } from '@kompass/shared/text-field';
import { useId, useState } from 'react';
import { adminTexts } from '../texts';
import { AdminDialog } from './admin-dialog';
import { AssistantTextWarning } from './assistant-text-warning';
import { FieldLabel, MultilineInput } from './form-parts';
import { Fieldset } from '@kompass/shared/layout';

const Choices = styled(Fieldset)`
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
  const choiceName = useId();
  const [value, setValue] = useState(initial);
  const submit = () => {
    const answer = value.trim();
    if (answer === '' || answer === initial) onCancel();
    else onAnswer(answer);
  };
  return (
    <AdminDialog
      title={title}
      actionLabel={adminTexts.ok}
      noValidate={false}
      onSubmit={submit}
      onCancel={onCancel}
    >
      {options ? (
        <Choices>
          <legend>{label}</legend>
          {options.map((option) => (
            <label key={option.value}>
              <input
                type="radio"
                name={choiceName}
                value={option.value}
                checked={value === option.value}
                onChange={() => setValue(option.value)}
              />
              {option.label}
            </label>
          ))}
        </Choices>
      ) : (
        <FieldLabel>
          {label}
          {hint && <Hint>{hint}</Hint>}
          {multiline ? (
            <MultilineInput value={value} onChange={(event) => setValue(event.target.value)} />
          ) : (
            <Input type={type} value={value} onChange={(event) => setValue(event.target.value)} />
          )}
        </FieldLabel>
      )}
      {multiline && <AssistantTextWarning text={value} />}
    </AdminDialog>
  );
}
