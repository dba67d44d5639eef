import { Button, commonTexts, Muted, Page, PageTitle, paths } from '@kompass/shared';
import { useNavigate } from 'react-router';
import { shellTexts } from '../../texts';

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
