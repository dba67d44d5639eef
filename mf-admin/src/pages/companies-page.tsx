import {
  Button,
  QueryState,
  EmptyState,
  Input,
  Link,
  objectUrl,
  paths,
  showAlert,
  useAppConfig,
  styled,
} from '@kompass/shared';
import { useState, type FormEvent } from 'react';
import { AdminPage } from '../components/admin-page';
import { ItemCard, ItemList, ItemText, ItemTitle } from '../components/item-list';
import { ListSkeleton } from '../components/list-skeleton';
import { alertFailure } from '../lib/failure';
import { adminTexts } from '../texts';
import { CompanyCreateDialog } from '../features/companies/company-create-dialog';
import { useCompanies, useCreateCompany } from '../features/companies/use-companies';

const SearchForm = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  & > input {
    flex: 1;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

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
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const companies = useCompanies(search);
  const create = useCreateCompany();
  const [creating, setCreating] = useState(false);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };

  const list = (
    <QueryState
      query={companies}
      errorMessage={adminTexts.companiesLoadFailed}
      loading={<ListSkeleton />}
      empty={<EmptyState title={adminTexts.noCompanies} />}
    >
      {(rows) => (
        <ItemList aria-label={adminTexts.companies} aria-busy={companies.isFetching}>
          {rows.map((company) => (
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
          ))}
        </ItemList>
      )}
    </QueryState>
  );

  return (
    <AdminPage
      title={adminTexts.companies}
      action={<Button onClick={() => setCreating(true)}>{adminTexts.newCompany}</Button>}
    >
      <SearchForm role="search" onSubmit={submitSearch}>
        <Input
          type="search"
          aria-label={adminTexts.searchCompanies}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">{adminTexts.search}</Button>
      </SearchForm>
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
