import { Type } from 'typebox';

export const UserIdParams = Type.Object({
  userId: Type.String({ format: 'uuid', title: 'userId' }),
});

export const UsernameParams = Type.Object({
  username: Type.String({ title: 'username', minLength: 1, maxLength: 200 }),
});

export const SetAvatarQuery = Type.Object({
  url: Type.String({ title: 'url', minLength: 1, maxLength: 2000 }),
});

export const AvatarSet = Type.Object({ status: Type.Literal('ok') });

export const AvatarRedirect = Type.Null({
  description: 'Weiterleitung zum Bild (Header `Location`).',
});
