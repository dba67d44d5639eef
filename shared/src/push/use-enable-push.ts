import { showAlert, useApi } from '@kompass/shared';
import { useState } from 'react';
import {
  enablePush,
  PushUnavailableError,
  pushTexts,
  type PushKindName,
} from './push-subscription';

// From the package's root, so that the one API client and alert queue of the page are used:
// this subpath is bundled by the apps that use it, outside the shared singleton.

/**
 * A tap's handler that switches push notifications of `kinds` on (the browser asks for
 * permission now, not before) and says how it went: `switchedOn`, or why not.
 */
export function useEnablePush(kinds: PushKindName[], switchedOn: string) {
  const api = useApi();
  const [pending, setPending] = useState(false);
  const enable = async () => {
    setPending(true);
    try {
      await enablePush(api, kinds);
      void showAlert({ message: switchedOn });
    } catch (error) {
      const message = error instanceof PushUnavailableError ? error.message : pushTexts.failed;
      void showAlert({ message });
    } finally {
      setPending(false);
    }
  };
  return { enable, pending };
}
