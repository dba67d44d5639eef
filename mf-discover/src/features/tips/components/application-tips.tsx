import { type ApplicationTip, styled } from '@kompass/shared';
import { StackList } from '@kompass/shared/stack-list';
import { useId, useState } from 'react';
import { homeTexts } from '../../../texts';
import { useHints } from '../api/get-hints';
import { TipCollection } from './tip-collection';

const texts = homeTexts.applying;

const TipList = StackList;

const TipItem = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow: hidden;
`;

const TipHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.body};
`;

const TipButton = styled.button.attrs({ type: 'button' })`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  min-height: 52px;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: none;
  background: transparent;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/** A chevron drawn with borders; it turns when the tip opens. */
const Chevron = styled.span<{ $open: boolean }>`
  flex: none;
  width: 10px;
  height: 10px;
  border-right: 2px solid ${({ theme }) => theme.colors.primary};
  border-bottom: 2px solid ${({ theme }) => theme.colors.primary};
  transform: translateY(${({ $open }) => ($open ? '2px' : '-2px')})
    rotate(${({ $open }) => ($open ? '225deg' : '45deg')});
  transition: transform 0.15s ease;
`;

const TipBody = styled.p`
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space(4)} ${theme.space(4)}`};
  white-space: pre-line;
`;

/**
 * One tip as a disclosure: the short tip is a button that shows the long tip right below it.
 * Chosen over a popup because the text stays in the reading flow (no focus jump, nothing to
 * close on a phone) and several tips can be open side by side.
 */
function ApplicationTipItem({ tip }: { tip: ApplicationTip }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <TipItem>
      <TipHeading>
        <TipButton
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          <span>{tip.shortTip}</span>
          <Chevron aria-hidden="true" $open={open} />
        </TipButton>
      </TipHeading>
      <TipBody id={panelId} hidden={!open}>
        {tip.longTip}
      </TipBody>
    </TipItem>
  );
}

/** GET /hints/applications as a list of short tips that open their long text. */
export function ApplicationTips() {
  const query = useHints('applications');
  return (
    <TipCollection
      query={query}
      texts={texts}
      list={TipList}
      placeholders={{ count: 3, height: '52px' }}
    >
      {(tip) => <ApplicationTipItem key={tip.id} tip={tip} />}
    </TipCollection>
  );
}
