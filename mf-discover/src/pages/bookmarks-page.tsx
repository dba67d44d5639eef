import { Page, PageTitle } from '@kompass/shared';
import { discoverTexts } from '../texts';

/** `/bookmarks` (spec §2). */
export default function BookmarksPage() {
  return (
    <Page>
      <PageTitle>{discoverTexts.bookmarksTitle}</PageTitle>
    </Page>
  );
}
