/** One piece of a contact line: plain text, or something the user can tap to get in touch. */
export type ContactPart =
  { type: 'text'; text: string } | { type: 'phone' | 'email' | 'url'; text: string; href: string };

/** One line of a company's contact methods, e.g. 'Telefon: 0561 123456'. */
export type ContactLine = ContactPart[];

const email = String.raw`[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}`;
const url = String.raw`\b(?:https?:\/\/|www\.)[^\s<>"]+`;
// German numbers start with 0 or a country code; requiring that keeps years ('2024-2025'),
// times ('7:30–14 Uhr') and dates ('30. September') from turning into links.
const phone = String.raw`(?<![\w@.+])\(?(?:\+|0)[\d ()/\u00a0-]{4,}\d`;

// Alternation order matters only at equal start positions: an e-mail beats the URL rule, a URL
// beats the phone rule.
const contactPattern = new RegExp(`(${email})|(${url})|(${phone})`, 'g');

/** Punctuation that ends a sentence rather than a URL ('… auf www.example.de.'). */
const trailingPunctuation = /[.,;:!?)\]'"»“”]+$/;

const MIN_PHONE_DIGITS = 6;
const MAX_PHONE_DIGITS = 16;

/** 'tel:' wants digits only: '+49 (0) 561 12 34-56' → 'tel:+49561123456'. */
function phoneHref(number: string): string {
  const international = number.trim().replace(/^\(/, '').startsWith('+');
  // '+49 (0) 561 …': the bracketed trunk zero is dialled only from inside the country.
  const dialled = international ? number.replace(/\(0\)/g, '') : number;
  const digits = dialled.replace(/\D/g, '');
  return `tel:${international ? '+' : ''}${digits}`;
}

function urlHref(address: string): string {
  return /^https?:\/\//i.test(address) ? address : `https://${address}`;
}

function isFax(textBefore: string): boolean {
  return /\bfax\b/i.test(textBefore);
}

/** Splits one line into text and links. */
export function parseContactLine(line: string): ContactLine {
  const parts: ContactLine = [];
  let text = '';
  let position = 0;
  for (const match of line.matchAll(contactPattern)) {
    const [found, mail, address, number] = match;
    const start = match.index;
    text += line.slice(position, start);
    position = start + found.length;

    if (mail) {
      pushLink(parts, text, { type: 'email', text: mail, href: `mailto:${mail}` });
      text = '';
    } else if (address) {
      const bare = address.replace(trailingPunctuation, '');
      pushLink(parts, text, { type: 'url', text: bare, href: urlHref(bare) });
      text = address.slice(bare.length);
    } else if (number) {
      const digits = number.replace(/\D/g, '').length;
      const isPhone =
        digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS && !isFax(line.slice(0, start));
      if (isPhone) {
        pushLink(parts, text, { type: 'phone', text: number, href: phoneHref(number) });
        text = '';
      } else {
        text += number;
      }
    }
  }
  text += line.slice(position);
  if (text) parts.push({ type: 'text', text });
  return parts;
}

function pushLink(parts: ContactLine, textBefore: string, link: ContactPart): void {
  if (textBefore) parts.push({ type: 'text', text: textBefore });
  parts.push(link);
}

/**
 * A company's contact methods (free text, one method per line, e.g. 'Telefon: 0561 123456' and
 * 'E-Mail: ausbildung@example.de') as lines of text and links: phone numbers become `tel:`,
 * e-mail addresses `mailto:` and web addresses `https:` links. Blank lines are dropped.
 */
export function parseContactMethods(contactMethods: string | null | undefined): ContactLine[] {
  return (contactMethods ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map(parseContactLine);
}
