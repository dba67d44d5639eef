import { Outlet } from '@kompass/shared';
import { TabBar } from './tab-bar';

/** Pages with the bottom tab bar. The bar stays usable whatever a remote page does. */
export function TabLayout() {
  return (
    <>
      <Outlet />
      <TabBar />
    </>
  );
}
