import { Page, paths } from '@kompass/shared';
import { PageHeader } from '@kompass/shared/page-header';
import type { ReactNode } from 'react';
import { adminTexts } from '../texts';

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
      <PageHeader
        title={title}
        back={{ to: paths.admin(), label: adminTexts.back }}
        action={action}
      />
      {children}
    </Page>
  );
}
