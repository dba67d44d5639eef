import { Button, Sheet, styled } from '@kompass/shared';
import type { FormEvent, ReactNode } from 'react';
import { editTexts } from '../../../texts';
import { Stack } from '@kompass/shared/layout';

const Form = styled(Stack).attrs({ as: 'form', $gap: 4 })``;

export const Problem = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

export interface EditSheetProps {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  /** What went wrong (invalid input, failed save); the form keeps its values. */
  problem: string | null;
  pending: boolean;
  /** E.g. while an image is still uploading. */
  busy?: boolean;
  children: ReactNode;
}

/** A sheet with a form of the owner's profile and one 'Speichern' button. */
export function EditSheet({
  title,
  onClose,
  onSubmit,
  problem,
  pending,
  busy = false,
  children,
}: EditSheetProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Sheet title={title} onClose={onClose}>
      <Form onSubmit={submit} noValidate>
        {children}
        {problem && <Problem role="alert">{problem}</Problem>}
        <Button type="submit" $block disabled={pending || busy}>
          {pending ? editTexts.saving : editTexts.save}
        </Button>
      </Form>
    </Sheet>
  );
}
