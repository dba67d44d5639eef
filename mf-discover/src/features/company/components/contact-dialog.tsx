import { Button, commonTexts, Dialog, Muted, styled } from '@kompass/shared';
import { companyTexts } from '../texts';
import { parseContactMethods, type ContactPart } from '../lib/contact-methods';

const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  list-style: none;
  overflow-wrap: break-word;
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

function Part({ part }: { part: ContactPart }) {
  switch (part.type) {
    case 'text':
      return part.text;
    case 'phone':
      return (
        <a href={part.href} aria-label={companyTexts.contactPhone(part.text)}>
          {part.text}
        </a>
      );
    case 'email':
      return (
        <a href={part.href} aria-label={companyTexts.contactMail(part.text)}>
          {part.text}
        </a>
      );
    case 'url':
      return (
        <a href={part.href} target="_blank" rel="noopener noreferrer">
          {part.text}
        </a>
      );
  }
}

/** 'Kontakt aufnehmen': the company's contact methods, numbers and addresses as links. */
export default function ContactDialog({
  contactMethods,
  onClose,
}: {
  contactMethods: string;
  onClose: () => void;
}) {
  const lines = parseContactMethods(contactMethods);
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
      {lines.length === 0 ? (
        <Muted>{companyTexts.contactEmpty}</Muted>
      ) : (
        <Lines>
          {lines.map((line, lineIndex) => (
            // The lines never reorder: their position is their identity.
            <li key={lineIndex}>
              {line.map((part, partIndex) => (
                <Part key={partIndex} part={part} />
              ))}
            </li>
          ))}
        </Lines>
      )}
    </Dialog>
  );
}
