import styled, { keyframes } from 'styled-components';
import { profileTexts } from '../../../texts';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Block = styled.div<{ $height: string; $width?: string; $round?: boolean }>`
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ $round, theme }) => ($round ? '50%' : theme.radii.small)};
  background: linear-gradient(90deg, #e3ebe9 25%, #f1f5f4 50%, #e3ebe9 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

const Column = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The profile's shape while it loads; screen readers hear one label. */
export function ProfileSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{profileTexts.loading}</span>
      <Layout aria-hidden="true">
        <Row>
          <Block $height="96px" $width="96px" $round />
          <Column>
            <Block $height="1.6rem" $width="70%" />
            <Block $height="1rem" $width="50%" />
            <Block $height="1rem" $width="40%" />
          </Column>
        </Row>
        <Block $height="44px" />
        <Block $height="120px" />
        <Block $height="180px" />
      </Layout>
    </div>
  );
}
