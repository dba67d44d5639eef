import { Button, type Profile, styled } from '@kompass/shared';
import { TextField } from '@kompass/shared/text-field';
import { parseAmount } from '@kompass/shared/parse-amount';
import { useState } from 'react';
import { formatActivity, parseActivity, type Activity } from '../../../lib/activity';
import { editTexts } from '../../../texts';
import { useSaveProfile } from '../hooks/use-save-profile';
import { EditSheet, Hint } from './edit-sheet';
import { ImageUpload } from './image-upload';
import { TextAreaField } from './text-area-field';

const ActivitySlot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding-bottom: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** At most 3 traits and 3 everyday activities (docs/product.md#constants). */
const MAX_ENTRIES = 3;

export interface EditFormProps {
  profile: Profile;
  onClose: () => void;
}

export function NameForm({ profile, onClose }: EditFormProps) {
  const [name, setName] = useState(profile.displayName);
  const { save, problem, setProblem, pending } = useSaveProfile(profile, onClose);
  return (
    <EditSheet
      title={editTexts.editName}
      onClose={onClose}
      problem={problem}
      pending={pending}
      onSubmit={() => {
        if (name.trim() === '') setProblem(editTexts.nameRequired);
        else save({ displayName: name.trim() });
      }}
    >
      <TextField
        label={editTexts.nameLabel}
        value={name}
        maxLength={80}
        required
        autoComplete="name"
        onChange={(event) => setName(event.target.value)}
      />
    </EditSheet>
  );
}

export function AboutForm({ profile, onClose }: EditFormProps) {
  const [about, setAbout] = useState(profile.about);
  const { save, problem, pending } = useSaveProfile(profile, onClose);
  return (
    <EditSheet
      title={editTexts.editAbout}
      onClose={onClose}
      problem={problem}
      pending={pending}
      onSubmit={() => save({ about: about.trim() })}
    >
      <TextAreaField
        label={editTexts.aboutLabel}
        value={about}
        maxLength={2000}
        onChange={(event) => setAbout(event.target.value)}
      />
    </EditSheet>
  );
}

interface JobDraft {
  name: string;
  description: string;
  location: string;
  workType: string;
  salary: string;
  imageUrl: string;
}

function salaryText(value: number): string {
  return new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 }).format(value);
}

