import {
  forgetOfflineStand,
  formatStand,
  offlineInsetProperty,
  offlineStandAtom,
  offlineTexts,
  useOnline,
  styled,
} from '@kompass/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Calm, not an alarm: above everything at the top, the page still usable below it (the page
 * column and headers stuck to the top move down by its height, `offlineInset`).
 */
const Banner = styled.p`
  position: fixed;
  top: 0;
  left: 50%;
  transform: translateX(-50%);
  z-index: 150;
  width: min(100%, ${({ theme }) => theme.maxWidth});
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.small};
  text-align: center;
`;

/**
 * Says so while the browser is offline, on every page, with the age of what the page shows when
 * it came from the service worker's cache ('Stand: heute, 14:05'). Reads and polls pause
 * meanwhile, and writes wait for the connection (docs/offline.md) instead of failing.
 */
export function OfflineBanner() {
  const online = useOnline();
  const stand = useAtomValue(offlineStandAtom);
  // Back online, the pages load afresh: the age no longer applies.
  useEffect(() => {
    if (online) forgetOfflineStand();
  }, [online]);
  const banner = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = document.documentElement.style;
    const note = () => root.setProperty(offlineInsetProperty, `${element.offsetHeight}px`);
    note();
    // The text wraps differently as the width changes, and the stand is added later (every
    // browser observes sizes; the component tests' document does not).
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(note);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(offlineInsetProperty);
    };
  }, [online]);
  // The live region stays in the page, so its text is announced when it appears.
  return (
    <div role="status">
      {!online && (
        <Banner ref={banner}>
          {offlineTexts.banner}
          {stand && ` ${formatStand(stand)}`}
        </Banner>
      )}
    </div>
  );
}
