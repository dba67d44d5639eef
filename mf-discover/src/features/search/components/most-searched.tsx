import { paths, SkeletonBlock, styled } from '@kompass/shared';
import { EntityCard } from '../../../components/entity-card';
import { CardGrid } from '../../../components/section';
import { useDetailsDialog } from '../../../components/use-details-dialog';
import { entityTexts } from '../../../texts';
import { searchTexts } from '../texts';
import { useTopCards } from '../api/get-top-cards';
import { topContentOf, type TopItem } from '../hooks/use-top-content';
import { MOST_SEARCHED_LIMIT } from '../limits';
import { TopSection } from './top-section';

/** Three columns where they leave a title room; two on the narrowest phones. */
const TopGrid = styled(CardGrid)`
  @media (max-width: 399px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * "Meistgesucht" (docs/product.md#search): up to six of the most viewed jobs, companies and
 * courses.
 */
export function MostSearched() {
  const content = topContentOf(useTopCards(), 'all', MOST_SEARCHED_LIMIT);
  const { openJob, openCourse, dialog } = useDetailsDialog();

  function tile(item: TopItem) {
    const kind = entityTexts.singular[item.entityType];
    if (item.entityType === 'company') {
      return (
        <EntityCard
          title={item.entity.name}
          titleIsName
          subtitle={kind}
          image={{ src: item.entity.image, shape: 'square' }}
          target={{ to: paths.company(item.entity.id) }}
        />
      );
    }
    // A job or a course opens its details; the ranking does not say which company offers a course.
    const open =
      item.entityType === 'job' ? () => openJob(item.entity) : () => openCourse(item.entity, null);
    return (
      <EntityCard
        title={item.entity.name}
        subtitle={kind}
        image={{ src: item.entity.imageUrl, shape: 'square' }}
        target={{ onOpen: open }}
      />
    );
  }

  return (
    <>
      <TopSection
        title={searchTexts.mostSearched}
        content={content}
        emptyText={searchTexts.mostSearchedEmpty}
        skeleton={
          <TopGrid $columns={3} as="div">
            {Array.from({ length: MOST_SEARCHED_LIMIT }, (_, index) => (
              <SkeletonBlock key={index} $height="150px" />
            ))}
          </TopGrid>
        }
      >
        {(items) => (
          <TopGrid $columns={3}>
            {items.map((item) => (
              <li key={`${item.entityType}-${item.entity.id}`}>{tile(item)}</li>
            ))}
          </TopGrid>
        )}
      </TopSection>
      {dialog}
    </>
  );
}
