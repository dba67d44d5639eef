import { Page, Skeleton, SkeletonBlock } from '@kompass/shared';
import { DesktopColumns } from '../components/section';
import { AiBanner } from '../features/search/components/ai-banner';
import { MostSearched } from '../features/search/components/most-searched';
import { PopularJobs } from '../features/search/components/popular-jobs';
import { SearchLauncher } from '../features/search/components/search-launcher';
import { TopCompanies } from '../features/search/components/top-companies';
import { WelcomeHeader } from '../features/search/components/welcome-header';
import { useTopContentSettled } from '../features/search/hooks/use-top-content-settled';

/**
 * `/search`: a welcome by name, the search box that opens the search dialog, the "Frag unsere KI"
 * banner, then the most searched content, popular jobs and top companies. The banner stands above
 * the top regions and those appear together, so nothing on the page moves once it is shown.
 */
export default function SearchPage() {
  const topContentSettled = useTopContentSettled();
  return (
    <Page>
      <WelcomeHeader />
      <SearchLauncher />
      <AiBanner />
      {topContentSettled ? (
        <DesktopColumns $columns={3}>
          <MostSearched />
          <PopularJobs />
          <TopCompanies />
        </DesktopColumns>
      ) : (
        <Skeleton>
          <SkeletonBlock $height="1.5rem" $width="40%" />
          <SkeletonBlock $height="320px" style={{ marginTop: '12px' }} />
        </Skeleton>
      )}
    </Page>
  );
}
