import { Button, isAdminAtom, Page, PageTitle, paths, ShieldIcon } from '@kompass/shared';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import styled from 'styled-components';
import { discoverTexts } from '../texts';

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

/** `/`: home (spec §2). The header carries the tagline and, for admins only, the Admin button. */
export default function HomePage() {
  const isAdmin = useAtomValue(isAdminAtom);
  return (
    <Page>
      <Header>
        <PageTitle>{discoverTexts.tagline}</PageTitle>
        {isAdmin && (
          <Button as={Link} to={paths.admin()} $variant="secondary">
            <ShieldIcon />
            {discoverTexts.admin}
          </Button>
        )}
      </Header>
    </Page>
  );
}
