import { Type } from 'typebox';

export const User = Type.Object({
  id: Type.String(),
  username: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: Type.String(),
});

export const RegisterBody = Type.Object({
  username: Type.String({
    title: 'Benutzername',
    minLength: 3,
    maxLength: 32,
    pattern: '^[A-Za-z0-9._-]+$',
    errorMessage:
      'Der Benutzername muss 3 bis 32 Zeichen lang sein und darf nur Buchstaben (ohne Umlaute), Ziffern, Punkt, Unterstrich und Bindestrich enthalten.',
  }),
  email: Type.String({
    title: 'E-Mail-Adresse',
    format: 'email',
    maxLength: 200,
    errorMessage: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  }),
  password: Type.String({
    title: 'Passwort',
    minLength: 8,
    maxLength: 256,
    errorMessage: {
      minLength: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
      maxLength: 'Das Passwort darf höchstens 256 Zeichen lang sein.',
    },
  }),
  name: Type.String({ title: 'Name', minLength: 1, maxLength: 200 }),
});

export const LoginBody = Type.Object({
  username: Type.String({ title: 'Benutzername', minLength: 1, maxLength: 200 }),
  password: Type.String({ title: 'Passwort', minLength: 1, maxLength: 256 }),
});

export const LoginResult = Type.Object({ token: Type.String(), userId: Type.String() });
