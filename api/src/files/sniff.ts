import { fileTypeFromBuffer } from 'file-type';
import type { ImageExtension } from './store.ts';

/** What file-type reports for the image formats uploads may have, and how we store each. */
const uploadTypes: Record<string, Exclude<ImageExtension, 'svg'>> = {
  png: 'png',
  // Animated PNG: browsers show it as image/png.
  apng: 'png',
  jpg: 'jpg',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
};

/**
 * The image type of an upload judged by its bytes alone (never by the file name or the type the
 * client claims), or null when it is not a PNG, JPEG, WebP, GIF or AVIF image.
 */
export async function sniffImage(data: Uint8Array): Promise<Exclude<ImageExtension, 'svg'> | null> {
  const detected = await fileTypeFromBuffer(data);
  return (detected && uploadTypes[detected.ext]) ?? null;
}
