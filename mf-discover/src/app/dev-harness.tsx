import { Route, routePatterns, Routes } from '@kompass/shared';
import { startDevHarness } from '@kompass/shared/dev';
import BookmarksPage from '../pages/bookmarks-page';
import CompanyPage from '../pages/company-page';
import HomePage from '../pages/home-page';
import SearchPage from '../pages/search-page';

void startDevHarness(
  <Routes>
    <Route path={routePatterns.home} element={<HomePage />} />
    <Route path={routePatterns.search} element={<SearchPage />} />
    <Route path={routePatterns.company} element={<CompanyPage />} />
    <Route path={routePatterns.bookmarks} element={<BookmarksPage />} />
  </Routes>,
);
