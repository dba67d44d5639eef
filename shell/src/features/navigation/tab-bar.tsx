import {
  BookmarkIcon,
  ChatIcon,
  HomeIcon,
  NavLink,
  navTexts,
  paths,
  SearchIcon,
  UserIcon,
  userIdAtom,
  VisuallyHidden,
  styled,
} from '@kompass/shared';
import { useAtomValue } from 'jotai';
import type { ComponentType, SVGProps } from 'react';
import { shellTexts } from '../../texts';
import { useDueCount, useUnreadCount } from './api/badge-counts';

const Bar = styled.nav`
  position: fixed;
  bottom: 0;
  left: 50%;
  transform: translateX(-50%);
  z-index: 50;
  width: min(100%, ${({ theme }) => theme.maxWidth});
  height: ${({ theme }) => theme.tabBarHeight};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-bottom: env(safe-area-inset-bottom);
  ${({ theme }) => theme.desktop} {
    /* The same links as a side navigation: the width is there, the thumb is not. */
    top: 0;
    left: 0;
    transform: none;
    width: ${({ theme }) => theme.sideNavWidth};
    height: auto;
    padding: ${({ theme }) => `${theme.space(6)} ${theme.space(3)}`};
    border-top: none;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  height: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.desktop} {
    grid-template-columns: 1fr;
    grid-auto-rows: 48px;
    align-content: start;
    gap: ${({ theme }) => theme.space(1)};
    height: auto;
  }
`;

const Badge = styled.span`
  position: absolute;
  top: 6px;
  left: calc(50% + 6px);
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-size: 0.6875rem;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
  ${({ theme }) => theme.desktop} {
    position: static;
    margin-left: auto;
  }
`;

const Tab = styled(NavLink)`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  height: 100%;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  &.active {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
  ${({ theme }) => theme.desktop} {
    flex-direction: row;
    justify-content: flex-start;
    gap: ${({ theme }) => theme.space(3)};
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.small};
    font-size: ${({ theme }) => theme.font.body};
    &.active {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
    &:hover {
      background: ${({ theme }) => theme.colors.background};
    }
    &.active:hover {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  }
`;

interface TabItem {
  to: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  end: boolean;
  badge?: number;
  /** Read after the badge's number by screen readers. */
  badgeSuffix?: (count: number) => string;
  badgeTestId?: string;
}

/**
 * The bottom tab bar (docs/product.md#navigation-and-the-frame); on a desktop the same element is
 * the side navigation. NavLink marks the active tab with `aria-current="page"`.
 */
export function TabBar() {
  const userId = useAtomValue(userIdAtom);
  const unread = useUnreadCount().data ?? 0;
  const due = useDueCount().data ?? 0;
  const tabs: TabItem[] = [
    { to: paths.home(), label: navTexts.home, icon: HomeIcon, end: true },
    { to: paths.search(), label: navTexts.search, icon: SearchIcon, end: true },
    {
      to: paths.bookmarks(),
      label: navTexts.bookmarks,
      icon: BookmarkIcon,
      end: true,
      badge: due,
      badgeSuffix: shellTexts.dueSuffix,
      badgeTestId: 'due-badge',
    },
    { to: paths.chats(), label: navTexts.chats, icon: ChatIcon, end: false, badge: unread },
    { to: paths.profile(userId ?? ''), label: navTexts.profile, icon: UserIcon, end: true },
  ];
  return (
    <Bar id="tab-bar" aria-label={navTexts.mainNavigation}>
      <List>
        {tabs.map(({ to, label, icon: Icon, end, badge, badgeSuffix, badgeTestId }) => (
          <li key={label}>
            <Tab to={to} end={end}>
              <Icon />
              <span>{label}</span>
              {badge ? (
                <Badge data-testid={badgeTestId ?? 'unread-badge'}>
                  {badge > 99 ? '99+' : badge}
                  <VisuallyHidden>
                    {badgeSuffix ? badgeSuffix(badge) : shellTexts.unreadSuffix}
                  </VisuallyHidden>
                </Badge>
              ) : null}
            </Tab>
          </li>
        ))}
      </List>
    </Bar>
  );
}
