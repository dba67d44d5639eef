import { routePatterns } from '@kompass/shared';
import { Route, Routes } from 'react-router';
import { RedirectIfSignedIn, RequireAdmin, RequireSession } from '../features/access/guards';
import { NotFoundPage } from '../features/access/not-found-page';
import { LoginPage } from '../features/auth/login-page';
import { TabLayout } from '../features/navigation/tab-layout';
import { createRemoteRoute } from './remotes/remote-route';

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
        path={routePatterns.login}
        element={
          <RedirectIfSignedIn>
            <LoginPage />
          </RedirectIfSignedIn>
        }
      />
      <Route element={<RequireSession />}>
        <Route path={routePatterns.onboarding} element={<Onboarding />} />
        <Route path={routePatterns.onboardingCompleted} element={<OnboardingCompleted />} />
        <Route element={<TabLayout />}>
          <Route path={routePatterns.home} element={<Home />} />
          <Route path={routePatterns.search} element={<Search />} />
          <Route path={routePatterns.company} element={<Company />} />
          <Route path={routePatterns.bookmarks} element={<Bookmarks />} />
          <Route path={routePatterns.profile} element={<Profile />} />
          <Route path={routePatterns.chats} element={<Chats />} />
          <Route path={routePatterns.chat} element={<Chat />} />
          <Route
            path={routePatterns.admin}
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
