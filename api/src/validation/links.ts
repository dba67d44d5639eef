import { badRequest } from '../errors.ts';

/** A URL scheme such as `javascript:`; `host:8080` is a port, not a scheme. */
const scheme = /^[a-z][a-z0-9+.-]*:(?!\d)/i;
const httpScheme = /^https?:\/\//i;

/**
 * An image reference as the app shows it: an http(s) URL, a path on this host or a stored
 * object name. Other schemes (`javascript:`, `data:`, …) are refused, so nothing an admin
 * enters turns into script or an unexpected resource in someone's browser. Empty stays empty.
 */
export function checkImageReference(value: string, label: string): string {
  if (value === '' || httpScheme.test(value)) return value;
  if (scheme.test(value) || /\s/.test(value)) {
    throw badRequest(
      `Das Feld „${label}“ muss eine http(s)-Adresse, ein Pfad oder ein Dateiname sein.`,
    );
  }
  return value;
}

/**
 * A company website for „Website aufrufen“: http(s) only; a bare address such as
 * `www.beispiel.de` gets `https://`.
 */
export function normalizeWebsite(value: string, label = 'Website'): string {
  const address = httpScheme.test(value) ? value : scheme.test(value) ? null : `https://${value}`;
  const invalid = () =>
    badRequest(`Das Feld „${label}“ muss eine Web-Adresse sein (z. B. https://www.beispiel.de).`);
  if (address === null) throw invalid();
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw invalid();
  }
  if (!url.hostname.includes('.') && url.hostname !== 'localhost') throw invalid();
  return address;
}
