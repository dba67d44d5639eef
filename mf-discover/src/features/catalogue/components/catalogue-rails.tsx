import {
  Button,
  ErrorState,
  Muted,
  type Company,
  type Course,
  Skeleton,
  SkeletonBlock,
  styled,
} from '@kompass/shared';
import type { ReactNode } from 'react';
import { useCompanies } from '../../../api/get-companies';
import { useCourses } from '../../../api/get-courses';
import { CompanyCard, CourseCard } from '../../../components/content-cards';
import { ScrollRail } from '../../../components/scroll-rail';
import { Section } from '../../../components/section';
import { commonDiscoverTexts, homeTexts } from '../../../texts';
import { RAIL_SIZE } from '../categories';

const SkeletonRow = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 70%;
  gap: ${({ theme }) => theme.space(3)};
  overflow: hidden;
`;

const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding-bottom: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  > div:not(:first-child) {
    margin-inline: ${({ theme }) => theme.space(3)};
  }
`;

function RailSkeleton() {
  return (
    <Skeleton>
      <SkeletonRow>
        {[0, 1].map((index) => (
          <SkeletonCard key={index}>
            <SkeletonBlock $height="auto" style={{ aspectRatio: '16 / 9' }} />
            <SkeletonBlock $width="75%" />
            <SkeletonBlock $width="50%" $height="0.8rem" />
          </SkeletonCard>
        ))}
      </SkeletonRow>
    </Skeleton>
  );
}

interface RailSectionProps<T> {
  title: string;
  onShowAll: () => void;
  status: 'pending' | 'error' | 'success';
  items: T[];
  errorText: string;
  onRetry: () => void;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  logos?: boolean;
}

/** A titled horizontal list of up to ten cards with its loading, empty and error states. */
function RailSection<T>({
  title,
  onShowAll,
  status,
  items,
  errorText,
  onRetry,
  itemKey,
  renderItem,
  logos = false,
}: RailSectionProps<T>) {
  return (
    <Section
      title={title}
      action={
        <Button
          $variant="ghost"
          aria-haspopup="dialog"
          aria-label={homeTexts.showAllOf(title)}
          onClick={onShowAll}
        >
          {commonDiscoverTexts.showAll}
        </Button>
      }
    >
      {status === 'pending' ? (
        <RailSkeleton />
      ) : status === 'error' ? (
        <ErrorState message={errorText} onRetry={onRetry} />
      ) : items.length === 0 ? (
        <Muted>{homeTexts.railEmpty}</Muted>
      ) : (
        // Logos are square: narrower cards keep them from filling the screen.
        <ScrollRail label={title} cardWidth={logos ? '42%' : undefined}>
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ScrollRail>
      )}
    </Section>
  );
}

/** What a query shows in a rail: a failed reload keeps the cards that were there. */
function railStatus(query: { isPending: boolean; data: unknown }) {
  if (query.isPending) return 'pending';
  return query.data === undefined ? 'error' : 'success';
}

export function CompaniesRail({ onShowAll }: { onShowAll: () => void }) {
  const query = useCompanies('');
  return (
    <RailSection
      title={homeTexts.rails.companies}
      onShowAll={onShowAll}
      status={railStatus(query)}
      items={query.data?.pages[0]?.content.slice(0, RAIL_SIZE) ?? []}
      errorText={homeTexts.railLoadFailed}
      onRetry={() => void query.refetch()}
      itemKey={(company) => company.id}
      renderItem={(company) => <CompanyCard company={company} />}
      logos
    />
  );
}

export function CoursesRail({
  onShowAll,
  onOpen,
}: {
  onShowAll: () => void;
  onOpen: (course: Course, company: Company | null) => void;
}) {
  const query = useCourses();
  return (
    <RailSection
      title={homeTexts.rails.courses}
      onShowAll={onShowAll}
      status={railStatus(query)}
      items={query.data?.slice(0, RAIL_SIZE) ?? []}
      errorText={homeTexts.coursesLoadFailed}
      onRetry={() => void query.refetch()}
      itemKey={({ course }) => course.id}
      renderItem={({ course, company }) => (
        <CourseCard course={course} company={company} onOpen={onOpen} />
      )}
    />
  );
}
