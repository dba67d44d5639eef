/**
 * `@kompass/shared/page-header`: bundled by the apps that use it (admin), so it stays out of the
 * shell's first load; the router and the theme are the shared singleton's.
 */
import { Button, ChevronLeftIcon, Link, PageTitle, styled } from '@kompass/shared';
import type { ReactNode } from 'react';
import { BackButton } from './back-button';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const BackLink = styled(Button)`
  align-self: flex-start;
  padding-left: ${({ theme }) => theme.space(2)};
`;

/** A fixed place to go back to, e.g. the list a detail page belongs to. */
export interface BackTarget {
  to: string;
  label: string;
}

export interface PageHeaderProps {
  /**
   * The page's one `h1`. Left out while the page's subject is still loading: the way back is
   * there at once, the title follows with the data.
   */
  title?: ReactNode;
  /** `'history'`: 'Zurück' to where the user came from; a target: a link there. */
  back?: BackTarget | 'history';
  /** A button beside the title, e.g. 'Neu'. */
  action?: ReactNode;
}

/** The top of a page: the way back, the title and the page's main action. */
export function PageHeader({ title, back, action }: PageHeaderProps) {
  return (
    <Header>
      {back === 'history' ? (
        <BackButton />
      ) : back ? (
        <BackLink as={Link} to={back.to} $variant="ghost">
          <ChevronLeftIcon />
          {back.label}
        </BackLink>
      ) : null}
      {title !== undefined && (
        <TitleRow>
          <PageTitle>{title}</PageTitle>
          {action}
        </TitleRow>
      )}
    </Header>
  );
}
