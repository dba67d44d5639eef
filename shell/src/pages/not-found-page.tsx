import { Button, commonTexts, NotFoundState, Page, paths, useNavigate } from '@kompass/shared';
import { shellTexts } from '../texts';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Page>
      <NotFoundState
        title={shellTexts.notFoundTitle}
        message={shellTexts.notFoundMessage}
        action={<Button onClick={() => void navigate(paths.home())}>{commonTexts.home}</Button>}
      />
    </Page>
  );
}
