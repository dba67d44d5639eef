import { Route, routePatterns, Routes } from '@kompass/shared';
import { startDevHarness } from '@kompass/shared/dev';
import AdminApp from '../pages/admin-app';

void startDevHarness(
  <Routes>
    <Route path={routePatterns.admin} element={<AdminApp />} />
  </Routes>,
);
