/**
 * `@kompass/shared/text-field`: bundled by the apps that ask for text (forms, search fields), so it
 * stays out of the shell's first load; its styled components style with the page's one theme.
 */
import { styled } from '@kompass/shared';
import { useId, type InputHTMLAttributes } from 'react';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.small};
`;

export const Input = styled.input`
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.small};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  &:focus {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A rule the input must follow ('Mindestens 8 Zeichen.'), shown under it before any attempt. */
  hint?: string;
}

/** A labelled input. The label is always visible: placeholders are not labels. */
export function TextField({ label, hint, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} aria-describedby={hint ? hintId : undefined} {...inputProps} />
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Field>
  );
}
