import { parseContactMethods, type ContactPart } from './contact-methods';
import { websiteUrl } from './website-url';

/**
 * Where 'Bewerben' leads: the company's first e-mail address (with the job as the subject), else
 * its first web address among the contact methods, else its website, else its first phone
 * number; `null` when it gave none of them.
 */
export function applyTarget(
  company: { contactMethods: string; website: string },
  jobName: string,
): string | null {
  const parts = parseContactMethods(company.contactMethods).flat();
  const hrefOf = (type: ContactPart['type']) => {
    const part = parts.find((candidate) => candidate.type === type);
    return part && 'href' in part ? part.href : null;
  };
  const email = hrefOf('email');
  if (email) return `${email}?subject=${encodeURIComponent(`Bewerbung: ${jobName}`)}`;
  return hrefOf('url') ?? websiteUrl(company.website) ?? hrefOf('phone');
}
