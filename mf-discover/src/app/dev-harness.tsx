import { startDevHarness } from '@kompass/shared/dev';
import AssistantPage from '../pages/assistant-page';
import BookmarksPage from '../pages/bookmarks-page';
import CompanyPage from '../pages/company-page';
import HomePage from '../pages/home-page';
import OccupationPage from '../pages/occupation-page';
import SearchPage from '../pages/search-page';

void startDevHarness('mf-discover', {
  './Home': HomePage,
  './Search': SearchPage,
  './Company': CompanyPage,
  './Occupation': OccupationPage,
  './Bookmarks': BookmarksPage,
  './Assistant': AssistantPage,
});
