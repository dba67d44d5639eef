import { tokenAtom } from '@kompass/shared';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useFirstScreenLeft } from './first-screen';
import { installWayAtom } from './install-prompt-state';
import { waitingUpdateAtom } from './service-worker';

// Loaded only when there is something to say: the first load of a page has no bytes to spare.
const Notices = lazy(() => import('./notices'));

/**
 * 'Neue Version verfügbar' and the install offer, in one live region that is always in the page,
 * so what appears in it is announced. The offer comes once the user has left the first screen.
 */
export function AppNotices() {
  const waiting = useAtomValue(waitingUpdateAtom);
  const installWay = useAtomValue(installWayAtom);
  const signedIn = useAtomValue(tokenAtom) !== null;
  const firstScreenLeft = useFirstScreenLeft();
  const offerInstall = installWay !== null && signedIn && firstScreenLeft;
  const show = waiting !== null || offerInstall;
  return (
    <div role="status">
      {show && (
        <Suspense fallback={null}>
          <Notices offerInstall={offerInstall} />
        </Suspense>
      )}
    </div>
  );
}
