import { Route, paths, Routes } from '@kompass/shared';
import { startDevHarness } from '@kompass/shared/dev';
import AssistantPage from '../pages/assistant-page';
import BookmarksPage from '../pages/bookmarks-page';
import CompanyPage from '../pages/company-page';
import HomePage from '../pages/home-page';
import SearchPage from '../pages/search-page';

void startDevHarness(
  <Routes>
    <Route path={paths.home.pattern} element={<HomePage />} />
    <Route path={paths.search.pattern} element={<SearchPage />} />
    <Route path={paths.company.pattern} element={<CompanyPage />} />
    <Route path={paths.bookmarks.pattern} element={<BookmarksPage />} />
    <Route path={paths.assistant.pattern} element={<AssistantPage />} />
  </Routes>,
);
