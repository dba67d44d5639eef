import { styled } from '@kompass/shared';
import { Input } from '@kompass/shared/text-field';
// A plain function, bundled where it is used: not part of the shell's first load.
import { parseAmount } from '@kompass/shared/parse-amount';
import { Fragment, useId, useState } from 'react';
import { adminTexts } from '../texts';
import { ImageUpload } from './image-upload';
import { AdminDialog } from './admin-dialog';
import { AssistantTextWarning } from './assistant-text-warning';
import { ChoiceInput, FieldLabel, FormFields, MultilineInput } from './form-parts';

export interface FormField {
  name: string;
  label: string;
  /** A textarea for longer text. */
  multiline?: boolean;
  /**
   * `image`: an upload whose value is the object name. `amount`: a euro amount typed the German
   * way ('10.800', '10.800,50'); the submitted value is its plain number ('10800'). `choice`:
   * one of `options`, picked from a list.
   */
  type?: 'text' | 'email' | 'url' | 'number' | 'image' | 'amount' | 'choice';
  /** The values a `choice` offers, each with its German label. */
  options?: readonly { value: string; label: string }[];
  hint?: string;
}

export type FormValues = Record<string, string>;

/** The fields a submit found blank, by label: what 'Bitte alle Felder ausfüllen.' adds. */
export function missingFieldsMessage(labels: string[]): string {
  return `${adminTexts.requiredFields} ${adminTexts.missingFields(labels)}`;
}

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

/**
 * A small form in a dialog. Every field is required: a blank one shows 'Bitte alle Felder
 * ausfüllen.' with the names of the blank fields, and nothing is submitted. Cancel (or Escape)
 * submits nothing at all.
 */
export function FormDialog({
  title,
  fields,
  initial = {},
  submitLabel = adminTexts.save,
  validate,
  onSubmit,
  onCancel,
}: {
  title: string;
  fields: readonly FormField[];
  initial?: FormValues;
  submitLabel?: string;
  /** Further rules once every field is filled: a German problem, or null. */
  validate?: (values: FormValues) => string | null;
  onSubmit: (values: FormValues) => void;
  onCancel: () => void;
}) {
  const problemId = useId();
  const [values, setValues] = useState<FormValues>(() =>
    Object.fromEntries(fields.map((field) => [field.name, initial[field.name] ?? ''])),
  );
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, value.trim()]),
    );
    const missing = fields.filter((field) => trimmed[field.name] === '');
    if (missing.length > 0) {
      setProblem(missingFieldsMessage(missing.map((field) => field.label)));
      return;
    }
    for (const field of fields) {
      if (field.type !== 'amount') continue;
      const amount = parseAmount(trimmed[field.name] ?? '');
      if (amount === null || !Number.isInteger(amount) || amount > 2_147_483_647) {
        setProblem(adminTexts.amountInvalid(field.label));
        return;
      }
      trimmed[field.name] = String(amount);
    }
    const invalid = validate?.(trimmed) ?? null;
    if (invalid) {
      setProblem(invalid);
      return;
    }
    onSubmit(trimmed);
  };

  return (
    <AdminDialog
      title={title}
      actionLabel={submitLabel}
      problem={problem}
      problemId={problemId}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <FormFields>
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
            <Fragment key={field.name}>
              <FieldLabel>
                {field.label}
                {field.hint && <Hint>{field.hint}</Hint>}
                {field.type === 'choice' ? (
                  <ChoiceInput {...common}>
                    {field.options?.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </ChoiceInput>
                ) : field.multiline ? (
                  <MultilineInput {...common} />
                ) : (
                  <Input
                    {...common}
                    type={field.type === 'amount' ? 'text' : (field.type ?? 'text')}
                    inputMode={
                      field.type === 'number'
                        ? 'numeric'
                        : field.type === 'amount'
                          ? 'decimal'
                          : undefined
                    }
                  />
                )}
              </FieldLabel>
              {field.multiline && <AssistantTextWarning text={values[field.name] ?? ''} />}
            </Fragment>
          );
        })}
      </FormFields>
    </AdminDialog>
  );
}
