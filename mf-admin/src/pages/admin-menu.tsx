import { Link, Muted, Page, PageTitle, Tile, TileGrid, TileIcon, styled } from '@kompass/shared';
import { adminTexts } from '../texts';
import { adminSections } from '../features/menu/admin-sections';

const Icon = styled(TileIcon)`
  color: ${({ theme }) => theme.colors.primary};
`;

/** `/admin`: one tile per admin area. */
export function AdminMenu() {
  return (
    <Page>
      <PageTitle>{adminTexts.menuTitle}</PageTitle>
      <Muted>{adminTexts.menuIntro}</Muted>
      <nav aria-label={adminTexts.menuTitle}>
        <TileGrid>
          {adminSections.map((section) => (
            <Tile key={section.path} as={Link} to={section.href}>
              <Icon name={'icon' in section ? section.icon : 'grid'} />
              {section.title}
            </Tile>
          ))}
        </TileGrid>
      </nav>
    </Page>
  );
}
