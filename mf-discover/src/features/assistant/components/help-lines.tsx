import { Button, Muted, VisuallyHidden, styled } from '@kompass/shared';
import { useId } from 'react';
import type { AssistantHelp } from '../api/ask-assistant';
import { assistantTexts as texts } from '../texts';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0;
  padding: 0;
  list-style: none;
`;

/** A whole-width link, big enough to tap with a thumb. */
const LineLink = styled.a`
  display: block;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.medium};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  overflow-wrap: break-word;
`;

const Hours = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

/**
 * The help lines of an answer in a situation for human help: each a link that calls the number
 * (or opens the chat), its hours beneath, then (given `onContinue`) the offer to go on with a
 * career question.
 */
export function HelpLines({ help, onContinue }: { help: AssistantHelp; onContinue?: () => void }) {
  const hoursId = useId();
  return (
    <>
      <List aria-label={texts.helpLines}>
        {help.lines.map((line, index) => {
          const web = line.href.startsWith('https:');
          return (
            <li key={line.href}>
              <LineLink
                href={line.href}
                {...(web ? { target: '_blank', rel: 'noreferrer' } : {})}
                aria-describedby={`${hoursId}-${index}`}
              >
                {line.label}
                {web && <VisuallyHidden> {texts.opensInNewTab}</VisuallyHidden>}
              </LineLink>
              <Hours id={`${hoursId}-${index}`}>{line.hours}</Hours>
            </li>
          );
        })}
      </List>
      {onContinue && (
        <>
          <Muted>{texts.afterHelp}</Muted>
          <Button $variant="secondary" onClick={onContinue}>
            {texts.continueWithCareer}
          </Button>
        </>
      )}
    </>
  );
}
