import { Skeleton, SkeletonBlock, styled } from '@kompass/shared';
import { companyTexts } from '../texts';
import { Cluster, Stack } from '@kompass/shared/layout';

const Layout = styled(Stack).attrs({ $gap: 4 })``;

const Identity = styled.div`
  display: grid;
  grid-template-columns: 88px 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

const Lines = Stack;

const Row = Cluster;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

/** The company page's shape while it loads: header, buttons, about text, job tiles. */
export function CompanySkeleton() {
  return (
    <Skeleton label={companyTexts.loading}>
      <Layout>
        <Identity>
          <SkeletonBlock $height="88px" />
          <Lines>
            <SkeletonBlock $height="1.75rem" $width="80%" />
            <SkeletonBlock $width="55%" />
          </Lines>
        </Identity>
        <Row>
          <SkeletonBlock $height="44px" $width="96px" />
          <SkeletonBlock $height="44px" $width="128px" />
          <SkeletonBlock $height="44px" $width="172px" />
        </Row>
        <Lines>
          <SkeletonBlock $height="1.25rem" $width="40%" />
          <SkeletonBlock />
          <SkeletonBlock />
          <SkeletonBlock $width="70%" />
        </Lines>
        <Grid>
          <SkeletonBlock $height="180px" />
          <SkeletonBlock $height="180px" />
        </Grid>
      </Layout>
    </Skeleton>
  );
}
