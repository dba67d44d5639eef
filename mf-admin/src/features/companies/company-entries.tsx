import { Button, EmptyState, QueryState, type JobRequirement } from '@kompass/shared';
import { jobRequirements } from '@kompass/shared/job-terms';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormDialog, type FormField } from '../../components/form-dialog';
import {
  ItemActions,
  ItemCard,
  ItemList,
  ItemText,
  ItemTitle,
  DeleteItemButton,
} from '../../components/item-list';
import { ListSkeleton } from '../../components/list-skeleton';
import { alertFailure } from '../../lib/failure';
import { codeOf, wordsOf } from '../../lib/interest-words';
import { adminTexts } from '../../texts';
import type { CourseRow, JobRow, Kind } from './company-statements';
import {
  useAddEntry,
  useCompanyCourses,
  useCompanyJobs,
  useRemoveEntry,
  useUpdateEntry,
  type Entry,
} from './use-companies';

/** In words; 'automatisch' leaves the letters to the database (inferred from the words). */
const interestField: FormField = {
  name: 'interest_code',
  label: adminTexts.interests,
  hint: adminTexts.interestsHint,
};

/** The code the form's words stand for; '' for 'automatisch'. */
function interestCodeOf(values: Record<string, string>): string {
  const text = (values.interest_code ?? '').trim();
  if (text.toLowerCase() === adminTexts.interestsAutomatic) return '';
  const parsed = codeOf(text);
  return 'code' in parsed ? parsed.code : '';
}

function interestProblem(values: Record<string, string>): string | null {
  const text = (values.interest_code ?? '').trim();
  if (text.toLowerCase() === adminTexts.interestsAutomatic) return null;
  const parsed = codeOf(text);
  return 'problem' in parsed ? parsed.problem : null;
}

/** The contract's values, in words; a new job is open to school leavers. */
const requiresField: FormField = {
  name: 'requires',
  label: adminTexts.requires,
  hint: adminTexts.requiresHint,
  type: 'choice',
  options: jobRequirements.map((value) => ({ value, label: adminTexts.requiresValue[value] })),
};

function isRequirement(value: string | undefined): value is JobRequirement {
  return (jobRequirements as readonly string[]).includes(value ?? '');
}

function jobProblem(values: Record<string, string>): string | null {
  return (
    interestProblem(values) ?? (isRequirement(values.requires) ? null : adminTexts.requiresUnknown)
  );
}

const jobFields: readonly FormField[] = [
  { name: 'name', label: adminTexts.jobName },
  { name: 'description', label: adminTexts.description, multiline: true },
  { name: 'location', label: adminTexts.location },
  { name: 'work_type', label: adminTexts.workType },
  { name: 'yearly_salary', label: adminTexts.yearlySalary, type: 'amount' },
  { name: 'image_url', label: adminTexts.image, type: 'image' },
  interestField,
  requiresField,
];

const courseFields: readonly FormField[] = [
  { name: 'name', label: adminTexts.jobName },
  { name: 'description', label: adminTexts.description, multiline: true },
  { name: 'image_url', label: adminTexts.image, type: 'image' },
  interestField,
];

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

const texts = {
  job: {
    title: adminTexts.jobs,
    empty: adminTexts.noJobs,
    add: adminTexts.newJob,
    createFailed: adminTexts.jobCreateFailed,
    changeFailed: adminTexts.valueChangeFailed,
    deleteFailed: adminTexts.jobDeleteFailed,
    confirmDelete: adminTexts.confirmDeleteJob,
  },
  course: {
    title: adminTexts.courses,
    empty: adminTexts.noCourses,
    add: adminTexts.newCourse,
    createFailed: adminTexts.courseCreateFailed,
    changeFailed: adminTexts.valueChangeFailed,
    deleteFailed: adminTexts.courseDeleteFailed,
    confirmDelete: adminTexts.confirmDeleteCourse,
  },
} as const;

