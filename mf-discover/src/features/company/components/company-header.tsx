import { Button, Muted, PageTitle, styled } from '@kompass/shared';
import { EntityImage } from '@kompass/shared/entity-image';
import { lazy, Suspense, useState } from 'react';
import type { CompanyDetails } from '../../../api/get-company';
import { SaveButton } from '../../../components/save-button';
import { commonDiscoverTexts } from '../../../texts';
import { companyTexts } from '../texts';
import { websiteUrl } from '../../../lib/website-url';
import { FollowButton, FollowerCount } from './follow-button';
import { Cluster, Stack } from '@kompass/shared/layout';

// Neither is needed for the first screen: each loads when it is first opened.
const ContactDialog = lazy(() => import('./contact-dialog'));
const WebsiteSheet = lazy(() => import('./website-sheet'));

const Header = styled(Stack).attrs({ as: 'header', $gap: 4 })``;

const Identity = styled.div`
  display: grid;
  grid-template-columns: 88px minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

const Names = styled(Stack).attrs({ $gap: 1 })``;

const Name = styled(PageTitle)`
  overflow-wrap: break-word;
`;

/** Holds its line before the count arrives, so the page below it does not move when it does. */
const FollowerLine = styled(Muted)`
  min-height: 1lh;
`;

const Actions = Cluster;

type Overlay = 'contact' | 'website' | null;

/** Logo, name and industry, and what the user can do: follow, save, get in touch, visit. */
export function CompanyHeader({ company }: { company: CompanyDetails }) {
  const [open, setOpen] = useState<Overlay>(null);
  const close = () => setOpen(null);
  const website = websiteUrl(company.website);
  return (
    <Header>
      <Identity>
        <EntityImage
          src={company.image}
          alt={commonDiscoverTexts.logoOf(company.name)}
          shape="square"
          initialsFrom={company.name}
        />
        <Names>
          <Name translate="no">{company.name}</Name>
          {company.branch && <Muted>{company.branch}</Muted>}
          <FollowerLine aria-live="polite">
            <FollowerCount companyId={company.id} />
          </FollowerLine>
        </Names>
      </Identity>
      <Actions>
        <FollowButton companyId={company.id} />
        <SaveButton entityType="company" entityId={company.id} />
        <Button $variant="secondary" aria-haspopup="dialog" onClick={() => setOpen('contact')}>
          {companyTexts.contact}
        </Button>
        {website && (
          <Button $variant="secondary" aria-haspopup="dialog" onClick={() => setOpen('website')}>
            {companyTexts.website}
          </Button>
        )}
      </Actions>
      <Suspense fallback={null}>
        {open === 'contact' && (
          <ContactDialog contactMethods={company.contactMethods} onClose={close} />
        )}
        {open === 'website' && website && (
          <WebsiteSheet name={company.name} url={website} onClose={close} />
        )}
      </Suspense>
    </Header>
  );
}
