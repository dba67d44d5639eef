import { EmptyState, QueryState, type QueryStateProps } from '@kompass/shared';
import { ListSkeleton } from './list-skeleton';

/** An admin list's loading, error and empty states: grey rows, then the list or `emptyTitle`. */
export function ListState<T>({
  emptyTitle,
  ...props
}: Omit<QueryStateProps<T>, 'loading' | 'empty'> & { emptyTitle: string }) {
  return (
    <QueryState {...props} loading={<ListSkeleton />} empty={<EmptyState title={emptyTitle} />} />
  );
}
