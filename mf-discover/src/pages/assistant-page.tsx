import { Page } from '@kompass/shared';
import { AssistantChat } from '../features/assistant/components/assistant-chat';

/** `/assistant`: 'Frag unsere KI', opened from the banner on /search (issue 24). */
export default function AssistantPage() {
  return (
    <Page>
      <AssistantChat />
    </Page>
  );
}
