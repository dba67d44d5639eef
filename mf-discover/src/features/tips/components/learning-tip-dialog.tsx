import { Button, commonTexts, Dialog, type LearningTip, styled } from '@kompass/shared';

const Emoji = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-size: 2.5rem;
  line-height: 1;
`;

const Description = styled.p`
  margin: 0;
  white-space: pre-line;
`;

/** The popup of one learning tip: its title and description. Loaded when a tip is opened. */
export default function LearningTipDialog({
  tip,
  onClose,
}: {
  tip: LearningTip;
  onClose: () => void;
}) {
  return (
    <Dialog
      title={tip.title}
      onClose={onClose}
      actions={<Button onClick={onClose}>{commonTexts.close}</Button>}
    >
      <Emoji aria-hidden="true">{tip.emoji}</Emoji>
      <Description>{tip.description}</Description>
    </Dialog>
  );
}
