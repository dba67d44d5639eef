import { Page, useParams } from '@kompass/shared';
import { CompanyProfile } from '../features/company/components/company-profile';

/**
 * `/company/{id}` (docs/product.md#company): logo, name, industry, follow, contact, website, jobs
 * and courses.
 */
export default function CompanyPage() {
  const { id = '' } = useParams();
  // A new id is a new company: no dialog or sheet of the previous one stays open.
  return (
    <Page>
      <CompanyProfile key={id} companyId={id} />
    </Page>
  );
}
