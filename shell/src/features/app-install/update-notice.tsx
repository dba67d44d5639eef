import { Button, styled } from '@kompass/shared';
import { useAtomValue } from 'jotai';
import { FloatingPanel } from './floating-panel';
import { appInstallTexts } from './texts';
import { waitingUpdateAtom } from './service-worker';

const Notice = styled(FloatingPanel).attrs({ as: 'div' })`
  z-index: 140;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Message = styled.p`
  margin: 0;
  font-weight: 700;
`;

/**
 * 'Neue Version verfügbar' with 'Aktualisieren' while a new version waits (inside AppNotices'
 * live region). Nothing reloads on
 * its own: a user in the middle of typing chooses when.
 */
export function UpdateNotice() {
  const waiting = useAtomValue(waitingUpdateAtom);
  if (!waiting) return null;
  return (
    <Notice>
      <Message>{appInstallTexts.updateAvailable}</Message>
      <Button onClick={waiting.activate}>{appInstallTexts.update}</Button>
    </Notice>
  );
}
