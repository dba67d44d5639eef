import { Muted, Sheet, styled } from '@kompass/shared';
import { Cluster } from '@kompass/shared/layout';
import { companyTexts } from '../texts';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
`;

const Fallback = styled(Cluster).attrs({ $center: true, $spread: true })`
  font-size: ${({ theme }) => theme.font.small};
`;

const BrowserLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

const Frame = styled.iframe`
  flex: 1;
  width: 100%;
  min-height: 320px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * 'Website aufrufen': the company's site in an in-app browser. Many sites forbid being framed
 * (X-Frame-Options, CSP frame-ancestors) and a page cannot detect that, so the way out to the
 * real browser is always visible. The sandbox keeps the site from navigating the app itself,
 * and without a referrer it does not learn the app's address.
 */
export default function WebsiteSheet({
  name,
  url,
  onClose,
}: {
  name: string;
  /** An http(s) address, checked by `websiteUrl`. */
  url: string;
  onClose: () => void;
}) {
  const title = companyTexts.websiteFrameTitle(name);
  return (
    <Sheet title={title} onClose={onClose}>
      <Layout>
        <Fallback>
          <Muted>{companyTexts.websiteHint}</Muted>
          <BrowserLink href={url} target="_blank" rel="noopener noreferrer">
            {companyTexts.openInBrowser}
          </BrowserLink>
        </Fallback>
        <Frame
          src={url}
          title={title}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="no-referrer"
        />
      </Layout>
    </Sheet>
  );
}
