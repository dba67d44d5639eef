import { paths, routeRows, type AdminMenuRoute, type TileIconName } from '@kompass/shared';
import { adminTexts } from '../../texts';

export interface AdminSection {
  /** Relative to /admin. */
  path: string;
  href: string;
  title: string;
  /** The tile's pictogram from the UI kit; a generic one when absent. */
  icon?: TileIconName;
}

/** How each area of the app manifest's admin menu looks: a missing one fails the type check. */
const tiles: Record<AdminMenuRoute, { title: string; icon: TileIconName }> = {
  adminApplicationTips: { title: adminTexts.applicationTips, icon: 'document' },
  adminLearningTips: { title: adminTexts.learningTips, icon: 'book' },
  adminQuotes: { title: adminTexts.quotes, icon: 'quote' },
  adminUsers: { title: adminTexts.users, icon: 'users' },
  adminOnboarding: { title: adminTexts.onboarding, icon: 'compass' },
  adminCompanies: { title: adminTexts.companies, icon: 'building' },
  adminOccupations: { title: adminTexts.occupations, icon: 'briefcase' },
  adminAudit: { title: adminTexts.audit, icon: 'list' },
  adminReports: { title: adminTexts.reports, icon: 'flag' },
};

/** A route's path below /admin, as the admin app's own routes match it. */
export const belowAdmin = (pattern: string) => pattern.replace(/^\/admin\//, '');

/** A menu route's path below /admin: '/admin/tips/learning' → 'tips/learning'. */
type BelowAdmin<P> = P extends `/admin/${infer Rest}` ? Rest : never;
export type AdminSectionPath = BelowAdmin<(typeof paths)[AdminMenuRoute]['pattern']>;

/** The admin areas (the app manifest's admin menu rows), in menu order. */
export const adminSections = routeRows.flatMap(([name, row]) =>
  row.adminMenu
    ? [
        {
          path: belowAdmin(row.pattern) as AdminSectionPath,
          href: paths[name as AdminMenuRoute](),
          ...tiles[name as AdminMenuRoute],
        },
      ]
    : [],
) satisfies readonly AdminSection[];
