import { Button, CenteredColumn, commonTexts, Page, styled } from '@kompass/shared';
import { createContext, useContext } from 'react';

/** Lets the fallback page, wherever it was produced, retry the remote route it stands in for. */
export const RemoteRetryContext = createContext<(() => void) | null>(null);

const Box = styled(CenteredColumn)`
  margin-top: 20vh;
`;

export function RemoteUnavailable() {
  const retry = useContext(RemoteRetryContext);
  return (
    <Page>
      <Box role="alert">
        <p>{commonTexts.remoteUnavailable}</p>
        {retry && <Button onClick={retry}>{commonTexts.retry}</Button>}
      </Box>
    </Page>
  );
}
