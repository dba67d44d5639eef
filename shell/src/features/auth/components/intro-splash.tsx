import { Button, CompassIcon, Muted, styled } from '@kompass/shared';
import { authTexts } from '../texts';

const Splash = styled.section`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space(5)};
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.gradients.splash};
`;

const AppName = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.primary};
`;

const Tagline = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.hero};
  line-height: 1.15;
`;

export function IntroSplash({ onContinue }: { onContinue: () => void }) {
  return (
    <Splash aria-labelledby="splash-title">
      <AppName>
        <CompassIcon width={40} height={40} />
        {authTexts.appName}
      </AppName>
      <Tagline id="splash-title">{authTexts.tagline}</Tagline>
      <Muted>{authTexts.splashIntro}</Muted>
      <Button $block onClick={onContinue}>
        {authTexts.next}
      </Button>
    </Splash>
  );
}
