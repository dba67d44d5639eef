import { Page } from '@kompass/shared';
import { SavedCollection } from '../features/bookmarks/components/saved-collection';

/**
 * `/bookmarks` (docs/product.md#bookmarks-merkliste): 'Meine Sammlung auf einen Blick', saved items
 * with 'Entfernen'.
 */
export default function BookmarksPage() {
  return (
    <Page>
      <SavedCollection />
    </Page>
  );
}
