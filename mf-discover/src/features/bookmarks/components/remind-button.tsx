import { Button, styled } from '@kompass/shared';
import { useEnablePush } from '@kompass/shared/push';
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
  const { enable, pending } = useEnablePush(['deadline'], bookmarksTexts.remindOn);
  return (
    <SmallButton
      $variant="secondary"
      aria-label={bookmarksTexts.remindLabel(name)}
      disabled={pending}
      onClick={() => void enable()}
    >
      {bookmarksTexts.remind}
    </SmallButton>
  );
}
