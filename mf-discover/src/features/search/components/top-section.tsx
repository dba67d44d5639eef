import { ErrorState, Muted, Skeleton } from '@kompass/shared';
import type { ReactNode } from 'react';
import { Section } from '../../../components/section';
import { searchTexts } from '../texts';
import type { TopContent, TopItem } from '../hooks/use-top-content';

export interface TopSectionProps {
  title: string;
  content: TopContent;
  /** Placeholder shapes in the layout of the loaded content, so nothing jumps. */
  skeleton: ReactNode;
  emptyText: string;
  children: (items: TopItem[]) => ReactNode;
}

/** A titled "top" region of the search page with its loading, error and empty states. */
export function TopSection({ title, content, skeleton, emptyText, children }: TopSectionProps) {
  return (
    <Section title={title}>
      {content.status === 'pending' ? (
        <Skeleton>{skeleton}</Skeleton>
      ) : content.status === 'error' ? (
        <ErrorState message={searchTexts.loadFailed} onRetry={content.retry} />
      ) : content.items.length === 0 ? (
        <Muted>{emptyText}</Muted>
      ) : (
        children(content.items)
      )}
    </Section>
  );
}
