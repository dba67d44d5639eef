import { navTexts, styled } from '@kompass/shared';
import type { MouseEvent } from 'react';

const Links = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space(2)};
  left: 50%;
  transform: translateX(-50%);
  z-index: 200;
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Off screen until it has the focus: the first Tab on a page shows it. */
const SkipLink = styled.a`
  position: absolute;
  left: -10000px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-weight: 700;
  white-space: nowrap;
  text-decoration: none;
  &:focus {
    position: static;
  }
`;

/** Focuses an element that is not focusable by itself (`main`), without a tab stop of its own. */
function focusTarget(element: HTMLElement | null, event: MouseEvent) {
  if (!element) return;
  event.preventDefault();
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/** The tab bar's link of the current page, else its first one. */
function currentTab(): HTMLElement | null {
  const bar = document.querySelector<HTMLElement>(`nav[aria-label="${navTexts.mainNavigation}"]`);
  return (
    bar?.querySelector<HTMLElement>('[aria-current="page"]') ?? bar?.querySelector('a') ?? null
  );
}

/**
 * The first two stops of the keyboard on every page with the tab bar: straight to the page's
 * content (its `main`, whichever remote rendered it) or to the tab bar, past everything before.
 */
export function SkipLinks() {
  return (
    <Links>
      <SkipLink
        href="#main-content"
        onClick={(event) =>
          focusTarget(
            document.querySelector<HTMLElement>('#main-content main') ??
              document.getElementById('main-content'),
            event,
          )
        }
      >
        {navTexts.skipToContent}
      </SkipLink>
      <SkipLink href="#tab-bar" onClick={(event) => focusTarget(currentTab(), event)}>
        {navTexts.skipToNavigation}
      </SkipLink>
    </Links>
  );
}
