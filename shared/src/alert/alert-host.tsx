import { useAtomValue } from 'jotai';
import { commonTexts } from '../texts';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { alertQueueAtom, dismissAlert } from './alerts';

/** Renders the oldest pending alert as an accessible alert dialog. Mounted once by the host. */
export function AlertHost() {
  const current = useAtomValue(alertQueueAtom)[0];
  if (!current) return null;
  const close = () => dismissAlert(current.id);
  return (
    <Dialog
      key={current.id}
      role="alertdialog"
      title={current.title}
      onClose={close}
      actions={
        <Button data-autofocus onClick={close}>
          {commonTexts.ok}
        </Button>
      }
    >
      <p style={{ margin: 0 }}>{current.message}</p>
    </Dialog>
  );
}
