import { Input, styled } from '@kompass/shared';
import { useId, type TextareaHTMLAttributes } from 'react';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

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
