import type { Bookmark, Company, Course, EntityType, Job } from '@kompass/shared';

/** A saved item with its type known, so each kind gets its own card. */
export type SavedItem =
  | { id: string; entityType: 'job'; entity: Job }
  | { id: string; entityType: 'company'; entity: Company }
  | { id: string; entityType: 'course'; entity: Course };

export interface SavedGroup {
  entityType: EntityType;
  items: SavedItem[];
}

/** The order of the groups on the page. */
export const groupOrder: readonly EntityType[] = ['job', 'company', 'course'];

function toItem(bookmark: Bookmark): SavedItem {
  // `entityType` says which of the three the embedded entity is (DESIGN §5).
  return { id: bookmark.id, entityType: bookmark.entityType, entity: bookmark.entity } as SavedItem;
}

/**
 * The collection as groups of jobs, companies and courses, in that order, each keeping the
 * collection's order (newest first). Empty groups are left out, and so are bookmarks whose item
 * has gone missing.
 */
export function groupBookmarks(bookmarks: readonly Bookmark[]): SavedGroup[] {
  return groupOrder
    .map((entityType) => ({
      entityType,
      items: bookmarks
        .filter((bookmark) => bookmark.entityType === entityType && bookmark.entity)
        .map(toItem),
    }))
    .filter((group) => group.items.length > 0);
}
