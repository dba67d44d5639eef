import {
  Button,
  currentUserAtom,
  forYouCardsOnFirstScreen,
  isAdminAtom,
  Link,
  Muted,
  objectUrl,
  Page,
  PageTitle,
  paths,
  preloadImage,
  queryClient,
  ShieldIcon,
  styled,
  type AppServices,
} from '@kompass/shared';
import { useAtomValue } from 'jotai';
import { DeferredUntilIdle } from '../components/deferred-until-idle';
import { Catalogue } from '../features/catalogue/components/catalogue';
import { recommendationsQuery } from '../features/for-you/api/get-recommendations';
import { readLastPlace } from '../lib/last-place';
import { ForYouRail } from '../features/for-you/components/for-you-rail';
import { OccupationRail } from '../features/for-you/components/occupation-rail';
import { ApplyingSection } from '../features/tips/components/applying-section';
import { StudyingSection } from '../features/tips/components/studying-section';
import { homeTexts } from '../texts';

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

/** Phones: the sections stay in the page's single column. Desktop: side by side. */
const Columns = styled.div`
  display: contents;
  ${({ theme }) => theme.desktop} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
    gap: ${({ theme }) => theme.space(8)};
  }
`;

/**
 * Before the first render (`PageModule.prefetch`): 'Für dich' into the query cache, and the
 * pictures of its first cards on their way. Otherwise a picture, the largest thing on a phone's
 * first screen, is only asked for once its card has rendered: a whole round trip after the page.
 */
export async function prefetch({ api, config }: AppServices): Promise<void> {
  try {
    // Silent: a failure is told once, by the rail, when it asks again (an expired session is
    // still ended).
    const recommendations = await queryClient.fetchQuery(
      recommendationsQuery(api, readLastPlace(), { silent: true }),
    );
    for (const { item } of recommendations.content.slice(0, forYouCardsOnFirstScreen)) {
      if (item.imageUrl) preloadImage(objectUrl(config, item.imageUrl));
    }
  } catch {
    // The rail asks again when it renders, and shows the failure in its place.
  }
}

/** "Lena" of "Lena Berg"; the username when no name is known. */
function firstNameOf(user: { name: string; username: string }): string {
  return user.name.trim().split(/\s+/)[0] || user.username;
}

/**
 * `/`: home (docs/product.md#home). The header carries the tagline and, for admins only, the Admin
 * button; below come the category tiles, 'Für dich' and the other rails, the application tips and
 * the learning tips.
 */
export default function HomePage() {
  const isAdmin = useAtomValue(isAdminAtom);
  const user = useAtomValue(currentUserAtom);
  return (
    <Page>
      <Header>
        <Titles>
          {user && <Muted>{homeTexts.greeting(firstNameOf(user))}</Muted>}
          <PageTitle>{homeTexts.tagline}</PageTitle>
        </Titles>
        {isAdmin && (
          <Button as={Link} to={paths.admin()} $variant="secondary">
            <ShieldIcon />
            {homeTexts.admin}
          </Button>
        )}
      </Header>
      <Columns data-testid="home-columns">
        <Catalogue
          firstRail={
            <>
              <OccupationRail />
              <ForYouRail />
            </>
          }
        />
        {/* Below the fold: mounted after the first paint, so the first render is shorter. */}
        <DeferredUntilIdle>
          <ApplyingSection />
          <StudyingSection />
        </DeferredUntilIdle>
      </Columns>
    </Page>
  );
}
