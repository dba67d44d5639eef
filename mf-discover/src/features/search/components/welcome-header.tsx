import { currentUserAtom, Muted, PageTitle, styled } from '@kompass/shared';
import { useAtomValue } from 'jotai';
import { searchTexts } from '../texts';
import { Stack } from '@kompass/shared/layout';

const Header = styled(Stack).attrs({ as: 'header', $gap: 1 })``;

/** The first word of the display name: "Willkommen, Lena!" reads friendlier than the full name. */
function firstName(name: string | undefined): string {
  return name?.trim().split(/\s+/)[0] ?? '';
}

/**
 * The page's heading: a welcome by name (docs/product.md#search), plain while the user is not known
 * yet.
 */
export function WelcomeHeader() {
  const name = firstName(useAtomValue(currentUserAtom)?.name);
  return (
    <Header>
      <PageTitle>{name ? searchTexts.welcome(name) : searchTexts.welcomeAnonymous}</PageTitle>
      <Muted>{searchTexts.welcomeSubtitle}</Muted>
    </Header>
  );
}
