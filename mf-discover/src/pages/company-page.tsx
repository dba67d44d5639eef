import { Page, PageTitle } from '@kompass/shared';
import { discoverTexts } from '../texts';

/** `/company/{id}` (spec §2). */
export default function CompanyPage() {
  return (
    <Page>
      <PageTitle>{discoverTexts.companyTitle}</PageTitle>
    </Page>
  );
}
