import { paths, Route, Routes } from '@kompass/shared';
import type { ComponentType } from 'react';
import { AuditPage } from './audit-page';
import { CompaniesPage } from './companies-page';
import { CompanyPage } from './company-page';
import { ApplicationTipsPage } from './application-tips-page';
import { LearningTipsPage } from './learning-tips-page';
import { QuotesPage } from './quotes-page';
import { OccupationsPage } from './occupations-page';
import { OnboardingQuestionsPage } from './onboarding-questions-page';
import { ReportsPage } from './reports-page';
import { UsersPage } from './users-page';
import { AdminMenu } from './admin-menu';
import { adminSections, belowAdmin, type AdminSectionPath } from '../features/menu/admin-sections';

/** The page of every menu tile: a missing one fails the type check. */
const pages: Record<AdminSectionPath, ComponentType> = {
  'tips/applications': ApplicationTipsPage,
  'tips/learning': LearningTipsPage,
  quotes: QuotesPage,
  users: UsersPage,
  onboarding: OnboardingQuestionsPage,
  companies: CompaniesPage,
  occupations: OccupationsPage,
  audit: AuditPage,
  reports: ReportsPage,
};

/**
 * Everything under `/admin/*`, with its own relative routes. The shell renders this only for
 * admins, so nothing of this remote is downloaded by anyone else.
 */
export default function AdminApp() {
  return (
    <Routes>
      <Route index element={<AdminMenu />} />
      {adminSections.map(({ path }) => {
        const Page = pages[path];
        return <Route key={path} path={path} element={<Page />} />;
      })}
      <Route path={belowAdmin(paths.adminCompany.pattern)} element={<CompanyPage />} />
    </Routes>
  );
}
