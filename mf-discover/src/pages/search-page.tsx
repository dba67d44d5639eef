import { Page, Skeleton, SkeletonBlock, styled } from '@kompass/shared';
import { AiBanner } from '../features/search/components/ai-banner';
import { MostSearched } from '../features/search/components/most-searched';
import { PopularJobs } from '../features/search/components/popular-jobs';
import { SearchLauncher } from '../features/search/components/search-launcher';
import { TopCompanies } from '../features/search/components/top-companies';
import { WelcomeHeader } from '../features/search/components/welcome-header';
import { useTopContentSettled } from '../features/search/hooks/use-top-content-settled';

/** Phones: the top regions stay in the page's single column. Desktop: three side by side. */
const TopColumns = styled.div`
  display: contents;
  ${({ theme }) => theme.desktop} {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    align-items: start;
    gap: ${({ theme }) => theme.space(6)};
  }
`;

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
        <TopColumns>
          <MostSearched />
          <PopularJobs />
          <TopCompanies />
        </TopColumns>
      ) : (
        <Skeleton>
          <SkeletonBlock $height="1.5rem" $width="40%" />
          <SkeletonBlock $height="320px" style={{ marginTop: '12px' }} />
        </Skeleton>
      )}
    </Page>
  );
}