function entryOf(kind: Kind, values: Record<string, string>): Entry {
  const base = {
    name: values.name ?? '',
    description: values.description ?? '',
    image_url: values.image_url ?? '',
    interest_code: interestCodeOf(values),
  };
  if (kind === 'course') return { kind, values: base };
  return {
    kind,
    values: {
      ...base,
      location: values.location ?? '',
      work_type: values.work_type ?? '',
      yearly_salary: Number(values.yearly_salary),
      requires: isRequirement(values.requires) ? values.requires : 'keine',
    },
  };
}

type Row = JobRow | CourseRow;

/** The jobs or the courses of one company: add, edit and remove (with confirmation). */
export function CompanyEntries({ kind, companyId }: { kind: Kind; companyId: string }) {
  const jobs = useCompanyJobs(companyId);
  const courses = useCompanyCourses(companyId);
  const query = kind === 'job' ? jobs : courses;
  const add = useAddEntry(companyId);
  const update = useUpdateEntry();
  const removeEntry = useRemoveEntry();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const text = texts[kind];
  const fields = kind === 'job' ? jobFields : courseFields;
  const headingId = `${kind}-entries`;

  return (
    <section aria-labelledby={headingId}>
      <ItemActions style={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <h2 id={headingId}>{text.title}</h2>
        <Button $variant="secondary" onClick={() => setAdding(true)}>
          {text.add}
        </Button>
      </ItemActions>
      <QueryState<Row[]>
        query={query}
        errorMessage={adminTexts.loadError}
        loading={<ListSkeleton />}
        empty={<EmptyState title={text.empty} />}
      >
        {(rows: Row[]) => (
          <ItemList aria-label={text.title}>
            {rows.map((row) => (
              <ItemCard key={row.id}>
                <ItemTitle as="h3">{row.name}</ItemTitle>
                <ItemText>{row.description}</ItemText>
                <ItemText>{adminTexts.interestsOf(wordsOf(row.interest_code))}</ItemText>
                {'location' in row && (
                  <ItemText>
                    {[row.location, row.work_type, euro.format(Number(row.yearly_salary))].join(
                      ' · ',
                    )}
                  </ItemText>
                )}
                {'requires' in row && isRequirement(row.requires) && (
                  <ItemText>
                    {adminTexts.requiresOf(adminTexts.requiresValue[row.requires])}
                  </ItemText>
                )}
                <ItemActions>
                  <Button
                    $variant="secondary"
                    aria-label={`${adminTexts.edit}: ${row.name}`}
                    onClick={() => setEditing(row)}
                  >
                    {adminTexts.edit}
                  </Button>
                  <DeleteItemButton name={row.name} onClick={() => setDeleting(row)} />
                </ItemActions>
              </ItemCard>
            ))}
          </ItemList>
        )}
      </QueryState>
      {adding && (
        <FormDialog
          title={text.add}
          fields={fields}
          validate={kind === 'job' ? jobProblem : interestProblem}
          initial={{ interest_code: adminTexts.interestsAutomatic, requires: 'keine' }}
          submitLabel={adminTexts.create}
          onCancel={() => setAdding(false)}
          onSubmit={(values) => {
            setAdding(false);
            add.mutate(entryOf(kind, values), {
              onError: (error) => void alertFailure(text.createFailed, error),
            });
          }}
        />
      )}
      {editing && (
        <FormDialog
          title={`${adminTexts.edit}: ${editing.name}`}
          fields={fields}
          initial={{
            ...Object.fromEntries(
              Object.entries(editing).map(([key, value]) => [key, String(value ?? '')]),
            ),
            interest_code: wordsOf(editing.interest_code),
          }}
          validate={kind === 'job' ? jobProblem : interestProblem}
          onCancel={() => setEditing(null)}
          onSubmit={(values) => {
            setEditing(null);
            update.mutate(
              { id: editing.id, entry: entryOf(kind, values) },
              { onError: (error) => void alertFailure(text.changeFailed, error) },
            );
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          message={text.confirmDelete(deleting.name)}
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            removeEntry.mutate(
              { kind, id: deleting.id },
              { onError: (error) => void alertFailure(text.deleteFailed, error) },
            );
          }}
        />
      )}
    </section>
  );
}
