import { usePrefersReducedMotion, styled, css, keyframes } from '@kompass/shared';
import { Fragment } from 'react';
import { onboardingCompletedTexts } from '../../../texts';
import { COMPLETED_REDIRECT_DELAY_MS, useCompletedTimeline } from '../hooks/use-completed-timeline';

const CLOSING_S = COMPLETED_REDIRECT_DELAY_MS / 1000;

const drift = keyframes`
  from { background-position: 0% 0%; }
  to { background-position: 100% 100%; }
`;

const popIn = keyframes`
  from { opacity: 0; transform: scale(0.6); }
  to { opacity: 1; transform: scale(1); }
`;

const settleNeedle = keyframes`
  0% { transform: rotate(-220deg); }
  70% { transform: rotate(14deg); }
  100% { transform: rotate(0deg); }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(28px); }
  to { opacity: 1; transform: translateY(0); }
`;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const float = keyframes`
  0%, 100% { transform: translate(0, 0); }
  50% { transform: translate(12px, -18px); }
`;

const liftAway = keyframes`
  from { opacity: 1; transform: translateY(0) scale(1); }
  to { opacity: 0; transform: translateY(-40px) scale(1.06); }
`;

const reveal = keyframes`
  from { transform: translate(-50%, -50%) scale(0); }
  to { transform: translate(-50%, -50%) scale(1); }
`;

interface MotionProps {
  $animate: boolean;
}

const Screen = styled.main<MotionProps>`
  position: relative;
  display: grid;
  place-items: center;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space(6)};
  overflow: hidden;
  color: ${({ theme }) => theme.colors.primaryContrast};
  background: linear-gradient(
    155deg,
    #134e4a 0%,
    ${({ theme }) => theme.colors.primaryHover} 35%,
    ${({ theme }) => theme.colors.primary} 65%,
    #0d9488 100%
  );
  background-size: 180% 180%;
  ${({ $animate }) =>
    $animate &&
    css`
      animation: ${drift} 6s ease-in-out infinite alternate;
    `}
`;

const Bubble = styled.span<MotionProps & { $size: number; $top: string; $left: string }>`
  position: absolute;
  top: ${({ $top }) => $top};
  left: ${({ $left }) => $left};
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: radial-gradient(circle at 30% 30%, rgba(255, 255, 255, 0.35), transparent 70%);
  ${({ $animate, $size }) =>
    $animate &&
    css`
      animation: ${float} ${4 + $size / 80}s ease-in-out infinite;
    `}
`;

const Content = styled.div<MotionProps & { $closing: boolean }>`
  position: relative;
  z-index: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(5)};
  text-align: center;
  ${({ $animate, $closing }) =>
    $animate &&
    $closing &&
    css`
      animation: ${liftAway} ${CLOSING_S * 0.7}s ease-in forwards;
    `}
`;

const Compass = styled.svg<MotionProps>`
  width: 96px;
  height: 96px;
  filter: drop-shadow(0 6px 18px rgba(0, 0, 0, 0.18));
  ${({ $animate }) =>
    $animate &&
    css`
      animation: ${popIn} 0.6s cubic-bezier(0.2, 0.9, 0.3, 1.3) both;
    `}
`;

const Needle = styled.g<MotionProps>`
  transform-origin: 48px 48px;
  ${({ $animate }) =>
    $animate &&
    css`
      animation: ${settleNeedle} 1.6s cubic-bezier(0.3, 0.7, 0.2, 1) 0.2s both;
    `}
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(2.25rem, 11vw, 3rem);
  font-weight: 800;
  line-height: 1.1;
  letter-spacing: -0.02em;
  text-wrap: balance;
  text-shadow: 0 2px 16px rgba(0, 0, 0, 0.15);
`;

