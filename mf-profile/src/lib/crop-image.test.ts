import { describe, expect, it } from 'vitest';
import { squareOf } from './crop-image';

describe('squareOf', () => {
  it('takes the largest centred square when nothing was chosen', () => {
    expect(squareOf({ width: 400, height: 200 }, null)).toEqual({
      x: 100,
      y: 0,
      width: 200,
      height: 200,
    });
    expect(squareOf({ width: 300, height: 500 }, null)).toEqual({
      x: 0,
      y: 100,
      width: 300,
      height: 300,
    });
  });

  it('keeps the chosen square inside the image', () => {
    expect(
      squareOf({ width: 400, height: 200 }, { x: 250.4, y: -0.3, width: 150.6, height: 150.2 }),
    ).toEqual({
      x: 250,
      y: 0,
      width: 150,
      height: 150,
    });
    expect(
      squareOf({ width: 400, height: 200 }, { x: 260, y: 60, width: 150, height: 150 }),
    ).toEqual({
      x: 250,
      y: 50,
      width: 150,
      height: 150,
    });
  });
});
