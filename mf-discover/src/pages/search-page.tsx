import { Page, PageTitle } from '@kompass/shared';
import { discoverTexts } from '../texts';

/** `/search` (spec §2). */
export default function SearchPage() {
  return (
    <Page>
      <PageTitle>{discoverTexts.searchTitle}</PageTitle>
    </Page>
  );
}
