import { SkeletonBlock } from '@kompass/shared';
import { JobCard } from '../../../components/content-cards';
import { CardList } from '../../../components/section';
import { useDetailsDialog } from '../../../components/use-details-dialog';
import { searchTexts } from '../texts';
import { useTopCards } from '../api/get-top-cards';
import { topContentOf } from '../hooks/use-top-content';
import { POPULAR_JOBS_LIMIT } from '../limits';
import { TopSection } from './top-section';

/**
 * "Beliebte Jobs" (docs/product.md#search): the three most viewed jobs, each opening its details.
 */
export function PopularJobs() {
  const content = topContentOf(useTopCards(), 'job', POPULAR_JOBS_LIMIT);
  const { openJob, dialog } = useDetailsDialog();
  return (
    <>
      <TopSection
        title={searchTexts.popularJobs}
        content={content}
        emptyText={searchTexts.popularJobsEmpty}
        skeleton={
          <CardList as="div">
            {Array.from({ length: POPULAR_JOBS_LIMIT }, (_, index) => (
              <SkeletonBlock key={index} $height="90px" />
            ))}
          </CardList>
        }
      >
        {(items) => (
          <CardList>
            {items.flatMap((item) =>
              item.entityType === 'job'
                ? [
                    <li key={item.entity.id}>
                      <JobCard job={item.entity} onOpen={openJob} layout="row" />
                    </li>,
                  ]
                : [],
            )}
          </CardList>
        )}
      </TopSection>
      {dialog}
    </>
  );
}
