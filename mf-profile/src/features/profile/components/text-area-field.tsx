import { styled } from '@kompass/shared';
import { Input } from '@kompass/shared/text-field';
import { useId, type TextareaHTMLAttributes } from 'react';
import { Stack } from '@kompass/shared/layout';

const Field = styled(Stack).attrs({ $gap: 1 })``;

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.small};
`;

const TextArea = styled(Input).attrs({ as: 'textarea' })`
  min-height: 120px;
  resize: vertical;
  font: inherit;
`;

/** A labelled multi-line input. */
export function TextAreaField({
  label,
  ...props
}: { label: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <TextArea id={id} {...(props as object)} />
    </Field>
  );
}
