import { EmptyState, ErrorState } from '@kompass/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { adminTexts } from '../texts';
import { ListSkeleton } from './list-skeleton';

/** The states of a list: skeletons, an error with retry, an empty text, or the items. */
export function QueryList<T>({
  query,
  empty,
  errorMessage = adminTexts.loadError,
  children,
}: {
  query: UseQueryResult<T[]>;
  empty: string;
  errorMessage?: string;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton />;
  if (query.isError) return <ErrorState message={errorMessage} onRetry={() => query.refetch()} />;
  if (query.data.length === 0) return <EmptyState title={empty} />;
  return children(query.data);
}
