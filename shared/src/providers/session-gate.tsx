import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { getUserInfo } from '../auth/get-user-info';
import { currentUserAtom, endSession, startSession, tokenAtom } from '../auth/session';
import { LoadingState } from '../ui/feedback';
import { useApi } from './app-services';

/**
 * Confirms a stored session before anything else renders (spec §4): `/auth/info` at boot;
 * if it fails, the token is removed and the page reloads.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const api = useApi();
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(currentUserAtom);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!token || user) return;
    let cancelled = false;
    getUserInfo(api, token, { silentStatuses: [401] })
      .then((info) => {
        if (cancelled) return;
        // Keep the stored user id in step with the server's answer.
        startSession({ token, user: info });
      })
      .catch(() => {
        if (cancelled) return;
        setFailed(true);
        endSession();
        window.location.reload();
      });
    return () => {
      cancelled = true;
    };
  }, [api, token, user]);

  if (token && !user && !failed) return <LoadingState />;
  return children;
}
