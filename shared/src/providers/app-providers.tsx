import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { AlertHost } from '../alert/alert-host';
import { queryClient } from '../query-client';
import { appStore } from '../store';
import { GlobalStyle } from '../theme/global-style';
import { theme } from '../theme/theme';
import { AppServicesContext, type AppServices } from './app-services';
import { SessionGate } from './session-gate';

/**
 * Everything a page needs around it. The shell renders this once; each remote's standalone
 * dev harness renders the very same, so a remote behaves alike in both.
 */
export function AppProviders({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return (
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <AppServicesContext.Provider value={services}>
            <SessionGate>{children}</SessionGate>
            <AlertHost />
          </AppServicesContext.Provider>
        </ThemeProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
