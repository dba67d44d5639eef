import { Button, type BookmarkStatus, styled } from '@kompass/shared';
import { useEffect } from 'react';
import { useUpdateBookmark } from '../../../api/update-bookmark';
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

/** A status change made with one tap ('Weiter: Beworben'), which 'Rückgängig' takes back. */
export interface StatusMove {
  id: string;
  name: string;
  from: BookmarkStatus;
  to: BookmarkStatus;
}

/** How long 'Rückgängig' stays after a status change: long enough to notice a slip. */
const MOVE_UNDO_MS = 8000;

/** '„…“ steht jetzt bei „Beworben“.' with 'Rückgängig', which sets the earlier status again. */
export function MoveUndoNotice({ move, onDone }: { move: StatusMove | null; onDone: () => void }) {
  const update = useUpdateBookmark();
  useEffect(() => {
    if (!move) return;
    const timer = setTimeout(onDone, MOVE_UNDO_MS);
    return () => clearTimeout(timer);
  }, [move, onDone]);
  return (
    <div role="status">
      {move ? (
        <Bar>
          <Message>{bookmarksTexts.moved(move.name, bookmarksTexts.statuses[move.to])}</Message>
          <Button
            $variant="secondary"
            disabled={update.isPending}
            onClick={() =>
              update.mutate({ id: move.id, changes: { status: move.from } }, { onSuccess: onDone })
            }
          >
            {bookmarksTexts.undo}
          </Button>
        </Bar>
      ) : null}
    </div>
  );
}
