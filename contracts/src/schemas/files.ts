import { Type } from 'typebox';

/** Image types the product stores, by the extension used in object names. */
export const imageTypes = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  // Only for images the server draws itself (demo content); uploads are never SVG.
  svg: 'image/svg+xml',
} as const;

export const ObjectNameParams = Type.Object({ objectName: Type.String() });

export const UploadedFile = Type.Object({ objectName: Type.String() });

/** An image's bytes, as the OpenAPI document describes them. */
export const Binary = Type.Unsafe<unknown>({
  type: 'string',
  format: 'binary',
  description: `Die Bilddaten (${Object.values(imageTypes).join(', ')}).`,
});
