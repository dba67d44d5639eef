import type { FastifySchemaValidationError } from 'fastify/types/schema.js';

/** Short German titles by status; `message` carries the sentence a user reads. */
const titles: Record<number, string> = {
  400: 'Ungültige Eingabe',
  401: 'Nicht angemeldet',
  403: 'Keine Berechtigung',
  404: 'Nicht gefunden',
  405: 'Nicht erlaubt',
  409: 'Konflikt',
  413: 'Anfrage zu groß',
  414: 'Adresse zu lang',
  415: 'Nicht unterstütztes Format',
  422: 'Nicht verarbeitbar',
  429: 'Zu viele Anfragen',
  500: 'Serverfehler',
  503: 'Nicht verfügbar',
};

export const messages = {
  unauthorized: 'Bitte melde dich an. Deine Anmeldung fehlt oder ist abgelaufen.',
  forbidden: 'Dafür fehlen dir die Rechte.',
  notFound: 'Das Gesuchte wurde nicht gefunden.',
  badRequest: 'Die Anfrage konnte nicht verarbeitet werden.',
  invalidJson: 'Die Anfrage enthält kein gültiges JSON.',
  invalidAddress: 'Die Adresse ist ungültig.',
  addressTooLong: 'Die Adresse ist zu lang.',
  tooLarge: 'Die Anfrage ist zu groß.',
  unsupportedMediaType: 'Dieses Datenformat wird hier nicht unterstützt.',
  serverError: 'Auf dem Server ist ein Fehler aufgetreten. Bitte versuche es später erneut.',
  invalidData: 'Die Eingabe enthält ungültige Daten.',
  duplicate: 'Diesen Eintrag gibt es bereits.',
  unavailable: 'Der Dienst ist gerade kurz nicht erreichbar. Bitte versuche es gleich noch einmal.',
} as const;

/** Seconds a client should wait before retrying while the database is unavailable. */
export const unavailableRetryAfterSeconds = 2;

export function titleFor(statusCode: number): string {
  return titles[statusCode] ?? (statusCode >= 500 ? titles[500]! : titles[400]!);
}

/** An error whose status and German message go to the client as they are. */
export class HttpError extends Error {
  statusCode: number;
  error: string;
  /** Extra fields for the body (429: maxCalls, perSeconds). */
  extra: Record<string, unknown>;

  constructor(statusCode: number, message: string, error?: string, extra = {}) {
    super(message);
    this.statusCode = statusCode;
    this.error = error ?? titleFor(statusCode);
    this.extra = extra;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = () => new HttpError(401, messages.unauthorized);
export const forbidden = () => new HttpError(403, messages.forbidden);
export const notFound = (message: string = messages.notFound) => new HttpError(404, message);

/** PostgreSQL error codes (SQLSTATE) that mean the input, not the server, was at fault. */
export function isPostgresInputError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // Class 22: data exception (bad text encoding, out-of-range number, …); class 23: constraint.
  return typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code);
}

/**
 * Errors that mean the database cannot be reached right now (restarting, failing over, network),
 * not that the request was wrong: the client may retry shortly.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    // SQLSTATE class 08: connection exception; 57P01–57P03: shutting down, crashed, starting up.
    if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code)) return true;
    // The socket to the server (node:net).
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH'].includes(code)) {
      return true;
    }
  }
  // node-postgres reports a dropped or unusable connection without a code.
  return (
    typeof message === 'string' &&
    /^(Connection terminated|Client has encountered a connection error|Client was closed)/.test(
      message,
    )
  );
}

/** Ajv error objects with `verbose: true` also carry the schema around the failing keyword. */
interface SchemaInfo {
  title?: string;
  /** Our annotation keyword: the sentence to show for a violation, or one per Ajv keyword. */
  errorMessage?: string | Record<string, string>;
  properties?: Record<string, { title?: string }>;
}
type AjvError = FastifySchemaValidationError & { parentSchema?: SchemaInfo };

const typeNames: Record<string, string> = {
  string: 'ein Text',
  number: 'eine Zahl',
  integer: 'eine ganze Zahl',
  boolean: 'wahr oder falsch',
  array: 'eine Liste',
  object: 'ein Objekt',
  null: 'leer',
};

/** „email“, „answers“ (Eintrag 2), or the schema's German title. */
function fieldLabel(error: AjvError): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  const last = segments.at(-1);
  if (last !== undefined && /^\d+$/.test(last) && segments.length > 1) {
    return `„${segments.slice(0, -1).join('.')}“ (Eintrag ${Number(last) + 1})`;
  }
  return `„${error.parentSchema?.title ?? segments.join('.')}“`;
}

const locations: Record<string, string> = {
  body: 'Die Anfrage',
  querystring: 'Die Abfrage',
  params: 'Die Adresse',
  headers: 'Die Kopfzeilen',
};

/** One readable German sentence for the first schema violation. */
export function validationMessage(errors: FastifySchemaValidationError[], context: string): string {
  const error = errors[0] as AjvError | undefined;
  if (!error) return messages.badRequest;
  const p = error.params;

  if (error.keyword === 'required') {
    const missing = String(p.missingProperty);
    const label = error.parentSchema?.properties?.[missing]?.title ?? missing;
    return `Das Feld „${label}“ fehlt.`;
  }
  if (error.instancePath === '' && error.keyword === 'type') {
    return `${locations[context] ?? 'Die Anfrage'} enthält keine gültigen Daten.`;
  }

  const custom = error.parentSchema?.errorMessage;
  if (typeof custom === 'string') return custom;
  if (custom?.[error.keyword]) return custom[error.keyword]!;

  const subject = `Das Feld ${fieldLabel(error)}`;
  switch (error.keyword) {
    case 'type': {
      const types = String(p.type)
        .split(',')
        .map((type) => typeNames[type] ?? type);
      return `${subject} muss ${types.join(' oder ')} sein.`;
    }
    case 'minLength':
      return Number(p.limit) === 1
        ? `${subject} darf nicht leer sein.`
        : `${subject} muss mindestens ${String(p.limit)} Zeichen lang sein.`;
    case 'maxLength':
      return `${subject} darf höchstens ${String(p.limit)} Zeichen lang sein.`;
    case 'minItems':
      return `${subject} muss mindestens ${String(p.limit)} Einträge haben.`;
    case 'maxItems':
      return `${subject} darf höchstens ${String(p.limit)} Einträge haben.`;
    case 'minimum':
      return `${subject} muss mindestens ${String(p.limit)} sein.`;
    case 'maximum':
      return `${subject} darf höchstens ${String(p.limit)} sein.`;
    case 'pattern':
      return `${subject} enthält ungültige Zeichen.`;
    case 'format':
      if (p.format === 'email') return 'Bitte gib eine gültige E-Mail-Adresse ein.';
      if (p.format === 'uuid') return `${subject} ist keine gültige ID.`;
      return `${subject} hat ein ungültiges Format.`;
    case 'enum':
    case 'const':
      return `${subject} hat einen ungültigen Wert.`;
    case 'additionalProperties':
      return `${locations[context] ?? 'Die Anfrage'} enthält das unbekannte Feld „${String(p.additionalProperty)}“.`;
    default:
      return `${subject} ist ungültig.`;
  }
}
