import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { commonTexts } from '../texts';
import { VisuallyHidden } from './surfaces';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/** A grey placeholder block in the shape of content that is still loading. */
export const SkeletonBlock = styled.div<{ $height?: string; $width?: string; $round?: boolean }>`
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '1rem' }) => $height};
  border-radius: ${({ $round, theme }) => ($round ? '50%' : theme.radii.small)};
  background: linear-gradient(90deg, #e3ebe9 25%, #f1f5f4 50%, #e3ebe9 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** `count` equal blocks, e.g. the rows of a list that is loading. */
export function SkeletonBlocks({ count, height }: { count: number; height: string }) {
  return Array.from({ length: count }, (_, index) => (
    <SkeletonBlock key={index} $height={height} />
  ));
}

/**
 * Skeletons for a region that is loading. Screen readers hear the label once instead of a list
 * of empty shapes. No `aria-busy` here: on a live region it holds the announcement back; it
 * belongs on a list that is refreshing while it stays on screen.
 */
export function Skeleton({
  label = commonTexts.loading,
  children,
}: {
  label?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}
