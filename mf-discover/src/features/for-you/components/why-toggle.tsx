import { styled } from '@kompass/shared';
import { useId, useState } from 'react';
import { forYouTexts } from '../../../texts';

/** 'Warum?' as a link-like button; each card places it (and may pad it) itself. */
export const WhyButton = styled.button.attrs({ type: 'button' })`
  min-height: 44px;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

/** The reasons 'Warum?' shows, as a small list; each card frames it itself. */
export const Reasons = styled.ul`
  margin: 0;
  font-size: ${({ theme }) => theme.font.small};
  line-height: 1.4;
`;

/**
 * 'Warum?' for the suggestion `name`: the props of its button and of the reasons list it shows
 * and hides, which the cards place apart (the job and course card puts the button in its footer).
 */
export function useWhyToggle(name: string) {
  const [open, setOpen] = useState(false);
  const reasonsId = useId();
  return {
    button: {
      'aria-expanded': open,
      'aria-controls': reasonsId,
      'aria-label': forYouTexts.whyOf(name),
      onClick: () => setOpen((value) => !value),
      children: forYouTexts.why,
    },
    reasons: { id: reasonsId, hidden: !open, 'aria-label': forYouTexts.reasonsOf(name) },
  };
}
