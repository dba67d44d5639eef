import { Button, Dialog, Input } from '@kompass/shared';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { adminTexts } from '../texts';
import { ImageUpload } from './image-upload';

export interface FormField {
  name: string;
  label: string;
  /** A textarea for longer text. */
  multiline?: boolean;
  /** `image`: an upload whose value is the object name. */
  type?: 'text' | 'email' | 'url' | 'number' | 'image';
  hint?: string;
}

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.small};
`;

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const GroupLabel = styled.span`
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.small};
`;

const Hint = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TextArea = styled(Input).attrs({ as: 'textarea' })`
  min-height: 96px;
  resize: vertical;
  font: inherit;
`;

const Problem = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/**
 * A small form in a dialog. Every field is required: a blank one shows `requiredMessage` and
 * nothing is submitted. Cancel (or Escape) submits nothing at all.
 */
export function FormDialog({
  title,
  fields,
  initial = {},
  requiredMessage,
  submitLabel = adminTexts.save,
  validate,
  onSubmit,
  onCancel,
}: {
  title: string;
  fields: readonly FormField[];
  initial?: Record<string, string>;
  requiredMessage: string;
  submitLabel?: string;
  /** Further rules once every field is filled: a German problem, or null. */
  validate?: (values: Record<string, string>) => string | null;
  onSubmit: (values: Record<string, string>) => void;
  onCancel: () => void;
}) {
  const formId = useId();
  const problemId = useId();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, initial[field.name] ?? ''])),
  );
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, value.trim()]),
    );
    if (fields.some((field) => trimmed[field.name] === '')) {
      setProblem(requiredMessage);
      return;
    }
    const invalid = validate?.(trimmed) ?? null;
    if (invalid) {
      setProblem(invalid);
      return;
    }
    onSubmit(trimmed);
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
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Fields>
          {fields.map((field) => {
            const common = {
              name: field.name,
              value: values[field.name] ?? '',
              required: true,
              'aria-invalid': problem !== null && (values[field.name] ?? '').trim() === '',
              'aria-describedby': problem ? problemId : undefined,
              onChange: (event: { target: { value: string } }) =>
                setValues((current) => ({ ...current, [field.name]: event.target.value })),
            };
            if (field.type === 'image') {
              return (
                <Group key={field.name}>
                  <GroupLabel>{field.label}</GroupLabel>
                  <ImageUpload
                    label={field.label}
                    value={values[field.name] ?? ''}
                    onUploaded={(objectName) =>
                      setValues((current) => ({ ...current, [field.name]: objectName }))
                    }
                  />
                </Group>
              );
            }
            return (
              <Label key={field.name}>
                {field.label}
                {field.hint && <Hint>{field.hint}</Hint>}
                {field.multiline ? (
                  <TextArea {...common} />
                ) : (
                  <Input
                    {...common}
                    type={field.type ?? 'text'}
                    inputMode={field.type === 'number' ? 'numeric' : undefined}
                  />
                )}
              </Label>
            );
          })}
        </Fields>
        {problem && (
          <Problem id={problemId} role="alert">
            {problem}
          </Problem>
        )}
      </form>
    </Dialog>
  );
}
