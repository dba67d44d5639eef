import { Card, styled } from '@kompass/shared';

/** One titled card of the profile page (the profile's sections, 'Meine Interessen', the account). */
export const SectionCard = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.large};
`;
