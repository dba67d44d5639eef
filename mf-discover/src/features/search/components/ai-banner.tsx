import { ChatIcon, showAlert } from '@kompass/shared';
import styled from 'styled-components';
import { searchTexts } from '../../../texts';

const Banner = styled.button.attrs({ type: 'button' })`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  padding: ${({ theme }) => theme.space(4)};
  border: none;
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.colors.primaryContrast};
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const Badge = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primaryContrast};
  color: ${({ theme }) => theme.colors.primary};
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Title = styled.span`
  font-size: ${({ theme }) => theme.font.large};
  font-weight: 700;
`;

/**
 * "Frag unsere KI" (spec §2; its behaviour is not specified). The assistant does not exist yet,
 * so the banner says so in the app's alert dialog instead of leading nowhere.
 */
export function AiBanner() {
  return (
    <Banner
      aria-haspopup="dialog"
      onClick={() =>
        void showAlert({ title: searchTexts.aiComingTitle, message: searchTexts.aiComingMessage })
      }
    >
      <Badge>
        <ChatIcon />
      </Badge>
      <Text>
        <Title>{searchTexts.aiBanner}</Title>
        <span>{searchTexts.aiBannerHint}</span>
      </Text>
    </Banner>
  );
}
