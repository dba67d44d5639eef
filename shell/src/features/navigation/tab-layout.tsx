import { Outlet } from '@kompass/shared';
import { SkipLinks } from './skip-links';
import { TabBar } from './tab-bar';

/** Pages with the bottom tab bar. The bar stays usable whatever a remote page does. */
export function TabLayout() {
  return (
    <>
      <SkipLinks />
      <Outlet />
      <TabBar />
    </>
  );
}
