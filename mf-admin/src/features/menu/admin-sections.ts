import { paths } from '@kompass/shared';
import { adminTexts } from '../../texts';

export interface AdminSection {
  /** Relative to /admin. */
  path: string;
  href: string;
  title: string;
  emoji: string;
}

/** The admin areas (spec §2, plus audit and reports), in menu order. */
export const adminSections = [
  {
    path: 'tips/applications',
    href: paths.adminApplicationTips(),
    title: adminTexts.applicationTips,
    emoji: '📝',
  },
  {
    path: 'tips/learning',
    href: paths.adminLearningTips(),
    title: adminTexts.learningTips,
    emoji: '📚',
  },
  {
    path: 'quotes',
    href: paths.adminQuotes(),
    title: adminTexts.quotes,
    emoji: '💬',
  },
  { path: 'users', href: paths.adminUsers(), title: adminTexts.users, emoji: '👥' },
  {
    path: 'onboarding',
    href: paths.adminOnboarding(),
    title: adminTexts.onboarding,
    emoji: '🧭',
  },
  {
    path: 'companies',
    href: paths.adminCompanies(),
    title: adminTexts.companies,
    emoji: '🏢',
  },
  { path: 'audit', href: '/admin/audit', title: adminTexts.audit, emoji: '🧾' },
  { path: 'reports', href: '/admin/reports', title: adminTexts.reports, emoji: '🚩' },
] as const satisfies readonly AdminSection[];
