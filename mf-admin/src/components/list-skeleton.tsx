import { Skeleton, SkeletonBlocks } from '@kompass/shared';
import { Stack } from '@kompass/shared/layout';

const Rows = Stack;

/** Grey rows where a list is loading; screen readers hear the label once. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Skeleton>
      <Rows>
        <SkeletonBlocks count={rows} height="64px" />
      </Rows>
    </Skeleton>
  );
}
