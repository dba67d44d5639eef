import { Button, Link, objectUrl, paths, showAlert, useAppConfig, styled } from '@kompass/shared';
import { useState } from 'react';
import { AdminPage } from '../components/admin-page';
import { ItemCard, ItemText, ItemTitle } from '../components/item-list';
import { ListSearch } from '../components/list-controls';
import { ItemListState } from '../components/list-state';
import { alertFailure } from '../lib/failure';
import { adminTexts } from '../texts';
import { CompanyCreateDialog } from '../features/companies/company-create-dialog';
import { useCompanies, useCreateCompany } from '../features/companies/use-companies';
import { Row as LayoutRow } from '@kompass/shared/layout';

const Row = styled(LayoutRow).attrs({ $gap: 3 })``;

const Logo = styled.img`
  width: 48px;
  height: 48px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.background};
  flex: none;
`;

/** `/admin/companies`: search, create, and a link to each company's own admin page. */
export function CompaniesPage() {
  const config = useAppConfig();
  const [search, setSearch] = useState('');
  const companies = useCompanies(search);
  const create = useCreateCompany();
  const [creating, setCreating] = useState(false);

  const list = (
    <ItemListState
      query={companies}
      errorMessage={adminTexts.companiesLoadFailed}
      emptyTitle={adminTexts.noCompanies}
      label={adminTexts.companies}
      busy={companies.isFetching}
      renderItem={(company) => (
        <ItemCard key={company.id}>
          <Row>
            <Logo src={objectUrl(config, company.image)} alt="" />
            <div>
              <ItemTitle>
                <Link
                  to={paths.adminCompany(company.id)}
                  aria-label={adminTexts.openCompany(company.name)}
                >
                  {company.name}
                </Link>
              </ItemTitle>
              <ItemText>{company.branch}</ItemText>
            </div>
          </Row>
        </ItemCard>
      )}
    />
  );

  return (
    <AdminPage
      title={adminTexts.companies}
      action={<Button onClick={() => setCreating(true)}>{adminTexts.newCompany}</Button>}
    >
      <ListSearch label={adminTexts.searchCompanies} onSearch={setSearch} />
      {list}
      {creating && (
        <CompanyCreateDialog
          onCancel={() => setCreating(false)}
          onSubmit={(company) => {
            setCreating(false);
            create.mutate(company, {
              onSuccess: () => void showAlert({ message: adminTexts.companyCreated(company.name) }),
              onError: (error) => void alertFailure(adminTexts.companyCreateFailed, error),
            });
          }}
        />
      )}
    </AdminPage>
  );
}
