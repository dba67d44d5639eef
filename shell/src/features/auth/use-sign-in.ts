import {
  getUserInfo,
  ONBOARDING_COMPLETED_KEY,
  paths,
  showAlert,
  startSession,
  useApi,
  useNavigate,
} from '@kompass/shared';
import { login, LoginFailedError } from '@kompass/shared/login';
import { startTransition, useCallback } from 'react';
import { authTexts } from './texts';
import { getSettings } from './api/get-settings';

/**
 * On success store the token and fetch the settings (docs/product.md#login-and-registration); go to
 * / when onboarding is completed, else to /onboarding. The session is stored only once everything
 * is known, so no guard sees a half-finished login.
 */
export function useSignIn(): (username: string, password: string) => Promise<void> {
  const api = useApi();
  const navigate = useNavigate();
  return useCallback(
    async (username, password) => {
      let token: string;
      try {
        ({ token } = await login(api, { username, password }));
      } catch (error) {
        if (error instanceof LoginFailedError) {
          await showAlert({
            title: authTexts.loginErrorTitle,
            message: error.message || authTexts.loginErrorFallback,
          });
        }
        return;
      }
      const [user, settings] = await Promise.all([
        getUserInfo(api, token),
        getSettings(api, token),
      ]);
      const onboarded = settings.some((setting) => setting.key === ONBOARDING_COMPLETED_KEY);
      // One transition for the session and the navigation: the router applies location changes
      // as transitions, so a session stored outside one renders first, while still on /login,
      // and RedirectIfSignedIn's redirect to / would override the way to /onboarding.
      startTransition(() => {
        startSession({ token, user });
        void navigate(onboarded ? paths.home() : paths.onboarding(), { replace: true });
      });
    },
    [api, navigate],
  );
}
