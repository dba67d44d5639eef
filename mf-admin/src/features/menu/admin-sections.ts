import { paths, type TileIconName } from '@kompass/shared';
import { adminTexts } from '../../texts';

export interface AdminSection {
  /** Relative to /admin. */
  path: string;
  href: string;
  title: string;
  /** The tile's pictogram from the UI kit; a generic one when absent. */
  icon?: TileIconName;
}

/** The admin areas (spec §2, plus audit and reports), in menu order. */
export const adminSections = [
  {
    path: 'tips/applications',
    href: paths.adminApplicationTips(),
    title: adminTexts.applicationTips,
    icon: 'document',
  },
  {
    path: 'tips/learning',
    href: paths.adminLearningTips(),
    title: adminTexts.learningTips,
    icon: 'book',
  },
  {
    path: 'quotes',
    href: paths.adminQuotes(),
    title: adminTexts.quotes,
    icon: 'quote',
  },
  { path: 'users', href: paths.adminUsers(), title: adminTexts.users, icon: 'users' },
  {
    path: 'onboarding',
    href: paths.adminOnboarding(),
    title: adminTexts.onboarding,
    icon: 'compass',
  },
  {
    path: 'companies',
    href: paths.adminCompanies(),
    title: adminTexts.companies,
    icon: 'building',
  },
  { path: 'audit', href: '/admin/audit', title: adminTexts.audit, icon: 'list' },
  { path: 'reports', href: '/admin/reports', title: adminTexts.reports, icon: 'flag' },
] as const satisfies readonly AdminSection[];
