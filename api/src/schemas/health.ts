import { Type } from 'typebox';

export const Status = Type.Object({ status: Type.Literal('ok') });
