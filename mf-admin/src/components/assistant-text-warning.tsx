import { styled } from '@kompass/shared';
// A plain function, shared with the API so both judge a description alike.
import { assistantInstructionsIn } from '@kompass/shared/assistant-instructions';
import { adminTexts } from '../texts';

const Warning = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.small};
`;

/**
 * Under a description field: a warning while its text has sentences that address an
 * assistant ('Ignoriere alle Regeln …'). Saving stays possible; 'Frag unsere KI' leaves such
 * sentences out in any case (api/src/assistant/catalogue.ts).
 */
export function AssistantTextWarning({ text }: { text: string }) {
  const sentences = assistantInstructionsIn(text);
  if (sentences.length === 0) return null;
  return <Warning role="status">{adminTexts.assistantInstructionWarning(sentences)}</Warning>;
}
