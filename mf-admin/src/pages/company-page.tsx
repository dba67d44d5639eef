import {
  Button,
  NotFoundState,
  Page,
  paths,
  QueryState,
  useParams,
  useNavigate,
  styled,
} from '@kompass/shared';
import { PageHeader } from '@kompass/shared/page-header';
import { useState } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ImageUpload } from '../components/image-upload';
import { ListSkeleton } from '../components/list-skeleton';
import { PromptDialog } from '../components/prompt-dialog';
import { alertFailure } from '../lib/failure';
import { adminTexts } from '../texts';
import { CompanyEntries } from '../features/companies/company-entries';
import type { CompanyColumn, CompanyRow } from '../features/companies/company-statements';
import {
  useCompany,
  useDeleteCompany,
  useUpdateCompany,
} from '../features/companies/use-companies';

const Fields = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  div {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.space(1)};
  }
  dt {
    font-weight: 600;
    grid-column: 1 / -1;
  }
  dd {
    margin: 0;
    overflow-wrap: break-word;
    white-space: pre-line;
  }
`;

const textColumns: {
  column: Exclude<CompanyColumn, 'image'>;
  label: string;
  multiline?: boolean;
}[] = [
  { column: 'name', label: adminTexts.companyName },
  { column: 'branch', label: adminTexts.branch },
  { column: 'website', label: adminTexts.website },
  { column: 'location', label: adminTexts.location },
  { column: 'about', label: adminTexts.about, multiline: true },
  { column: 'contact_methods', label: adminTexts.contactMethods, multiline: true },
];

function CompanyDetails({ company }: { company: CompanyRow }) {
  const navigate = useNavigate();
  const update = useUpdateCompany(company.id);
  const remove = useDeleteCompany();
  const [editing, setEditing] = useState<(typeof textColumns)[number] | null>(null);
  const [deleting, setDeleting] = useState(false);
  const change = (column: CompanyColumn, value: string) =>
    update.mutate(
      { column, value },
      { onError: (error) => void alertFailure(adminTexts.valueChangeFailed, error) },
    );

  return (
    <>
      <Fields>
        <div>
          <dt>{adminTexts.logo}</dt>
          <dd>
            <ImageUpload
              label={adminTexts.logo}
              value={company.image}
              onUploaded={(objectName) => change('image', objectName)}
            />
          </dd>
        </div>
        {textColumns.map((field) => (
          <div key={field.column}>
            <dt>{field.label}</dt>
            <dd>{company[field.column]}</dd>
            <dd>
              <Button
                $variant="ghost"
                aria-label={adminTexts.editField(field.label)}
                onClick={() => setEditing(field)}
              >
                {adminTexts.edit}
              </Button>
            </dd>
          </div>
        ))}
      </Fields>
      <CompanyEntries kind="job" companyId={company.id} />
      <CompanyEntries kind="course" companyId={company.id} />
      <div>
        <Button $variant="danger" onClick={() => setDeleting(true)}>
          {adminTexts.deleteCompany}
        </Button>
      </div>
      {editing && (
        <PromptDialog
          title={adminTexts.editValue(editing.label)}
          label={editing.label}
          multiline={editing.multiline}
          type={editing.column === 'website' ? 'url' : 'text'}
          initial={company[editing.column]}
          onCancel={() => setEditing(null)}
          onAnswer={(value) => {
            setEditing(null);
            change(editing.column, value);
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          message={adminTexts.confirmDeleteCompany(company.name)}
          onClose={() => setDeleting(false)}
          onConfirm={() => {
            remove.mutateAsync(company.id).then(
              () => navigate(paths.adminCompanies()),
              (error: unknown) => alertFailure(adminTexts.companyDeleteFailed, error),
            );
          }}
        />
      )}
    </>
  );
}

/** `/admin/companies/{id}`: every field edited in place, the logo by upload, jobs and courses. */
export function CompanyPage() {
  const { companyId = '' } = useParams();
  const company = useCompany(companyId);
  return (
    <Page>
      <PageHeader
        title={company.data?.name}
        back={{ to: paths.adminCompanies(), label: adminTexts.backToCompanies }}
      />
      <QueryState
        query={company}
        errorMessage={adminTexts.companyLoadFailed}
        loading={<ListSkeleton rows={3} />}
        // The way back is in the header already.
        empty={<NotFoundState title={adminTexts.companyLoadFailed} action={null} />}
        isEmpty={(found) => found === null}
      >
        {(found) => found && <CompanyDetails company={found} />}
      </QueryState>
    </Page>
  );
}
