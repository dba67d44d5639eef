import { Button, styled, tokenAtom } from '@kompass/shared';
import { useAtomValue } from 'jotai';
import { appInstallTexts } from './texts';
import { FloatingPanel } from './floating-panel';
import { installOffered, installWayAtom } from './install-prompt-state';

const Offer = styled(FloatingPanel)`
  z-index: 130;
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * Offers to put Kompass on the home screen: from the second visit of a signed-in user on, once
 * (taken or declined, it does not come again). iOS has no prompt: there it says how.
 */
export function InstallOffer() {
  const way = useAtomValue(installWayAtom);
  const signedIn = useAtomValue(tokenAtom) !== null;
  if (!way || !signedIn) return null;
  const install = () => {
    if (way.kind === 'prompt') void way.event.prompt().catch(() => undefined);
    installOffered();
  };
  return (
    <Offer aria-label={appInstallTexts.offerTitle}>
      <Text>{way.kind === 'ios' ? appInstallTexts.iosHint : appInstallTexts.offer}</Text>
      <Actions>
        <Button $variant="ghost" onClick={installOffered}>
          {way.kind === 'ios' ? appInstallTexts.understood : appInstallTexts.notNow}
        </Button>
        {way.kind === 'prompt' && <Button onClick={install}>{appInstallTexts.install}</Button>}
      </Actions>
    </Offer>
  );
}
