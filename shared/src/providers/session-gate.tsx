import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import type { User } from '../api/types';
import { getUserInfo } from '../auth/get-user-info';
import { currentUserAtom, endSession, startSession, tokenAtom } from '../auth/session';
import { appStore } from '../store';
import { LoadingState } from '../ui/feedback';
import { useApi } from './app-services';

/**
 * The `/auth/info` request the server-rendered index.html starts while the code downloads
 * (api/src/plugins/app/shell-page.ts).
 */
export interface EarlySessionCheck {
  /** The token the page asked with. */
  token: string;
  /** The user; null for anything but a plain success (then the gate asks again). */
  answer: Promise<User | null>;
  /** Set once `answer` has settled. */
  user?: User | null;
}

declare global {
  interface Window {
    __kompassSessionCheck?: EarlySessionCheck;
  }
}

/** The page's check, once and only for the token it asked with: a later gate (after a login) asks anew. */
function takeEarlySessionCheck(token: string): EarlySessionCheck | undefined {
  if (typeof window === 'undefined') return undefined;
  const check = window.__kompassSessionCheck;
  delete window.__kompassSessionCheck;
  return check?.token === token ? check : undefined;
}

const isUser = (value: unknown): value is User =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as User).id === 'string' &&
  typeof (value as User).role === 'string';

/** Resolves once the page's session check, if there is one, has answered. Never rejects. */
export function earlySessionCheckSettled(): Promise<void> {
  const check = typeof window === 'undefined' ? undefined : window.__kompassSessionCheck;
  if (!check) return Promise.resolve();
  return check.answer.then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Called by the shell before its first render: when the page's session check has already
 * answered with the stored token's user, the session starts now, so the first thing rendered is
 * the page itself rather than a loading state that is replaced a moment later. Otherwise the
 * gate below waits for the answer as before.
 */
export function adoptEarlySessionCheck(): void {
  if (typeof window === 'undefined') return;
  const check = window.__kompassSessionCheck;
  const token = appStore.get(tokenAtom);
  if (!check || !token || check.token !== token || !isUser(check.user)) return;
  delete window.__kompassSessionCheck;
  startSession({ token, user: check.user });
}

/**
 * Confirms a stored session before anything else renders
 * (docs/product.md#navigation-and-the-frame): `/auth/info` at boot; if it fails, the token is
 * removed and the page reloads.
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
    const early = takeEarlySessionCheck(token);
    const info = early
      ? early.answer.then((answer) => (isUser(answer) ? answer : ask()), ask)
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
