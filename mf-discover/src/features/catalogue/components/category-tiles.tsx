import { Tile, TileGrid, TileIcon, styled } from '@kompass/shared';
import { useId } from 'react';
import { homeTexts } from '../../../texts';
import { categoryIcon, categoryIds, type CategoryId } from '../categories';

/** On a desktop the tiles are one row across both of home's columns; the rails pair up below. */
const Tiles = styled.section`
  ${({ theme }) => theme.desktop} {
    grid-column: 1 / -1;
    ${TileGrid} {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
`;

const Icon = styled(TileIcon)`
  color: ${({ theme }) => theme.colors.primary};
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 400;
`;

function CategoryTile({ id, onOpen }: { id: CategoryId; onOpen: (id: CategoryId) => void }) {
  const hintId = useId();
  return (
    // The name is the category alone; the hint is read once, as its description.
    <Tile aria-haspopup="dialog" aria-describedby={hintId} onClick={() => onOpen(id)}>
      <Icon name={categoryIcon[id]} />
      <span>{homeTexts.categories[id]}</span>
      <Hint id={hintId} aria-hidden="true">
        {homeTexts.categoryHints[id]}
      </Hint>
    </Tile>
  );
}

/** The four categories of home (docs/product.md#home) as a 2×2 grid; each opens its sheet. */
export function CategoryTiles({ onOpen }: { onOpen: (id: CategoryId) => void }) {
  const headingId = useId();
  return (
    <Tiles aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {homeTexts.categoriesLabel}
      </h2>
      <TileGrid>
        {categoryIds.map((id) => (
          <CategoryTile key={id} id={id} onOpen={onOpen} />
        ))}
      </TileGrid>
    </Tiles>
  );
}
