import { Button, commonTexts, Dialog, useSignOut, styled } from '@kompass/shared';
import { TextField } from '@kompass/shared/text-field';
import { useState, type FormEvent } from 'react';
import { accountTexts } from '../../../texts';
import { useDeleteAccount } from '../api/delete-account';
import { failureReason } from '../../../lib/failure-reason';
import { Stack } from '@kompass/shared/layout';

const Form = styled(Stack).attrs({ as: 'form', $gap: 4 })``;

const Warning = styled.p`
  margin: 0;
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * 'Konto löschen': confirmed by typing the username. Afterwards the session ends as on
 * 'Abmelden' and the user is on /login.
 */
export default function DeleteAccountDialog({
  username,
  onClose,
}: {
  username: string;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const signOut = useSignOut();
  const confirmed = typed.trim() === username;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    remove.mutate(undefined, { onSuccess: () => void signOut() });
  };
  return (
    <Dialog title={accountTexts.deleteTitle} onClose={onClose}>
      <Form onSubmit={submit}>
        <Warning>{accountTexts.deleteWarning}</Warning>
        <TextField
          label={accountTexts.deleteConfirmLabel(username)}
          value={typed}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          onChange={(event) => setTyped(event.target.value)}
        />
        {remove.isError && (
          <Failure role="alert">
            {[accountTexts.deleteFailed, failureReason(remove.error)].filter(Boolean).join(' ')}
          </Failure>
        )}
        <Actions>
          <Button $variant="ghost" onClick={onClose}>
            {commonTexts.cancel}
          </Button>
          <Button type="submit" $variant="danger" disabled={!confirmed || remove.isPending}>
            {remove.isPending ? accountTexts.deleting : accountTexts.deleteConfirm}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
