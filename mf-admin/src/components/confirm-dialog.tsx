import { adminTexts } from '../texts';
import { AdminDialog } from './admin-dialog';

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
    <AdminDialog
      title={title}
      actionLabel={confirmLabel}
      danger
      onSubmit={onConfirm}
      onCancel={onCancel}
    >
      <p>{message}</p>
    </AdminDialog>
  );
}
