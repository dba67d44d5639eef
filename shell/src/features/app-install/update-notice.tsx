import { Button, styled } from '@kompass/shared';
import { useAtomValue } from 'jotai';
import { appInstallTexts } from './texts';
import { waitingUpdateAtom } from './service-worker';

const Notice = styled.div`
  position: fixed;
  left: 50%;
  bottom: calc(72px + env(safe-area-inset-bottom));
  transform: translateX(-50%);
  z-index: 140;
  width: min(calc(100% - 32px), ${({ theme }) => theme.maxWidth});
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
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
