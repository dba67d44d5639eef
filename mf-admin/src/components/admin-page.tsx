import { Button, Link, Page, PageTitle, paths } from '@kompass/shared';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { adminTexts } from '../texts';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The frame of every admin page: the way back to the menu, the title, and an action. */
export function AdminPage({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Page>
      <div>
        <Button as={Link} to={paths.admin()} $variant="ghost">
          {adminTexts.back}
        </Button>
      </div>
      <Header>
        <PageTitle>{title}</PageTitle>
        {action}
      </Header>
      {children}
    </Page>
  );
}
