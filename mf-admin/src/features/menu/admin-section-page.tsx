import { Button, Link, Page, PageTitle, paths } from '@kompass/shared';
import { adminTexts } from '../../texts';
import type { AdminSection } from './admin-sections';

/** The frame of one admin area: its title and the way back to the menu. */
export function AdminSectionPage({ section }: { section: AdminSection }) {
  return (
    <Page>
      <div>
        <Button as={Link} to={paths.admin()} $variant="ghost">
          {adminTexts.back}
        </Button>
      </div>
      <PageTitle>{section.title}</PageTitle>
    </Page>
  );
}
