import {
  Button,
  commonTexts,
  Dialog,
  LoadingState,
  paths,
  useApi,
  useNavigate,
  useQueryClient,
  styled,
} from '@kompass/shared';
import { useState } from 'react';
import { entityQuery } from '../../../api/get-entity';
import { useDetailsDialog } from '../../../components/use-details-dialog';
import { assistantTexts as texts } from '../texts';
import type { AssistantSource } from '../api/ask-assistant';
import { useTip } from '../api/get-tip';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  list-style: none;
`;

const CardButton = styled.button.attrs({ type: 'button' })`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Number = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: break-word;
`;

const Kind = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

const TipText = styled.p`
  margin: 0;
  white-space: pre-line;
`;

function TipDialog({ id, title, onClose }: { id: string; title: string; onClose: () => void }) {
  const tip = useTip(id);
  return (
    <Dialog
      title={tip.data?.title ?? title}
      onClose={onClose}
      actions={<Button onClick={onClose}>{commonTexts.close}</Button>}
    >
      {tip.isPending ? <LoadingState /> : <TipText>{tip.data?.text ?? texts.sourceFailed}</TipText>}
    </Dialog>
  );
}

/**
 * The answer's sources as numbered cards ('[1]' in the text is card 1). A job or course opens
 * its details popup, a company or an occupation its page, a tip its text.
 */
export function SourceCards({ sources }: { sources: AssistantSource[] }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const details = useDetailsDialog();
  const [tip, setTip] = useState<AssistantSource | null>(null);

  const open = async (source: AssistantSource) => {
    try {
      switch (source.entityType) {
        case 'company':
          await navigate(paths.company(source.entityId));
          return;
        case 'occupation':
          await navigate(paths.occupation(source.entityId));
          return;
        case 'tip':
          setTip(source);
          return;
        case 'job':
          details.openJob(await queryClient.fetchQuery(entityQuery(api, 'jobs', source.entityId)));
          return;
        case 'course':
          details.openCourse(
            await queryClient.fetchQuery(entityQuery(api, 'courses', source.entityId)),
            null,
          );
      }
    } catch {
      // The API client has told the user why it could not be opened.
    }
  };

  return (
    <>
      <List aria-label={texts.sources}>
        {sources.map((source, index) => {
          const kind = texts.sourceKinds[source.entityType];
          return (
            <li key={`${source.entityType}:${source.entityId}`}>
              {/* The name is the visible text: '[1] Bäcker/in Job'. */}
              <CardButton onClick={() => void open(source)}>
                <Number>[{index + 1}]</Number>{' '}
                <Text>
                  <span>{source.title}</span> <Kind>{kind}</Kind>
                </Text>
              </CardButton>
            </li>
          );
        })}
      </List>
      {details.dialog}
      {tip && <TipDialog id={tip.entityId} title={tip.title} onClose={() => setTip(null)} />}
    </>
  );
}
