import { styled } from '@kompass/shared';

/** A notice floating above the tab bar, as wide as the app's column. */
export const FloatingPanel = styled.section`
  position: fixed;
  left: 50%;
  bottom: calc(72px + env(safe-area-inset-bottom));
  transform: translateX(-50%);
  width: min(calc(100% - 32px), ${({ theme }) => theme.maxWidth});
  box-sizing: border-box;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;
