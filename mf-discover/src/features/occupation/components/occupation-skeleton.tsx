import { Skeleton, SkeletonBlock, styled } from '@kompass/shared';
import { occupationTexts } from '../texts';
import { Stack } from '@kompass/shared/layout';

const Layout = styled(Stack).attrs({ $gap: 3 })``;

/** The occupation page's shape while it loads: name, kind, button, the first sections. */
export function OccupationSkeleton() {
  return (
    <Skeleton label={occupationTexts.loading}>
      <Layout>
        <SkeletonBlock $height="1.75rem" $width="80%" />
        <SkeletonBlock $width="50%" />
        <SkeletonBlock $height="44px" $width="128px" />
        <SkeletonBlock $height="1.25rem" $width="40%" />
        <SkeletonBlock />
        <SkeletonBlock />
        <SkeletonBlock $width="70%" />
        <SkeletonBlock $height="160px" />
      </Layout>
    </Skeleton>
  );
}
