import { LoadingState, Route, paths, Routes } from '@kompass/shared';
import { lazy, Suspense } from 'react';
import { RedirectIfSignedIn, RequireAdmin, RequireSession } from '../features/access/guards';
import { NotFoundPage } from '../pages/not-found-page';
import { TabLayout } from '../features/navigation/tab-layout';
import { createRemoteRoute } from './remotes/remote-route';

// A signed-in user never needs the login form: it is a chunk of its own, not part of every first load.
const LoginPage = lazy(() =>
  import('../pages/login-page').then((module) => ({ default: module.LoginPage })),
);

// Created once, at module scope: each loads its remote only when first rendered.
const Home = createRemoteRoute('mf-discover', './Home');
const Search = createRemoteRoute('mf-discover', './Search');
const Company = createRemoteRoute('mf-discover', './Company');
const Bookmarks = createRemoteRoute('mf-discover', './Bookmarks');
const Profile = createRemoteRoute('mf-profile', './Profile');
const Onboarding = createRemoteRoute('mf-profile', './Onboarding');
const OnboardingCompleted = createRemoteRoute('mf-profile', './OnboardingCompleted');
const Chats = createRemoteRoute('mf-chat', './Chats');
const Chat = createRemoteRoute('mf-chat', './Chat');
const AdminApp = createRemoteRoute('mf-admin', './AdminApp');

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
