import {
  ChevronLeftIcon,
  ChevronRightIcon,
  usePrefersReducedMotion,
  styled,
} from '@kompass/shared';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { commonDiscoverTexts } from '../texts';
import { Rail } from './section';

const Frame = styled.div`
  position: relative;
`;

/**
 * Only where a mouse (or trackpad) points: a touch screen swipes the rail, and a keyboard
 * reaches each card with Tab, which scrolls it into view.
 */
const Step = styled.button.attrs({ type: 'button' })<{ $side: 'start' | 'end' }>`
  display: none;
  @media (hover: hover) and (pointer: fine) {
    display: grid;
  }
  place-items: center;
  position: absolute;
  top: calc(50% - 22px);
  ${({ $side }) => ($side === 'start' ? 'left: -8px;' : 'right: -8px;')}
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:disabled {
    display: none;
  }
`;

/** A horizontal row of cards with previous/next buttons for a mouse; `label` names the row. */
export function ScrollRail({
  label,
  cardWidth,
  children,
}: {
  label: string;
  /** Width of one card as a share of the row, e.g. '42%' for square logos. */
  cardWidth?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLUListElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const update = useCallback(() => {
    const rail = ref.current;
    if (!rail) return;
    const atStart = rail.scrollLeft <= 1;
    const atEnd = rail.scrollLeft + rail.clientWidth >= rail.scrollWidth - 1;
    setEdges((current) =>
      current.atStart === atStart && current.atEnd === atEnd ? current : { atStart, atEnd },
    );
  }, []);

  useEffect(() => {
    const rail = ref.current;
    if (!rail) return;
    rail.addEventListener('scroll', update, { passive: true });
    // The first measurement comes with the observer's first notice, which the browser sends once
    // it has laid the page out anyway. Measuring on mount forced a layout of its own inside the
    // render's task (20–36 ms per rail at a 4× slower CPU), for buttons a phone never shows.
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    if (resize) resize.observe(rail);
    else update();
    return () => {
      rail.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [update]);

  function step(direction: -1 | 1) {
    const rail = ref.current;
    if (!rail) return;
    // Most of a screen at a time; the rail's snapping lands on the next whole card.
    rail.scrollBy({
      left: direction * rail.clientWidth * 0.8,
      behavior: reducedMotion ? 'auto' : 'smooth',
    });
  }

  return (
    <Frame>
      <Rail ref={ref} $cardWidth={cardWidth}>
        {children}
      </Rail>
      <Step
        $side="start"
        aria-label={commonDiscoverTexts.railBack(label)}
        disabled={edges.atStart}
        onClick={() => step(-1)}
      >
        <ChevronLeftIcon />
      </Step>
      <Step
        $side="end"
        aria-label={commonDiscoverTexts.railForward(label)}
        disabled={edges.atEnd}
        onClick={() => step(1)}
      >
        <ChevronRightIcon />
      </Step>
    </Frame>
  );
}
