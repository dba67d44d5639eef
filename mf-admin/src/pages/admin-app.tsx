import { Route, Routes } from '@kompass/shared';
import { AdminMenu } from '../features/menu/admin-menu';
import { AdminSectionPage } from '../features/menu/admin-section-page';
import { adminSections } from '../features/menu/admin-sections';

/**
 * Everything under `/admin/*`, with its own relative routes. The shell renders this only for
 * admins, so nothing of this remote is downloaded by anyone else.
 */
export default function AdminApp() {
  return (
    <Routes>
      <Route index element={<AdminMenu />} />
      {adminSections.map((section) => (
        <Route
          key={section.path}
          path={section.path}
          element={<AdminSectionPage section={section} />}
        />
      ))}
    </Routes>
  );
}
