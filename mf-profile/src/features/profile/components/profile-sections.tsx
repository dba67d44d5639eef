import { formatSalary, Muted, type Profile, styled } from '@kompass/shared';
import { EntityImage } from '@kompass/shared/entity-image';
import type { ReactNode } from 'react';
import { parseActivity } from '../../../lib/activity';
import { profileTexts } from '../../../texts';
import { SectionCard, SectionTitle } from '../../../components/section-card';
import { Row } from '@kompass/shared/layout';

const SectionHeader = styled(Row).attrs({ $spread: true })``;

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** A titled card; `action` is the owner's edit button. */
export function ProfileSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <SectionCard aria-label={title}>
      <SectionHeader>
        <SectionTitle>{title}</SectionTitle>
        {action}
      </SectionHeader>
      {children}
    </SectionCard>
  );
}

// Empty sections speak to the owner, who can fill them, and about the person to anyone else.

export function AboutText({ about, isOwn = false }: { about: string; isOwn?: boolean }) {
  if (about.trim()) return <Text>{about}</Text>;
  return <Muted>{isOwn ? profileTexts.noAboutOwn : profileTexts.noAbout}</Muted>;
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const JobName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.body};
`;

/** The job card: name, description, location, work type, salary (de-DE EUR) and image. */
export function JobCard({ job, isOwn = false }: { job: Profile['job']; isOwn?: boolean }) {
  if (!job) return <Muted>{isOwn ? profileTexts.noJobOwn : profileTexts.noJob}</Muted>;
  return (
    <>
      <EntityImage shape="framed" src={job.imageUrl} alt={profileTexts.jobImageOf(job.name)} />
      <JobName>{job.name}</JobName>
      {job.description && <Text>{job.description}</Text>}
      <Facts>
        <dt>{profileTexts.jobLocation}</dt>
        <dd>{job.location}</dd>
        <dt>{profileTexts.jobWorkType}</dt>
        <dd>{job.workType}</dd>
        <dt>{profileTexts.jobSalary}</dt>
        <dd>{formatSalary(job.yearlySalary)}</dd>
      </Facts>
    </>
  );
}

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
    font-weight: 600;
  }
`;

/** Traits as '#trait'. */
export function TraitList({ traits, isOwn = false }: { traits: string[]; isOwn?: boolean }) {
  const shown = traits.filter((trait) => trait.trim() !== '');
  if (shown.length === 0) {
    return <Muted>{isOwn ? profileTexts.noTraitsOwn : profileTexts.noTraits}</Muted>;
  }
  return (
    <Tags>
      {shown.map((trait, index) => (
        <li key={`${index}-${trait}`}>#{trait.trim()}</li>
      ))}
    </Tags>
  );
}

const ActivityGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/** Activities as image + text; the part before the first `|` is the image, never shown as text. */
export function ActivityList({
  activities,
  isOwn = false,
}: {
  activities: string[];
  isOwn?: boolean;
}) {
  const shown = activities.map(parseActivity).filter((activity) => activity.text || activity.image);
  if (shown.length === 0) {
    return <Muted>{isOwn ? profileTexts.noActivitiesOwn : profileTexts.noActivities}</Muted>;
  }
  return (
    <ActivityGrid>
      {shown.map((activity, index) => (
        <li key={`${index}-${activity.text}`}>
          <EntityImage
            shape="framed"
            src={activity.image}
            alt={
              activity.text
                ? profileTexts.activityImageOf(activity.text)
                : profileTexts.activityImage
            }
          />
          <Text>{activity.text}</Text>
        </li>
      ))}
    </ActivityGrid>
  );
}
