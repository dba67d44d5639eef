import { paths } from '@kompass/shared';
import { adminTexts } from '../../texts';

/** The admin areas (spec §2), in menu order. `path` is relative to /admin. */
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
  { path: 'quotes', href: paths.adminQuotes(), title: adminTexts.quotes, emoji: '💬' },
  { path: 'users', href: paths.adminUsers(), title: adminTexts.users, emoji: '👥' },
  { path: 'onboarding', href: paths.adminOnboarding(), title: adminTexts.onboarding, emoji: '🧭' },
  { path: 'companies', href: paths.adminCompanies(), title: adminTexts.companies, emoji: '🏢' },
] as const;

export type AdminSection = (typeof adminSections)[number];
