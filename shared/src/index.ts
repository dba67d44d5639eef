/** The public surface of @kompass/shared. Apps import from here only. */
import type {} from './theme/styled-theme';
export * from './api/types';
export { isHTTPError } from 'ky';
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type RequestContext,
} from './api/client';
export { describeHttpError, type AlertContent } from './api/describe-error';
export { getAllPages } from './api/pages';
export * from './api/reads';
export { queryKeys } from './api/query-keys';
export { serverMessage } from './api/server-message';
export { idempotencyKeyHeader, newIdempotencyKey, withIdempotencyKey } from './api/idempotency';
export { showAlert, dismissAlert, alertQueueAtom } from './alert/alerts';
export { AlertHost } from './alert/alert-host';
export {
  tokenAtom,
  userIdAtom,
  currentUserAtom,
  isAdminAtom,
  startSession,
  endSession,
  getToken,
} from './auth/session';
export { logout } from './auth/logout';
export { SignOutContext, useSignOut, type SignOut } from './auth/sign-out';
export { getUserInfo } from './auth/get-user-info';
export { appStore } from './store';
export { queryClient } from './query-client';
export { loadAppConfig, objectUrl, type AppConfig } from './config/app-config';
export { paths, type RouteEntry } from './paths';
export * from './router';
export * from './server-data';
export * from './styling';
export { remoteNames, type RemoteName, type PageModule, type ExposedPage } from './remote';
export {
  routes,
  routeRows,
  preloadedPageFor,
  shellPageFor,
  type AdminMenuRoute,
  type RemotePageRow,
  type RouteGuard,
  type RouteName,
  type RouteRow,
  type ShellPageRoute,
} from '@kompass/contracts/apps';
export { errorTexts, commonTexts, navTexts, rateLimitMessage } from './texts';
export { theme, type Theme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { AppProviders } from './providers/app-providers';
export { adoptEarlySessionCheck, earlySessionCheckSettled } from './providers/session-gate';
export {
  createAppServices,
  useApi,
  useAppConfig,
  type AppServices,
} from './providers/app-services';
export { Button, IconButton, type ButtonVariant } from './ui/button';
export { preloadImage } from './ui/preload-image';
export {
  Card,
  CenteredColumn,
  Tile,
  TileGrid,
  Page,
  PageTitle,
  Muted,
  VisuallyHidden,
} from './ui/surfaces';
export { Dialog, DialogTitle, DialogActions, type DialogProps } from './ui/dialog';
export { Sheet, type SheetProps } from './ui/sheet';
export { LoadingState, EmptyState, ErrorState } from './ui/feedback';
export { Skeleton, SkeletonBlock, SkeletonBlocks } from './ui/skeleton';
export { QueryState, type QueryStateProps, type QueryStatus } from './ui/query-state';
export { NotFoundState, type NotFoundStateProps } from './ui/not-found-state';
export { usePrefersReducedMotion } from './hooks/use-prefers-reduced-motion';
export { isOnline, useOnline, whenOnline } from './hooks/use-online';
export { offlineTexts, interestDimensionNames, interestCodeInWords } from './texts';
export {
  answerOrQueued,
  formatStand,
  forgetOfflineStand,
  offlineInset,
  offlineInsetProperty,
  offlineStandAtom,
  queueableWriteMode,
  toggledFollowing,
} from './offline/offline-data';
export {
  pendingBookmarkId,
  serviceWorkerMessages,
  type QueuedWriteKind,
  type WaitingWrite,
  type WriteRefusedMessage,
} from './offline/service-worker-protocol';
export * from './ui/icons';
export { TileIcon, type TileIconName } from './ui/tile-icons';
export { Hyphenated } from './ui/hyphenated';
export { hyphenate } from './text/hyphenate';
export { formatRating, formatSalary, prepareNumberFormats } from './text/format';
// The other pay and qualification helpers are imported from the contracts by the pages that use them.
export { monthlyPay } from '@kompass/contracts/pay';
export type { JobRequirement } from '@kompass/contracts/qualification';
