import { routePatterns } from '@kompass/shared';
import { startDevHarness } from '@kompass/shared/dev';
import { Route, Routes } from 'react-router';
import AdminApp from '../pages/admin-app';

void startDevHarness(
  <Routes>
    <Route path={routePatterns.admin} element={<AdminApp />} />
  </Routes>,
);
