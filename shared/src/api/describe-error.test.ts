import { describe, expect, it } from 'vitest';
import { describeHttpError } from './describe-error';

const badRequestPrefix =
  'Die Anfrage konnte nicht verarbeitet werden. Bitte überprüfe deine Eingaben: ';
const serverError = {
  title: 'Serverfehler',
  message: 'Auf dem Server ist ein Fehler aufgetreten. Bitte versuche es später erneut.',
};

describe('describeHttpError', () => {
  it('400 appends the server message to the catalogue text', () => {
    expect(
      describeHttpError(400, { error: 'validation', message: 'Benutzername ist bereits vergeben' }),
    ).toEqual({
      title: 'Ungeeignete Anfrage',
      message: badRequestPrefix + 'Benutzername ist bereits vergeben',
    });
  });

  it('400 falls back to the error field, then to a plain-text body, then to nothing', () => {
    expect(describeHttpError(400, { error: 'Ungültige E-Mail' })?.message).toBe(
      badRequestPrefix + 'Ungültige E-Mail',
    );
    expect(describeHttpError(400, 'Zu kurz')?.message).toBe(badRequestPrefix + 'Zu kurz');
    expect(describeHttpError(400, undefined)?.message).toBe(badRequestPrefix);
  });

  it('401 is the fixed catalogue text, whatever the server says', () => {
    expect(describeHttpError(401, { error: 'Token abgelaufen' })).toEqual({
      title: 'Nicht autorisiert',
      message:
        'Deinen Anmeldung hat nicht geklappt oder ist abgelaufen. Bitte melde dich erneut an.',
    });
  });

  it('429 builds "x Anfragen / y Sekunden" from maxCalls and perSeconds', () => {
    expect(
      describeHttpError(429, {
        error: 'rate_limited',
        message: 'Zu viele Anfragen.',
        maxCalls: 5,
        perSeconds: 60,
      }),
    ).toEqual({ title: 'Zu viele Anfragen', message: '5 Anfragen / 60 Sekunden' });
    expect(describeHttpError(429, { error: 'x', maxCalls: 100, perSeconds: 1 })?.message).toBe(
      '100 Anfragen / 1 Sekunden',
    );
  });

  it.each([500, 501, 599])('%i is the server error', (status) => {
    expect(describeHttpError(status, { error: 'boom', message: 'Interner Fehler' })).toEqual(
      serverError,
    );
  });

  it.each([502, 503, 504])('%i is a brief outage, not a server error', (status) => {
    expect(describeHttpError(status, { error: 'Nicht verfügbar', message: 'x' })).toEqual({
      title: 'Kurz nicht erreichbar',
      message: 'Der Dienst ist gerade kurz nicht erreichbar. Bitte versuche es gleich noch einmal.',
    });
  });

  it.each([403, 404, 409, 415])('%i stays silent', (status) => {
    expect(describeHttpError(status, { error: 'x', message: 'y' })).toBeNull();
  });
});
