import { commonTexts } from '@kompass/shared';
import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Row = styled.div`
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: linear-gradient(90deg, #e3ebe9 25%, #f1f5f4 50%, #e3ebe9 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Grey rows where a list is loading; screen readers hear the label once. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{commonTexts.loading}</span>
      <Rows aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <Row key={index} />
        ))}
      </Rows>
    </div>
  );
}
