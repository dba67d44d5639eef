import { Skeleton, SkeletonBlock as Block, styled } from '@kompass/shared';
import { profileTexts } from '../../../texts';
import { Stack } from '@kompass/shared/layout';

const Layout = styled(Stack).attrs({ $gap: 4 })``;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

const Column = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The profile's shape while it loads; screen readers hear one label. */
export function ProfileSkeleton() {
  return (
    <Skeleton label={profileTexts.loading}>
      <Layout>
        <Row>
          <Block $height="96px" $width="96px" $round />
          <Column>
            <Block $height="1.6rem" $width="70%" />
            <Block $height="1rem" $width="50%" />
            <Block $height="1rem" $width="40%" />
          </Column>
        </Row>
        <Block $height="44px" />
        <Block $height="120px" />
        <Block $height="180px" />
      </Layout>
    </Skeleton>
  );
}
