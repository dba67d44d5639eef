import { ChatIcon, Link, paths, styled } from '@kompass/shared';
import { searchTexts } from '../texts';
import { Stack } from '@kompass/shared/layout';

const Banner = styled(Link)`
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
  text-decoration: none;
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

const Text = styled(Stack).attrs({ as: 'span', $gap: 1 })``;

const Title = styled.span`
  font-size: ${({ theme }) => theme.font.large};
  font-weight: 700;
`;

/** "Frag unsere KI" (docs/product.md#search): opens the assistant (docs/product.md#assistant). */
export function AiBanner() {
  return (
    <Banner to={paths.assistant()}>
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
