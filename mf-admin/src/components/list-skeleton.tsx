import { Skeleton, SkeletonBlocks, styled } from '@kompass/shared';

const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

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
