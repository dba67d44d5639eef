import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import type { User } from '../api/types';
import { getUserInfo } from '../auth/get-user-info';
import { currentUserAtom, endSession, startSession, tokenAtom } from '../auth/session';
import { LoadingState } from '../ui/feedback';
import { useApi } from './app-services';

declare global {
  interface Window {
    __kompassSessionCheck?: Promise<Response>;
  }
}

/** The `/auth/info` request index.html started, once: a later gate (after a login) asks anew. */
function takeEarlySessionCheck(): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const check = window.__kompassSessionCheck;
  delete window.__kompassSessionCheck;
  return check;
}

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
    const ask = () => getUserInfo(api, token, { silentStatuses: [401] });
    // The page may have started this request already, while the code downloaded
    // (the server-rendered index.html does); anything but a plain success asks again here.
    const early = takeEarlySessionCheck();
    const info = early
      ? early.then((response) => (response.ok ? (response.json() as Promise<User>) : ask()), ask)
      : ask();
    info
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
