import { adminTexts } from '../texts';
import { AdminDialog } from './admin-dialog';

/**
 * Asks before a destructive action (deleting, unless told): either answer closes the question
 * through `onClose`, and confirming then runs `onConfirm`; Escape and 'Abbrechen' leave
 * everything as it was.
 */
export function ConfirmDialog({
  title = adminTexts.confirmDeleteTitle,
  message,
  confirmLabel = adminTexts.delete,
  onConfirm,
  onClose,
}: {
  title?: string;
  message: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <AdminDialog
      title={title}
      actionLabel={confirmLabel}
      danger
      onSubmit={() => {
        onClose();
        onConfirm();
      }}
      onCancel={onClose}
    >
      <p>{message}</p>
    </AdminDialog>
  );
}
