import { Button, Dialog } from '@kompass/shared';
import { useId, type FormEvent, type ReactNode } from 'react';
import { adminTexts } from '../texts';
import { FormProblem } from './form-parts';

/**
 * Every dialog of the admin area: a form with 'Abbrechen' and one action below it. Cancel (or
 * Escape) changes nothing; a refused submit says why under the fields, described by them through
 * `problemId`. `danger` asks before a destructive action (an alert dialog with a red button).
 */
export function AdminDialog({
  title,
  actionLabel,
  onSubmit,
  onCancel,
  problem = null,
  problemId,
  danger = false,
  noValidate = true,
  children,
}: {
  title: string;
  actionLabel: string;
  onSubmit: () => void;
  onCancel: () => void;
  problem?: string | null;
  problemId?: string;
  danger?: boolean;
  /** False lets the browser check typed e-mail addresses, URLs and numbers first. */
  noValidate?: boolean;
  children: ReactNode;
}) {
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      title={title}
      {...(danger ? { role: 'alertdialog' as const } : {})}
      onClose={onCancel}
      actions={
        <>
          <Button $variant="secondary" onClick={onCancel}>
            {adminTexts.cancel}
          </Button>
          <Button type="submit" form={formId} {...(danger ? { $variant: 'danger' as const } : {})}>
            {actionLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate={noValidate}>
        {children}
        {problem && (
          <FormProblem id={problemId} role="alert">
            {problem}
          </FormProblem>
        )}
      </form>
    </Dialog>
  );
}
