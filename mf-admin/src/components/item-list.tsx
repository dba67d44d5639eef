import { Button, Card, styled } from '@kompass/shared';
import { StackList } from '@kompass/shared/stack-list';
import { adminTexts } from '../texts';
import { Cluster } from '@kompass/shared/layout';

/** A plain list of admin items; each item a card with its text and its actions. */
export const ItemList = StackList;

export const ItemCard = styled(Card).attrs({ as: 'li' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

export const ItemTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.body};
  overflow-wrap: break-word;
`;

export const ItemText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: break-word;
  white-space: pre-line;
`;

export const ItemActions = Cluster;

/** 'Löschen' for one item of a list; its accessible name says which one. */
export function DeleteItemButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button $variant="danger" aria-label={`${adminTexts.delete}: ${name}`} onClick={onClick}>
      {adminTexts.delete}
    </Button>
  );
}
