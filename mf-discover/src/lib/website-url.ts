/** A host name with at least one dot, optionally followed by a path: 'www.example.de/karriere'. */
const bareDomain =
  /^[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)+(?:[/?#]\S*)?$/i;

/**
 * The address of a company's website if it is one the in-app browser may show: http(s) only,
 * so a `javascript:` or `data:` value typed into the admin form can never run in the app. A bare
 * domain ('www.example.de') is taken as https. Anything else: `null`, and no button is shown.
 */
export function websiteUrl(website: string | null | undefined): string | null {
  const value = (website ?? '').trim();
  if (!value) return null;
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(value);
  if (!hasScheme && !bareDomain.test(value)) return null;
  try {
    const url = new URL(hasScheme ? value : `https://${value}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
