import { Muted, QueryState, Skeleton, SkeletonBlocks, type QueryStatus } from '@kompass/shared';
import type { ComponentType, ReactNode } from 'react';

/**
 * A list of tips from the API in its states: placeholders in the list's own layout while it
 * loads, the error with a retry, the empty text, or the tips.
 */
export function TipCollection<Tip>({
  query,
  texts,
  list: List,
  placeholders,
  children,
}: {
  query: QueryStatus<Tip[]>;
  texts: { loadFailed: string; empty: string };
  /** The list element; it also lays out the placeholders (as a `div`: they are no items). */
  list: ComponentType<{ as?: 'div'; children?: ReactNode }>;
  placeholders: { count: number; height: string };
  children: (tip: Tip) => ReactNode;
}) {
  return (
    <QueryState
      query={query}
      errorMessage={texts.loadFailed}
      loading={
        <Skeleton>
          <List as="div">
            <SkeletonBlocks {...placeholders} />
          </List>
        </Skeleton>
      }
      empty={<Muted>{texts.empty}</Muted>}
    >
      {(tips) => <List>{tips.map(children)}</List>}
    </QueryState>
  );
}
