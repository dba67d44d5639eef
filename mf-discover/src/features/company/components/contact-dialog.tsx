import { Button, commonTexts, Dialog, Muted } from '@kompass/shared';
import { ContactLines } from '../../../components/contact-lines';
import { parseContactMethods } from '../../../lib/contact-methods';
import { companyTexts } from '../texts';

/** 'Kontakt aufnehmen': the company's contact methods, numbers and addresses as links. */
export default function ContactDialog({
  contactMethods,
  onClose,
}: {
  contactMethods: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      title={companyTexts.contactTitle}
      onClose={onClose}
      actions={
        <Button $variant="ghost" onClick={onClose}>
          {commonTexts.close}
        </Button>
      }
    >
      {parseContactMethods(contactMethods).length === 0 ? (
        <Muted>{companyTexts.contactEmpty}</Muted>
      ) : (
        <ContactLines contactMethods={contactMethods} />
      )}
    </Dialog>
  );
}
