import styled from 'styled-components';

export const Card = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(4)};
`;

/** A large tappable square, e.g. the home categories or onboarding answers. */
export const Tile = styled.button.attrs(({ type }) => ({ type: type ?? 'button' }))<{
  $selected?: boolean;
}>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 96px;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 2px solid
    ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $selected }) =>
    $selected ? theme.colors.primarySoft : theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.shadow};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const TileGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

/** The content column of a page, leaving room for the tab bar. */
export const Page = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  padding-bottom: calc(${({ theme }) => theme.tabBarHeight} + ${({ theme }) => theme.space(6)});
  min-height: 100dvh;
  ${({ theme }) => theme.desktop} {
    /* The navigation is at the side there: nothing to keep clear at the bottom. */
    padding: ${({ theme }) => `${theme.space(8)} ${theme.space(8)} ${theme.space(8)}`};
    max-width: ${({ theme }) => theme.desktopMaxWidth};
    margin: 0 auto;
  }
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.title};
  line-height: 1.2;
`;

/** Parts one under the other, centred, e.g. a page that only says something and offers a way on. */
export const CenteredColumn = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  text-align: center;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Text for screen readers only (e.g. what a badge's number counts). */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
