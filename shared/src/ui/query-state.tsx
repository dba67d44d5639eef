import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from './feedback';

/** What `QueryState` reads of a TanStack query, plain or infinite. */
export interface QueryStatus<T> {
  isPending: boolean;
  data: T | undefined;
  refetch: () => Promise<unknown>;
}

export interface QueryStateProps<T> {
  query: QueryStatus<T>;
  /** Said, with a retry button, when nothing could be loaded. */
  errorMessage: string;
  /** Shown while the first answer is on its way: a skeleton in the content's shape, or a spinner. */
  loading?: ReactNode;
  /** Shown instead of the content when `isEmpty` says the answer holds nothing. */
  empty?: ReactNode;
  /** By default an answer is empty when it is an empty list. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The loading, error and empty states around a query, so every page shows them alike. A failed
 * refetch keeps what was loaded on screen (the API client has told the user already); the
 * error state stands only where there is nothing to show.
 */
export function QueryState<T>({
  query,
  errorMessage,
  loading = <LoadingState />,
  empty,
  isEmpty = isEmptyList,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return loading;
  if (query.data === undefined) {
    // The retry's outcome shows as this query's next state; nothing to await here.
    return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />;
  }
  if (empty !== undefined && isEmpty(query.data)) return empty;
  return children(query.data);
}
