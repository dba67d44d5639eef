import {
  Button,
  Muted,
  QueryState,
  type Quote,
  usePrefersReducedMotion,
  SkeletonBlock,
  Skeleton,
  styled,
  css,
  keyframes,
} from '@kompass/shared';
import { useId, useState } from 'react';
import { homeTexts } from '../../../texts';
import { useHints } from '../api/get-hints';
import { Row } from '@kompass/shared/layout';

const texts = homeTexts.applying;

/** The quote strip loops every 25 s (docs/product.md#constants). */
export const QUOTE_LOOP_SECONDS = 25;

const reducedMotion = '@media (prefers-reduced-motion: reduce)';

// The track holds the list twice; moving it by half its width shows the second copy exactly
// where the first began, so the loop has no visible jump.
const marquee = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const Header = styled(Row).attrs({ $spread: true })``;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.body};
`;

/** Static: a list to scroll sideways by hand. */
const scrollable = css`
  overflow-x: auto;
  scroll-snap-type: x proximity;
`;

const Viewport = styled.div`
  margin: 0 ${({ theme }) => theme.space(-4)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  overflow: hidden;
  &[data-motion='reduced'] {
    ${scrollable}
  }
  /* Also without JavaScript's view of the setting (and before it is known). */
  ${reducedMotion} {
    ${scrollable}
  }
`;

const QuoteList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  /* The same space after the last quote as between two: both copies are exactly alike. */
  padding: 0 ${({ theme }) => theme.space(3)} 0 0;
  list-style: none;
  > li {
    flex: none;
    width: 240px;
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.text};
    font-style: italic;
    scroll-snap-align: start;
  }
`;

const Track = styled.div`
  display: flex;
  width: max-content;
  animation-name: ${marquee};
  animation-timing-function: linear;
  animation-iteration-count: infinite;
  &[data-paused='true'],
  ${Viewport}:hover &,
  ${Viewport}:focus-within & {
    animation-play-state: paused;
  }
  &[data-motion='reduced'] {
    animation: none;
  }
  /* The global style only shortens animations; an endless loop of 0.01 ms would flicker. */
  ${reducedMotion} {
    animation: none;
    > [aria-hidden='true'] {
      display: none;
    }
  }
`;

/**
 * The quotes scrolling by in a loop every 25 s, paused on hover, on focus and by a button
 * (moving content needs a way to stop it). Screen readers read the first copy only, as a
 * list. With `prefers-reduced-motion: reduce` the strip stands still and scrolls by hand.
 */
export function QuoteStrip({ quotes }: { quotes: Quote[] }) {
  const reduced = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const headingId = useId();
  const motion = reduced ? 'reduced' : 'full';
  const items = quotes.map((quote) => (
    <li key={quote.id}>
      <q>{quote.quote}</q>
    </li>
  ));
  return (
    <>
      <Header>
        <Heading id={headingId}>{texts.quotesLabel}</Heading>
        {!reduced && (
          <Button $variant="ghost" onClick={() => setPaused((isPaused) => !isPaused)}>
            {paused ? texts.playQuotes : texts.pauseQuotes}
          </Button>
        )}
      </Header>
      {/* Focusable so that keyboard users can pause it and, when static, scroll it. */}
      <Viewport role="region" aria-labelledby={headingId} tabIndex={0} data-motion={motion}>
        <Track
          data-motion={motion}
          data-paused={paused}
          style={reduced ? undefined : { animationDuration: `${QUOTE_LOOP_SECONDS}s` }}
        >
          <QuoteList aria-labelledby={headingId}>{items}</QuoteList>
          {!reduced && <QuoteList aria-hidden="true">{items}</QuoteList>}
        </Track>
      </Viewport>
    </>
  );
}

/** GET /hints/quotes with its loading, empty and error states. */
export function Quotes() {
  const query = useHints('quotes');
  return (
    <QueryState
      query={query}
      errorMessage={texts.quotesLoadFailed}
      loading={
        <Skeleton>
          <SkeletonBlock $height="72px" />
        </Skeleton>
      }
      empty={<Muted>{texts.quotesEmpty}</Muted>}
    >
      {(quotes) => <QuoteStrip quotes={quotes} />}
    </QueryState>
  );
}
