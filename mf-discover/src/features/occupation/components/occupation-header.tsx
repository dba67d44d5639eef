import { Muted, PageTitle, styled } from '@kompass/shared';
import type { OccupationDetail } from '../../../api/get-occupation';
import { kindInWords } from '../lib/occupation-facts';
import { RememberButton } from './remember-button';
import { Stack } from '@kompass/shared/layout';

const Header = styled(Stack).attrs({ as: 'header' })``;

const Name = styled(PageTitle)`
  overflow-wrap: break-word;
  hyphens: auto;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** Name (the official gendered form), how it is learnt and its area, and 'Merken'. */
export function OccupationHeader({ occupation }: { occupation: OccupationDetail }) {
  return (
    <Header>
      <Name lang="de">{occupation.name}</Name>
      <Muted>
        {[kindInWords(occupation.kind), occupation.areaName].filter(Boolean).join(' · ')}
      </Muted>
      <Actions>
        <RememberButton occupationId={occupation.id} />
      </Actions>
    </Header>
  );
}
