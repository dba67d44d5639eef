import { paths, Route, Routes } from '@kompass/shared';
import type { ComponentType } from 'react';
import { AuditPage } from '../features/audit/audit-page';
import { CompaniesPage } from '../features/companies/companies-page';
import { CompanyPage } from '../features/companies/company-page';
import { ApplicationTipsPage } from '../features/hints/application-tips-page';
import { LearningTipsPage } from '../features/hints/learning-tips-page';
import { QuotesPage } from '../features/hints/quotes-page';
import { OnboardingQuestionsPage } from '../features/onboarding/onboarding-questions-page';
import { ReportsPage } from '../features/reports/reports-page';
import { UsersPage } from '../features/users/users-page';
import { AdminMenu } from '../features/menu/admin-menu';
import { adminSections, belowAdmin, type AdminSectionPath } from '../features/menu/admin-sections';

/** The page of every menu tile: a missing one fails the type check. */
const pages: Record<AdminSectionPath, ComponentType> = {
  'tips/applications': ApplicationTipsPage,
  'tips/learning': LearningTipsPage,
  quotes: QuotesPage,
  users: UsersPage,
  onboarding: OnboardingQuestionsPage,
  companies: CompaniesPage,
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
