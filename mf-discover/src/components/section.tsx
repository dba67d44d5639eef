import { styled } from '@kompass/shared';
import { StackList } from '@kompass/shared/stack-list';
import { useId, type ReactNode } from 'react';
import { Stack } from '@kompass/shared/layout';

const Wrapper = styled(Stack).attrs({ as: 'section', $gap: 3 })``;

/** As tall as a button, with or without one: an action that appears later moves nothing. */
const Header = styled.div`
  display: flex;
  min-height: 44px;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.large};
`;

export interface SectionProps {
  title: string;
  /** Next to the heading, e.g. an "Alle anzeigen" button. */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled region of a page; the heading names it for screen readers. */
export function Section({ title, action, children }: SectionProps) {
  const headingId = useId();
  return (
    <Wrapper aria-labelledby={headingId}>
      <Header>
        <Heading id={headingId}>{title}</Heading>
        {action}
      </Header>
      {children}
    </Wrapper>
  );
}

/** A horizontally scrolling row of cards that snaps to each card. */
export const Rail = styled.ul<{ $cardWidth?: string | undefined }>`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: ${({ $cardWidth = '70%' }) => $cardWidth};
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 ${({ theme }) => theme.space(-4)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(4)} ${theme.space(3)}`};
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-padding-inline: ${({ theme }) => theme.space(4)};
  > li {
    scroll-snap-align: start;
    display: flex;
  }
`;

/** A vertical list of cards, e.g. in a sheet or on the bookmarks page. */
export const CardList = styled(StackList).attrs({ $gap: 3 })``;

/** Columns of cards, two unless told, e.g. a company's jobs. */
export const CardGrid = styled.ul<{ $columns?: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns = 2 }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
  }
`;

/** Phones: the parts one under the other in the page's column. Desktop: `$columns` side by side. */
export const DesktopColumns = styled.div<{ $columns: number }>`
  display: contents;
  ${({ theme }) => theme.desktop} {
    display: grid;
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
    align-items: start;
    gap: ${({ theme }) => theme.space(6)};
  }
`;
