import { Route, paths, Routes } from '@kompass/shared';
import { startDevHarness } from '@kompass/shared/dev';
import AdminApp from '../pages/admin-app';

void startDevHarness(
  <Routes>
    <Route path={paths.admin.pattern} element={<AdminApp />} />
  </Routes>,
);