const Word = styled.span<MotionProps & { $index: number }>`
  display: inline-block;
  ${({ $animate, $index }) =>
    $animate &&
    css`
      animation: ${rise} 0.8s cubic-bezier(0.2, 0.8, 0.2, 1) ${0.45 + $index * 0.2}s both;
    `}
`;

const Subtitle = styled.p<MotionProps>`
  margin: 0;
  max-width: 22rem;
  font-size: ${({ theme }) => theme.font.large};
  font-weight: 600;
  text-wrap: balance;
  ${({ $animate }) =>
    $animate &&
    css`
      animation: ${fadeIn} 0.8s ease-out 1.4s both;
    `}
`;

/** A circle of the app's background colour that grows over the screen: the hand-over to home. */
const Reveal = styled.span<{ $closing: boolean }>`
  position: absolute;
  z-index: 2;
  top: 50%;
  left: 50%;
  width: 250vmax;
  height: 250vmax;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background};
  transform: translate(-50%, -50%) scale(0);
  ${({ $closing }) =>
    $closing &&
    css`
      animation: ${reveal} ${CLOSING_S}s cubic-bezier(0.6, 0, 0.4, 1) forwards;
    `}
`;

const bubbles = [
  { size: 220, top: '-60px', left: '-70px' },
  { size: 140, top: '68%', left: '72%' },
  { size: 90, top: '18%', left: '78%' },
  { size: 60, top: '80%', left: '12%' },
] as const;

/**
 * `/onboarding-completed` (docs/product.md#onboarding-completed): 'Gestalte deine Zukunft' on a
 * teal gradient. The compass settles and the words rise in; at 3.5 s the closing animation lifts
 * them away and the app's background grows over the screen; 1 s later the redirect to / follows.
 * With reduced motion the screen stays still and the redirect keeps its timing.
 */
export function CompletedSplash() {
  const reducedMotion = usePrefersReducedMotion();
  const phase = useCompletedTimeline();
  const animate = !reducedMotion;
  const closing = phase === 'closing';
  const words = onboardingCompletedTexts.title.split(' ');

  return (
    <Screen
      $animate={animate}
      data-motion={animate ? 'full' : 'reduced'}
      data-phase={phase}
      data-animating={animate && closing ? 'true' : 'false'}
    >
      {bubbles.map((bubble) => (
        <Bubble
          key={bubble.top + bubble.left}
          aria-hidden="true"
          $animate={animate}
          $size={bubble.size}
          $top={bubble.top}
          $left={bubble.left}
        />
      ))}
      <Content $animate={animate} $closing={closing}>
        <Compass $animate={animate} viewBox="0 0 96 96" aria-hidden="true" focusable="false">
          <circle cx="48" cy="48" r="44" fill="rgba(255,255,255,0.16)" />
          <circle cx="48" cy="48" r="36" fill="none" stroke="#fff" strokeWidth="3" />
          <g stroke="#fff" strokeWidth="3" strokeLinecap="round">
            <path d="M48 8v8M48 80v8M8 48h8M80 48h8" />
          </g>
          <Needle $animate={animate}>
            <path d="M48 20 56 48H40z" fill="#fff" />
            <path d="M48 76 40 48h16z" fill="#99f6e4" />
            <circle cx="48" cy="48" r="4" fill="#0f766e" stroke="#fff" strokeWidth="2" />
          </Needle>
        </Compass>
        <Title>
          {/* Read as one phrase; the animated words are for the eyes only. */}
          <span className="visually-hidden">{onboardingCompletedTexts.title}</span>
          <span aria-hidden="true">
            {words.map((word, index) => (
              <Fragment key={word}>
                {index > 0 && ' '}
                <Word $animate={animate} $index={index}>
                  {word}
                </Word>
              </Fragment>
            ))}
          </span>
        </Title>
        <Subtitle $animate={animate}>{onboardingCompletedTexts.subtitle}</Subtitle>
      </Content>
      {animate && <Reveal aria-hidden="true" $closing={closing} />}
    </Screen>
  );
}
