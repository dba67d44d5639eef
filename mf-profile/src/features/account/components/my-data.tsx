import { Button, currentUserAtom, Muted, styled } from '@kompass/shared';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useId, useState } from 'react';
import { accountTexts } from '../../../texts';
import { useExportAccount } from '../api/export-account';
import { Stack } from '@kompass/shared/layout';

// Rarely opened: loads when it is.
const DeleteAccountDialog = lazy(() => import('./delete-account-dialog'));

const Group = Stack;

const Subtitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.body};
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** 'Meine Daten' (DSGVO): download everything, or delete the account. */
export function MyData() {
  const titleId = useId();
  const user = useAtomValue(currentUserAtom);
  const download = useExportAccount();
  const [confirming, setConfirming] = useState(false);
  return (
    <Group role="group" aria-labelledby={titleId}>
      <Subtitle id={titleId}>{accountTexts.myData}</Subtitle>
      <Muted>{accountTexts.myDataHint}</Muted>
      <Button
        $variant="secondary"
        $block
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? accountTexts.downloading : accountTexts.download}
      </Button>
      {download.isError && <Failure role="alert">{accountTexts.downloadFailed}</Failure>}
      <Button $variant="danger" $block disabled={!user} onClick={() => setConfirming(true)}>
        {accountTexts.deleteAccount}
      </Button>
      {confirming && user && (
        <Suspense fallback={null}>
          <DeleteAccountDialog username={user.username} onClose={() => setConfirming(false)} />
        </Suspense>
      )}
    </Group>
  );
}
