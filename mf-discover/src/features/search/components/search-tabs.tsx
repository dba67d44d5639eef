import { styled, keyframes } from '@kompass/shared';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { searchTexts } from '../texts';
import { searchTabs, type SearchTab } from '../lib/search-state';

/** The fade at an edge where more tabs are: right at the start, left at the end, both between. */
const tabListFade = keyframes`
  from { mask-image: linear-gradient(to left, transparent, #000 24px); }
  50% { mask-image: linear-gradient(to left, transparent, #000 24px, #000 calc(100% - 24px), transparent); }
  to { mask-image: linear-gradient(to right, transparent, #000 24px); }
`;

// Six tabs share a phone's width. Each shows its short label with its number of hits under it,
// so that they fit side by side on most phones; should they not (a large font setting), the
// strip scrolls sideways, and a fade at the edge shows that there is more.
const TabList = styled.div`
  display: flex;
  /* The whole width of the sheet, not only its padded content: room for six tabs. */
  margin: ${({ theme }) => `0 -${theme.space(4)}`};
  padding: ${({ theme }) => `0 ${theme.space(1)}`};
  overflow-x: auto;
  scrollbar-width: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @supports (animation-timeline: scroll()) {
    animation: ${tabListFade} linear both;
    animation-timeline: scroll(self inline);
  }
`;

const Tab = styled.button.attrs({ type: 'button' })`
  flex: 1 0 auto;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  white-space: nowrap;
  min-height: 52px;
  padding: ${({ theme }) => `${theme.space(1)} 1px`};
  /* A step under the small text: six labels side by side on a 360 px phone. */
  font-size: 0.8125rem;
  border: none;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  cursor: pointer;
  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Count = styled.span`
  font-weight: 400;
  font-variant-numeric: tabular-nums;
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(4)};
  &[hidden] {
    display: none;
  }
`;

/** Ids that tie each tab to its panel. */
export function useTabIds() {
  const base = useId();
  return {
    tab: (tab: SearchTab) => `${base}tab-${tab}`,
    panel: (tab: SearchTab) => `${base}panel-${tab}`,
  };
}

type TabIds = ReturnType<typeof useTabIds>;

/** Arrow keys step through the tabs (wrapping), Home and End jump to the first and last. */
function targetIndex(key: string, current: number): number | undefined {
  const last = searchTabs.length - 1;
  switch (key) {
    case 'ArrowRight':
      return current === last ? 0 : current + 1;
    case 'ArrowLeft':
      return current === 0 ? last : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}

/**
 * The tabs Alle, Berufe, Jobs, Studium, Unternehmen, Benutzer as a WAI-ARIA tablist: one tab stop (roving tabindex),
 * and a tab reached with the keyboard is selected at once — its results are what the user
 * wants to see, and they load in the background anyway.
 */
export function SearchTabs({
  active,
  onChange,
  ids,
  counts = {},
}: {
  active: SearchTab;
  onChange: (tab: SearchTab) => void;
  ids: TabIds;
  /** Hits per tab for the current query; a tab without a number shows none. */
  counts?: Partial<Record<SearchTab, number>>;
}) {
  const tabRefs = useRef(new Map<SearchTab, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // From the tab that has the focus (a click may have focused one and a search changed it).
    const focused = searchTabs.find((tab) => tabRefs.current.get(tab) === event.target);
    const index = targetIndex(event.key, searchTabs.indexOf(focused ?? active));
    if (index === undefined) return;
    event.preventDefault();
    const tab = searchTabs[index]!;
    onChange(tab);
    tabRefs.current.get(tab)?.focus();
  }

  return (
    <TabList role="tablist" aria-label={searchTexts.tabsLabel} onKeyDown={onKeyDown}>
      {searchTabs.map((tab) => (
        <Tab
          key={tab}
          ref={(element) => {
            if (element) tabRefs.current.set(tab, element);
            else tabRefs.current.delete(tab);
          }}
          role="tab"
          id={ids.tab(tab)}
          aria-selected={tab === active}
          aria-controls={ids.panel(tab)}
          tabIndex={tab === active ? 0 : -1}
          onClick={() => onChange(tab)}
        >
          <span>{searchTexts.tabs[tab]}</span>
          {/* The name is the visible text plus a hidden word, 'Jobs 3 Treffer': a speech user
              says what they see, a screen reader hears what the number means. */}
          {counts[tab] !== undefined && (
            <Count>
              {` ${counts[tab]} `}
              <span className="visually-hidden">{searchTexts.hits}</span>
            </Count>
          )}
        </Tab>
      ))}
    </TabList>
  );
}

/** The region a tab shows; the inactive ones stay in the DOM (hidden) for `aria-controls`. */
export function TabPanel({
  tab,
  active,
  ids,
  children,
}: {
  tab: SearchTab;
  active: SearchTab;
  ids: TabIds;
  children?: ReactNode;
}) {
  return (
    <Panel
      role="tabpanel"
      id={ids.panel(tab)}
      aria-labelledby={ids.tab(tab)}
      hidden={tab !== active}
      // Reachable with Tab even while it holds only a hint (WAI-ARIA tabs pattern).
      tabIndex={0}
    >
      {tab === active && children}
    </Panel>
  );
}
