import { BookmarkIcon, Button, showAlert, type EntityType } from '@kompass/shared';
import { useCreateBookmark } from '../api/create-bookmark';
import { useBookmarkOf } from '../api/get-bookmarks';
import { commonDiscoverTexts, entityTexts } from '../texts';

/**
 * Saves a job, company or course to the user's collection
 * (docs/product.md#details-of-jobs-courses-and-companies). Disabled once saved, also for items
 * saved earlier; a 201 is confirmed with an alert.
 */
export function SaveButton({ entityType, entityId }: { entityType: EntityType; entityId: string }) {
  const { bookmark, isLoading } = useBookmarkOf(entityType, entityId);
  const create = useCreateBookmark({
    onCreated: (created) => void showAlert({ message: entityTexts.bookmarked[created.entityType] }),
  });
  const saved = Boolean(bookmark) || create.isSuccess;
  return (
    <Button
      $variant={saved ? 'secondary' : 'primary'}
      disabled={saved || isLoading || create.isPending}
      onClick={() => create.mutate({ entityType, entityId })}
    >
      <BookmarkIcon />
      {saved
        ? commonDiscoverTexts.saved
        : create.isPending
          ? commonDiscoverTexts.saving
          : commonDiscoverTexts.save}
    </Button>
  );
}
