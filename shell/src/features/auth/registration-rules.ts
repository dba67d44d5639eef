/**
 * The API's rules for a new account (`RegisterBody` in the API's auth schema, POST
 * /auth/register), checked before sending so that a short password is told next to its field in
 * plain German instead of as a refused request. The server still checks: these only say early.
 */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;
const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
const EMAIL_MAX_LENGTH = 200;
// The shape the API's `email` format accepts, without listing every rule of it.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const registrationTexts = {
  usernameRule: `${USERNAME_MIN_LENGTH} bis ${USERNAME_MAX_LENGTH} Zeichen: Buchstaben (ohne Umlaute), Ziffern, Punkt, Unterstrich, Bindestrich.`,
  usernameInvalid: `Der Benutzername muss ${USERNAME_MIN_LENGTH} bis ${USERNAME_MAX_LENGTH} Zeichen lang sein und darf nur Buchstaben (ohne Umlaute), Ziffern, Punkt, Unterstrich und Bindestrich enthalten.`,
  passwordTooShort: `Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.`,
  passwordTooLong: `Das Passwort darf höchstens ${PASSWORD_MAX_LENGTH} Zeichen lang sein.`,
  emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein.',
} as const;

export interface RegistrationFields {
  email: string;
  name: string;
  username: string;
  password: string;
}

/** Per field, what breaks the API's rules (in German); empty when all is well. */
export function registrationProblems(
  fields: RegistrationFields,
): Partial<Record<keyof RegistrationFields, string>> {
  const problems: Partial<Record<keyof RegistrationFields, string>> = {};
  const email = fields.email.trim();
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(email)) {
    problems.email = registrationTexts.emailInvalid;
  }
  const username = fields.username.trim();
  if (
    username.length < USERNAME_MIN_LENGTH ||
    username.length > USERNAME_MAX_LENGTH ||
    !USERNAME_PATTERN.test(username)
  ) {
    problems.username = registrationTexts.usernameInvalid;
  }
  if (fields.password.length < PASSWORD_MIN_LENGTH) {
    problems.password = registrationTexts.passwordTooShort;
  } else if (fields.password.length > PASSWORD_MAX_LENGTH) {
    problems.password = registrationTexts.passwordTooLong;
  }
  return problems;
}
