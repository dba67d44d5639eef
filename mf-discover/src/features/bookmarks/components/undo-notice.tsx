import { Button, styled } from '@kompass/shared';
import { bookmarksTexts } from '../texts';
import type { PendingRemoval } from '../hooks/use-pending-removal';

const Bar = styled.div`
  position: fixed;
  left: 50%;
  bottom: calc(${({ theme }) => theme.tabBarHeight} + ${({ theme }) => theme.space(3)});
  transform: translateX(-50%);
  z-index: 60;
  ${({ theme }) => theme.desktop} {
    left: calc(50% + ${({ theme }) => theme.sideNavWidth} / 2);
    bottom: ${({ theme }) => theme.space(6)};
  }
  width: min(calc(100% - ${({ theme }) => theme.space(8)}), 400px);
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)} ${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Message = styled.span`
  overflow-wrap: break-word;
`;

/**
 * '„…“ entfernt.' with 'Rückgängig' while a removal can be taken back. The live region stays in
 * the page, so screen readers announce each new message.
 */
export function UndoNotice({
  pending,
  onUndone,
}: {
  pending: PendingRemoval;
  onUndone: (id: string) => void;
}) {
  return (
    <div role="status">
      {pending.item ? (
        <Bar>
          <Message>{bookmarksTexts.removed(pending.item.name)}</Message>
          <Button
            $variant="secondary"
            onClick={() => {
              const id = pending.undo();
              if (id) onUndone(id);
            }}
          >
            {bookmarksTexts.undo}
          </Button>
        </Bar>
      ) : null}
    </div>
  );
}
