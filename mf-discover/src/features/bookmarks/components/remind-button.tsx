import { Button, showAlert, styled, useApi } from '@kompass/shared';
import { enablePush, PushUnavailableError, pushTexts } from '@kompass/shared/push';
import { useState } from 'react';
import { bookmarksTexts } from '../texts';

const SmallButton = styled(Button)`
  min-height: 40px;
  padding-inline: ${({ theme }) => theme.space(3)};
`;

/**
 * 'Erinnern': a push notification the day before each deadline on the Merkliste. The browser
 * asks for permission only after this tap.
 */
export function RemindButton({ name }: { name: string }) {
  const api = useApi();
  const [pending, setPending] = useState(false);
  const remind = async () => {
    setPending(true);
    try {
      await enablePush(api, ['deadline']);
      void showAlert({ message: bookmarksTexts.remindOn });
    } catch (error) {
      const message = error instanceof PushUnavailableError ? error.message : pushTexts.failed;
      void showAlert({ message });
    } finally {
      setPending(false);
    }
  };
  return (
    <SmallButton
      $variant="secondary"
      aria-label={bookmarksTexts.remindLabel(name)}
      disabled={pending}
      onClick={() => void remind()}
    >
      {bookmarksTexts.remind}
    </SmallButton>
  );
}
