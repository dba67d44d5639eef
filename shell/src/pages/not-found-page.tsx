import { Button, commonTexts, Muted, Page, PageTitle, paths, useNavigate } from '@kompass/shared';
import { shellTexts } from '../texts';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Page>
      <PageTitle>{shellTexts.notFoundTitle}</PageTitle>
      <Muted>{shellTexts.notFoundMessage}</Muted>
      <div>
        <Button onClick={() => navigate(paths.home())}>{commonTexts.home}</Button>
      </div>
    </Page>
  );
}
