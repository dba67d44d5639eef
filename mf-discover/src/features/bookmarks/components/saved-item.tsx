import { Button } from '@kompass/shared';
import styled from 'styled-components';
import { useDeleteBookmark } from '../../../api/delete-bookmark';
import { CompanyCard, CourseCard, JobCard } from '../../../components/content-cards';
import type { DetailsDialogControl } from '../../../components/use-details-dialog';
import { bookmarksTexts } from '../../../texts';
import type { SavedItem as Item } from '../lib/group-bookmarks';

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const RemoveButton = styled(Button)`
  padding-inline: ${({ theme }) => theme.space(3)};
`;

/** Finds the remove buttons (`data-remove-bookmark`), so focus can move on after a removal. */
export const removeButtonSelector = '[data-remove-bookmark]';

function Card({ item, details }: { item: Item; details: DetailsDialogControl }) {
  switch (item.entityType) {
    case 'job':
      return <JobCard job={item.entity} onOpen={details.openJob} layout="row" />;
    case 'company':
      return <CompanyCard company={item.entity} layout="row" />;
    case 'course':
      // The bookmark embeds the course alone; the popup loads its details.
      return (
        <CourseCard
          course={item.entity}
          onOpen={(course) => details.openCourse(course, null)}
          layout="row"
        />
      );
  }
}

/**
 * One saved item: its card (jobs and courses open the details popup, a company its page) and
 * 'Entfernen'. The button stays disabled until the collection has reloaded without the item.
 */
export function SavedItem({
  item,
  details,
  onRemove,
}: {
  item: Item;
  details: DetailsDialogControl;
  /** Told before the request goes out. */
  onRemove: (bookmarkId: string) => void;
}) {
  const remove = useDeleteBookmark();
  return (
    <Row>
      <Card item={item} details={details} />
      <RemoveButton
        $variant="danger"
        aria-label={bookmarksTexts.removeLabel(item.entity.name)}
        disabled={remove.isPending}
        data-remove-bookmark={item.id}
        onClick={() => {
          onRemove(item.id);
          remove.mutate(item.id);
        }}
      >
        {bookmarksTexts.remove}
      </RemoveButton>
    </Row>
  );
}
