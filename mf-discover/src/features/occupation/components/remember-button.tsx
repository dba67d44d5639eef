import { BookmarkIcon, Button, showAlert } from '@kompass/shared';
import { useCreateBookmark } from '../../../api/create-bookmark';
import { useDeleteBookmark } from '../../../api/delete-bookmark';
import { useBookmarkOf } from '../../../api/get-bookmarks';
import { entityTexts } from '../../../texts';
import { occupationTexts } from '../texts';

/**
 * 'Merken' puts the occupation on the Merkliste, a second press takes it off again: a toggle
 * (`aria-pressed`), so a screen reader hears whether it is on the list.
 */
export function RememberButton({ occupationId }: { occupationId: string }) {
  const { bookmark, isLoading } = useBookmarkOf('occupation', occupationId);
  const create = useCreateBookmark({
    onCreated: () => void showAlert({ message: entityTexts.bookmarked.occupation }),
  });
  const remove = useDeleteBookmark();
  const busy = isLoading || create.isPending || remove.isPending;
  const remembered = Boolean(bookmark);
  return (
    <Button
      $variant={remembered ? 'secondary' : 'primary'}
      aria-pressed={remembered}
      aria-busy={busy}
      onClick={() => {
        // Stays enabled while busy: a disabled button would drop the focus.
        if (busy) return;
        if (bookmark) remove.mutate(bookmark.id);
        else create.mutate({ entityType: 'occupation', entityId: occupationId });
      }}
    >
      <BookmarkIcon />
      {remembered ? occupationTexts.remembered : occupationTexts.remember}
    </Button>
  );
}
