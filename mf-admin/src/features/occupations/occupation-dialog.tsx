import { type NewOccupation, type OccupationDetail } from '@kompass/shared';
import { Input } from '@kompass/shared/text-field';
import { useState } from 'react';
import { AdminDialog } from '../../components/admin-dialog';
import { FieldLabel, FormFields, MultilineInput } from '../../components/form-parts';
import { adminTexts } from '../../texts';
import { occupationAdminTexts as texts } from './texts';

/** The kinds, as the contract names them, in the admin's words. */
const kinds: { value: NewOccupation['kind']; label: string }[] = [
  { value: 'dual', label: 'Duale Ausbildung' },
  { value: 'schulisch', label: 'Schulische Ausbildung' },
  { value: 'studium', label: 'Studium' },
  { value: 'duales-studium', label: 'Duales Studium' },
];

type Field =
  'name' | 'kldb' | 'durationMonths' | 'school' | 'riasec' | 'summary' | 'specialisations';

function initialValues(occupation: OccupationDetail | undefined): Record<Field, string> {
  return {
    name: occupation?.name ?? '',
    kldb: occupation?.kldb ?? '',
    durationMonths: occupation?.durationMonths?.toString() ?? '',
    school: occupation?.school ?? '',
    riasec: occupation?.riasec ?? '',
    summary: occupation?.summary ?? '',
    specialisations: occupation?.specialisations.join('\n') ?? '',
  };
}

/** The form's values as the API takes them; a blank optional field is sent as null. */
function toNewOccupation(
  values: Record<Field, string>,
  kind: NewOccupation['kind'],
  kept: OccupationDetail | undefined,
): NewOccupation | string {
  const text = (value: string) => value.trim() || null;
  if (!values.name.trim() || !values.kldb.trim()) return texts.missing;
  const duration = values.durationMonths.trim();
  if (duration !== '' && !/^\d{1,3}$/.test(duration)) return texts.duration;
  return {
    name: values.name.trim(),
    kind,
    kldb: values.kldb.trim(),
    durationMonths: duration === '' ? null : Number(duration),
    school: text(values.school),
    riasec: text(values.riasec.toUpperCase()),
    summary: text(values.summary),
    specialisations: values.specialisations
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    // Not in this form: kept as they are.
    ...(kept
      ? { regulationYear: kept.regulationYear, synonyms: kept.synonyms, topics: kept.topics }
      : {}),
  } as NewOccupation;
}

/**
 * Creating or changing an occupation. Name, kind and KldB code are needed; what the server
 * refuses (a code of the wrong shape, a name taken) is told under the fields in its words, and
 * the typed values stay.
 */
export function OccupationDialog({
  occupation,
  problem: serverProblem,
  onSubmit,
  onCancel,
}: {
  /** The occupation to change; none to create one. */
  occupation?: OccupationDetail;
  problem: string | null;
  onSubmit: (occupation: NewOccupation) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(() => initialValues(occupation));
  const [kind, setKind] = useState<NewOccupation['kind']>(occupation?.kind ?? 'dual');
  const [problem, setProblem] = useState<string | null>(null);
  const field = (name: Field) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const submit = () => {
    const result = toNewOccupation(values, kind, occupation);
    if (typeof result === 'string') {
      setProblem(result);
      return;
    }
    setProblem(null);
    onSubmit(result);
  };
  return (
    <AdminDialog
      title={occupation ? texts.editOccupation(occupation.name) : texts.newOccupation}
      actionLabel={occupation ? adminTexts.save : adminTexts.create}
      problem={problem ?? serverProblem}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <FormFields>
        <FieldLabel>
          {texts.fields.name}
          <Input required {...field('name')} />
        </FieldLabel>
        <FieldLabel>
          {texts.fields.kind}
          <Input
            as="select"
            value={kind}
            onChange={(event: { target: { value: string } }) =>
              setKind(event.target.value as NewOccupation['kind'])
            }
          >
            {kinds.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Input>
        </FieldLabel>
        <FieldLabel>
          {texts.fields.kldb}
          <Input required inputMode="numeric" {...field('kldb')} />
        </FieldLabel>
        <FieldLabel>
          {texts.fields.durationMonths}
          <Input inputMode="numeric" {...field('durationMonths')} />
        </FieldLabel>
        <FieldLabel>
          {texts.fields.school}
          <Input {...field('school')} />
        </FieldLabel>
        <FieldLabel>
          {texts.fields.riasec}
          <Input {...field('riasec')} />
        </FieldLabel>
        <FieldLabel>
          {texts.fields.summary}
          <MultilineInput {...field('summary')} />
        </FieldLabel>
        <FieldLabel>
          {texts.fields.specialisations}
          <MultilineInput {...field('specialisations')} />
        </FieldLabel>
      </FormFields>
    </AdminDialog>
  );
}
