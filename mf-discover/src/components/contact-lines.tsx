import { styled } from '@kompass/shared';
import { parseContactMethods, type ContactPart } from '../lib/contact-methods';
import { commonDiscoverTexts } from '../texts';

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
        <a href={part.href} aria-label={commonDiscoverTexts.contactPhone(part.text)}>
          {part.text}
        </a>
      );
    case 'email':
      return (
        <a href={part.href} aria-label={commonDiscoverTexts.contactMail(part.text)}>
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

/** A company's contact methods, one per line, numbers and addresses as links. */
export function ContactLines({ contactMethods }: { contactMethods: string }) {
  const lines = parseContactMethods(contactMethods);
  return (
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
  );
}
