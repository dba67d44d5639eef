import { createContext, useContext } from 'react';

/** What the host (the shell) does to sign the user out: revoke, forget, go to /login. */
export type SignOut = () => Promise<void>;

/**
 * The host provides signing out through this context, so no remote owns auth: a remote only
 * calls `useSignOut()` and shows the button.
 */
export const SignOutContext = createContext<SignOut | null>(null);

export function useSignOut(): SignOut {
  const signOut = useContext(SignOutContext);
  if (!signOut) throw new Error('The host provides no SignOutContext above this component');
  return signOut;
}
