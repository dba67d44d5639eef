import { Button, Dialog } from '@kompass/shared';
import { adminTexts } from '../texts';

/** Asks before a destructive action; Escape and 'Abbrechen' leave everything as it was. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel = adminTexts.delete,
  onConfirm,
  onCancel,
}: {
  title: string;
  message: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      title={title}
      role="alertdialog"
      onClose={onCancel}
      actions={
        <>
          <Button $variant="secondary" onClick={onCancel}>
            {adminTexts.cancel}
          </Button>
          <Button $variant="danger" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
