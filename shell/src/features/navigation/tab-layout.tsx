import { Outlet, styled, createGlobalStyle } from '@kompass/shared';
import { SkipLinks } from './skip-links';
import { TabBar } from './tab-bar';

/** Whatever gets the focus scrolls clear of the fixed tab bar, never under it. */
const ClearOfTabBar = createGlobalStyle`
  html {
    scroll-padding-bottom: calc(${({ theme }) => theme.tabBarHeight} + ${({ theme }) => theme.space(4)});
    ${({ theme }) => theme.desktop} {
      scroll-padding-bottom: 0;
    }
  }
`;

/** The skip link's target around every page; focused by it, without a ring around it all. */
const MainContent = styled.div`
  &:focus {
    outline: none;
  }
`;

/** Pages with the bottom tab bar. The bar stays usable whatever a remote page does. */
export function TabLayout() {
  return (
    <>
      <ClearOfTabBar />
      <SkipLinks />
      <MainContent id="main-content" tabIndex={-1}>
        <Outlet />
      </MainContent>
      <TabBar />
    </>
  );
}
