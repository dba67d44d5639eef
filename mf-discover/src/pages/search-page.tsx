import { Page } from '@kompass/shared';
import { AiBanner } from '../features/search/components/ai-banner';
import { MostSearched } from '../features/search/components/most-searched';
import { PopularJobs } from '../features/search/components/popular-jobs';
import { SearchLauncher } from '../features/search/components/search-launcher';
import { TopCompanies } from '../features/search/components/top-companies';
import { WelcomeHeader } from '../features/search/components/welcome-header';

/**
 * `/search` (spec §2): a welcome by name, the search box that opens the search dialog, the most
 * searched content, popular jobs, top companies and the "Frag unsere KI" banner.
 */
export default function SearchPage() {
  return (
    <Page>
      <WelcomeHeader />
      <SearchLauncher />
      <MostSearched />
      <PopularJobs />
      <TopCompanies />
      <AiBanner />
    </Page>
  );
}
