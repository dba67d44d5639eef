import { Link, Muted, Page, PageTitle, Tile, TileGrid } from '@kompass/shared';
import styled from 'styled-components';
import { adminTexts } from '../../texts';
import { adminSections } from './admin-sections';

const Emoji = styled.span`
  font-size: 2rem;
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
              <Emoji aria-hidden="true">{section.emoji}</Emoji>
              {section.title}
            </Tile>
          ))}
        </TileGrid>
      </nav>
    </Page>
  );
}
