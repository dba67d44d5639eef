import { Type } from 'typebox';
import { imageTypes } from '../files/store.ts';

export const ObjectNameParams = Type.Object({ objectName: Type.String() });

export const UploadedFile = Type.Object({ objectName: Type.String() });

/** An image's bytes, as the OpenAPI document describes them. */
export const Binary = Type.Unsafe<unknown>({
  type: 'string',
  format: 'binary',
  description: `Die Bilddaten (${Object.values(imageTypes).join(', ')}).`,
});