/** All fields required, salary numeric; the image is optional (docs/product.md#validation). */
export function JobForm({ profile, onClose }: EditFormProps) {
  const job = profile.job;
  const [draft, setDraft] = useState<JobDraft>({
    name: job?.name ?? '',
    description: job?.description ?? '',
    location: job?.location ?? '',
    workType: job?.workType ?? '',
    salary: job ? salaryText(job.yearlySalary) : '',
    imageUrl: job?.imageUrl ?? '',
  });
  const [uploading, setUploading] = useState(false);
  const { save, problem, setProblem, pending } = useSaveProfile(profile, onClose);
  const set = (field: keyof JobDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const submit = () => {
    const { name, description, location, workType, salary, imageUrl } = draft;
    if ([name, description, location, workType, salary].some((value) => value.trim() === '')) {
      setProblem(editTexts.required);
      return;
    }
    const yearlySalary = parseAmount(salary);
    if (yearlySalary === null) {
      setProblem(editTexts.salaryNumeric);
      return;
    }
    save({
      job: {
        name: name.trim(),
        description: description.trim(),
        location: location.trim(),
        workType: workType.trim(),
        yearlySalary,
        imageUrl,
      },
    });
  };

  return (
    <EditSheet
      title={editTexts.editJob}
      onClose={onClose}
      problem={problem}
      pending={pending}
      busy={uploading}
      onSubmit={submit}
    >
      <TextField
        label={editTexts.jobName}
        value={draft.name}
        required
        maxLength={120}
        onChange={(event) => set('name')(event.target.value)}
      />
      <TextAreaField
        label={editTexts.jobDescription}
        value={draft.description}
        required
        maxLength={2000}
        onChange={(event) => set('description')(event.target.value)}
      />
      <TextField
        label={editTexts.jobLocation}
        value={draft.location}
        required
        maxLength={120}
        onChange={(event) => set('location')(event.target.value)}
      />
      <TextField
        label={editTexts.jobWorkType}
        value={draft.workType}
        required
        maxLength={80}
        onChange={(event) => set('workType')(event.target.value)}
      />
      <TextField
        label={editTexts.jobSalary}
        value={draft.salary}
        required
        inputMode="decimal"
        placeholder={editTexts.jobSalaryHint}
        onChange={(event) => set('salary')(event.target.value)}
      />
      <ImageUpload
        label={editTexts.jobImage}
        value={draft.imageUrl}
        onChange={set('imageUrl')}
        onBusyChange={setUploading}
      />
      {job && (
        <Button $variant="danger" disabled={pending} onClick={() => save({ job: null })}>
          {editTexts.removeJob}
        </Button>
      )}
    </EditSheet>
  );
}

function padded<T>(values: T[], empty: T): T[] {
  return [...values, ...Array<T>(MAX_ENTRIES).fill(empty)].slice(0, MAX_ENTRIES);
}

/** Up to three traits; blank entries are dropped on save (docs/product.md#validation). */
export function TraitsForm({ profile, onClose }: EditFormProps) {
  const [traits, setTraits] = useState(() => padded(profile.interests, ''));
  const { save, problem, pending } = useSaveProfile(profile, onClose);
  return (
    <EditSheet
      title={editTexts.editTraits}
      onClose={onClose}
      problem={problem}
      pending={pending}
      onSubmit={() =>
        save({
          interests: traits
            .map((trait) => trait.trim().replace(/^#+/, '').trim())
            .filter((trait) => trait !== ''),
        })
      }
    >
      <Hint>{editTexts.traitsHint}</Hint>
      {traits.map((trait, index) => (
        <TextField
          // The three fields are fixed slots.
          key={index}
          label={editTexts.traitLabel(index + 1)}
          value={trait}
          maxLength={40}
          onChange={(event) => {
            const value = event.target.value;
            setTraits((current) => current.map((old, at) => (at === index ? value : old)));
          }}
        />
      ))}
    </EditSheet>
  );
}

/** Up to three activities, each with text and an optional image (else a placeholder shows). */
export function ActivitiesForm({ profile, onClose }: EditFormProps) {
  const [activities, setActivities] = useState<Activity[]>(() =>
    padded(profile.everydayActivities.map(parseActivity), { image: '', text: '' }),
  );
  const [uploads, setUploads] = useState(0);
  const { save, problem, pending } = useSaveProfile(profile, onClose);
  const change = (index: number, patch: Partial<Activity>) =>
    setActivities((current) =>
      current.map((activity, at) => (at === index ? { ...activity, ...patch } : activity)),
    );
  return (
    <EditSheet
      title={editTexts.editActivities}
      onClose={onClose}
      problem={problem}
      pending={pending}
      busy={uploads > 0}
      onSubmit={() =>
        save({
          everydayActivities: activities
            .filter((activity) => activity.text.trim() !== '' || activity.image !== '')
            .map(formatActivity),
        })
      }
    >
      <Hint>{editTexts.activitiesHint}</Hint>
      {activities.map((activity, index) => (
        // The three rows are fixed slots.
        <ActivitySlot key={index}>
          <TextField
            label={editTexts.activityText(index + 1)}
            value={activity.text}
            maxLength={400}
            onChange={(event) => change(index, { text: event.target.value })}
          />
          <ImageUpload
            label={editTexts.activityImage(index + 1)}
            value={activity.image}
            onChange={(image) => change(index, { image })}
            onBusyChange={(busy) => setUploads((count) => count + (busy ? 1 : -1))}
          />
        </ActivitySlot>
      ))}
    </EditSheet>
  );
}
