import { Type } from 'typebox';

/** Keeps one account from filling the database with settings. */
export const MAX_SETTINGS_PER_USER = 100;

export const SettingKey = Type.String({
  title: 'key',
  pattern: '^[a-z0-9_]{1,64}$',
  errorMessage:
    'Der Schlüssel einer Einstellung muss 1 bis 64 Zeichen lang sein und darf nur Kleinbuchstaben, Ziffern und Unterstriche enthalten.',
});

export const Setting = Type.Object({
  key: Type.String(),
  value: Type.Union([Type.String(), Type.Null()]),
});

/**
 * A value is text, a number (the onboarding sends the chosen answer's index) or null (skipped);
 * it is stored as text. One `type` list instead of anyOf: Ajv's coercion would turn null into ''.
 */
const SettingValue = Type.Unsafe<string | number | boolean | null>({
  type: ['string', 'number', 'boolean', 'null'],
  title: 'value',
  maxLength: 2000,
});

export const SaveSetting = Type.Object({ key: SettingKey, value: Type.Optional(SettingValue) });
