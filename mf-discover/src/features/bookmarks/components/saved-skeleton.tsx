import { Skeleton, SkeletonBlock, styled } from '@kompass/shared';
import { bookmarksTexts } from '../texts';
import { Stack } from '@kompass/shared/layout';

const Layout = styled(Stack).attrs({ $gap: 3 })``;

const Row = styled.div`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr) 96px;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Lines = Stack;

/** A group heading and a few rows of cards, while the collection loads. */
export function SavedSkeleton() {
  return (
    <Skeleton label={bookmarksTexts.loading}>
      <Layout>
        <SkeletonBlock $height="1.5rem" $width="35%" />
        {[0, 1, 2].map((row) => (
          <Row key={row}>
            <SkeletonBlock $height="72px" />
            <Lines>
              <SkeletonBlock $width="85%" />
              <SkeletonBlock $width="55%" />
            </Lines>
            <SkeletonBlock $height="44px" />
          </Row>
        ))}
      </Layout>
    </Skeleton>
  );
}
