/** A rectangle of the original image, in its own pixels. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The side of a stored avatar: sharp on any screen at the sizes it is shown, and small. */
export const AVATAR_SIDE = 512;

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Das Bild konnte nicht gelesen werden.'));
    image.src = src;
  });
}

/** The square the user chose, or the largest centred square when nothing was chosen yet. */
export function squareOf(
  image: { width: number; height: number },
  area: PixelArea | null,
): PixelArea {
  const side = Math.floor(Math.min(area?.width ?? image.width, area?.height ?? image.height));
  const x = area ? area.x : (image.width - side) / 2;
  const y = area ? area.y : (image.height - side) / 2;
  // Inside the image, even when rounding put the area a pixel over its edge.
  return {
    x: Math.round(Math.min(Math.max(0, x), image.width - side)),
    y: Math.round(Math.min(Math.max(0, y), image.height - side)),
    width: side,
    height: side,
  };
}

/**
 * Cuts the square out of the image with a canvas and answers it as a JPEG of at most
 * `AVATAR_SIDE` pixels a side (transparent parts become white, as on the page).
 */
export async function cropToSquare(src: string, area: PixelArea | null): Promise<Blob> {
  const image = await loadImage(src);
  const square = squareOf({ width: image.naturalWidth, height: image.naturalHeight }, area);
  const side = Math.min(AVATAR_SIDE, square.width);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Das Bild konnte nicht zugeschnitten werden.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side);
  context.drawImage(image, square.x, square.y, square.width, square.height, 0, 0, side, side);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) =>
        blob ? resolve(blob) : reject(new Error('Das Bild konnte nicht zugeschnitten werden.')),
      'image/jpeg',
      0.9,
    ),
  );
}
