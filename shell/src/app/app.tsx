import {
  AppProviders,
  type AppServices,
  BrowserRouter,
  offlineInset,
  styled,
} from '@kompass/shared';
import { SignOutProvider } from '../features/auth/sign-out-provider';
import { AppNotices } from '../features/app-install/app-notices';
import { OfflineBanner } from '../features/connection/offline-banner';
import { AppRoutes } from './routes';

/**
 * Below the desktop width the app is a centred phone-width column
 * (docs/product.md#navigation-and-the-frame); on a desktop, pages with the navigation use the whole
 * width beside it. Sign-in and onboarding stay a column there.
 */
const Column = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  min-height: 100dvh;
  /* Nothing at the top of a page hides below the offline notice. */
  padding-top: ${offlineInset};
  background: ${({ theme }) => theme.colors.background};
  ${({ theme }) => theme.desktop} {
    &:has(#tab-bar) {
      max-width: none;
      padding-left: ${({ theme }) => theme.sideNavWidth};
    }
  }
`;

export function App({ services }: { services: AppServices }) {
  return (
    <AppProviders services={services}>
      <BrowserRouter>
        <SignOutProvider>
          <Column>
            <OfflineBanner />
            <AppRoutes />
            <AppNotices />
          </Column>
        </SignOutProvider>
      </BrowserRouter>
    </AppProviders>
  );
}
