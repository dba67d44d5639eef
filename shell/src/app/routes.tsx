import { LoadingState, matchPath, Route, paths, Routes } from '@kompass/shared';
import { lazy, Suspense } from 'react';
import { RedirectIfSignedIn, RequireAdmin, RequireSession } from '../features/access/guards';
import { NotFoundPage } from '../pages/not-found-page';
import { TabLayout } from '../features/navigation/tab-layout';
import { createRemoteRoute, type RemoteRoute } from './remotes/remote-route';

// A signed-in user never needs the login form: it is a chunk of its own, not part of every first load.
const LoginPage = lazy(() =>
  import('../pages/login-page').then((module) => ({ default: module.LoginPage })),
);

// Created once, at module scope: each loads its remote only when first rendered.
const Home = createRemoteRoute('mf-discover', './Home');
const Search = createRemoteRoute('mf-discover', './Search');
const Company = createRemoteRoute('mf-discover', './Company');
const Bookmarks = createRemoteRoute('mf-discover', './Bookmarks');
const Assistant = createRemoteRoute('mf-discover', './Assistant');
const Profile = createRemoteRoute('mf-profile', './Profile');
const Onboarding = createRemoteRoute('mf-profile', './Onboarding');
const OnboardingCompleted = createRemoteRoute('mf-profile', './OnboardingCompleted');
const Chats = createRemoteRoute('mf-chat', './Chats');
const Chat = createRemoteRoute('mf-chat', './Chat');
const AdminApp = createRemoteRoute('mf-admin', './AdminApp');

/**
 * The remote page each signed-in URL opens, so the shell can start loading it before its first
 * render (see `preloadPageFor`). Admin is not among them: its remote loads only for an admin who
 * opens it.
 */
const remotePages: [pattern: string, page: RemoteRoute][] = [
  [paths.home.pattern, Home],
  [paths.search.pattern, Search],
  [paths.company.pattern, Company],
  [paths.bookmarks.pattern, Bookmarks],
  [paths.assistant.pattern, Assistant],
  [paths.profile.pattern, Profile],
  [paths.onboarding.pattern, Onboarding],
  [paths.onboardingCompleted.pattern, OnboardingCompleted],
  [paths.chats.pattern, Chats],
  [paths.chat.pattern, Chat],
];

/**
 * Starts loading the code of the remote page `pathname` opens, if any, and resolves once it is
 * there — or has failed: the route shows that failure when it renders. Never rejects.
 */
export function preloadPageFor(pathname: string): Promise<void> {
  const page = remotePages.find(([pattern]) => matchPath(pattern, pathname))?.[1];
  if (!page) return Promise.resolve();
  return page.preload().then(
    () => undefined,
    () => undefined,
  );
}

/** The one route table of the product (spec §2; all routes are exact matches). */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={paths.login.pattern}
        element={
          <RedirectIfSignedIn>
            <Suspense fallback={<LoadingState />}>
              <LoginPage />
            </Suspense>
          </RedirectIfSignedIn>
        }
      />
      <Route element={<RequireSession />}>
        <Route path={paths.onboarding.pattern} element={<Onboarding />} />
        <Route path={paths.onboardingCompleted.pattern} element={<OnboardingCompleted />} />
        <Route element={<TabLayout />}>
          <Route path={paths.home.pattern} element={<Home />} />
          <Route path={paths.search.pattern} element={<Search />} />
          <Route path={paths.company.pattern} element={<Company />} />
          <Route path={paths.bookmarks.pattern} element={<Bookmarks />} />
          <Route path={paths.assistant.pattern} element={<Assistant />} />
          <Route path={paths.profile.pattern} element={<Profile />} />
          <Route path={paths.chats.pattern} element={<Chats />} />
          <Route path={paths.chat.pattern} element={<Chat />} />
          <Route
            path={paths.admin.pattern}
            element={
              <RequireAdmin>
                <AdminApp />
              </RequireAdmin>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
