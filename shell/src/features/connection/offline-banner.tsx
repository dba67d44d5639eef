import { offlineTexts, useOnline, styled } from '@kompass/shared';

/** Calm, not an alarm: above everything at the top, the page still usable below it. */
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
 * Says so while the browser is offline, on every page. Reads and polls pause meanwhile, and
 * writes wait for the connection (query client, chat messages) instead of failing.
 */
export function OfflineBanner() {
  const online = useOnline();
  // The live region stays in the page, so its text is announced when it appears.
  return <div role="status">{!online && <Banner>{offlineTexts.banner}</Banner>}</div>;
}
