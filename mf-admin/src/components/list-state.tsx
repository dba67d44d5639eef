import { EmptyState, QueryState, type QueryStateProps } from '@kompass/shared';
import type { ReactNode } from 'react';
import { ItemList } from './item-list';
import { ListSkeleton } from './list-skeleton';

/** An admin list's loading, error and empty states: grey rows, then the list or `emptyTitle`. */
type ListStateProps<T> = Omit<QueryStateProps<T>, 'loading' | 'empty'> & { emptyTitle: string };

export function ListState<T>({ emptyTitle, ...props }: ListStateProps<T>) {
  return (
    <QueryState {...props} loading={<ListSkeleton />} empty={<EmptyState title={emptyTitle} />} />
  );
}

/**
 * The same states around an `ItemList` named `label`: one `renderItem` per row, and the list
 * marked busy while `busy` (a refetch) lasts.
 */
export function ItemListState<T>({
  label,
  busy,
  renderItem,
  ...props
}: Omit<ListStateProps<T[]>, 'children'> & {
  label: string;
  busy?: boolean;
  renderItem: (row: T, index: number, rows: T[]) => ReactNode;
}) {
  return (
    <ListState {...props}>
      {(rows) => (
        <ItemList aria-label={label} aria-busy={busy}>
          {rows.map(renderItem)}
        </ItemList>
      )}
    </ListState>
  );
}
