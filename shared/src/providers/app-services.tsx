import { createContext, useContext } from 'react';
import { createApiClient, type ApiClient } from '../api/client';
import { showAlert } from '../alert/alerts';
import { endSession, getToken } from '../auth/session';
import type { AppConfig } from '../config/app-config';

/** What a host hands to every page: the runtime configuration and the one API client. */
export interface AppServices {
  config: AppConfig;
  api: ApiClient;
}

/** `fetch` replaces the network, for component tests; the product always uses the browser's. */
export function createAppServices(config: AppConfig, fetch?: typeof globalThis.fetch): AppServices {
  const api = createApiClient({
    baseUrl: config.apiBaseUrl,
    getToken,
    ...(fetch ? { fetch } : {}),
    onError: (alert) => void showAlert(alert),
    // The server no longer accepts the token: forget it, and the route guard sends the user to
    // /login while the 'Nicht autorisiert' alert stays on screen.
    onUnauthorized: endSession,
  });
  return { config, api };
}

export const AppServicesContext = createContext<AppServices | null>(null);

function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('AppProviders is missing above this component');
  return services;
}

export const useApi = (): ApiClient => useAppServices().api;
export const useAppConfig = (): AppConfig => useAppServices().config;
