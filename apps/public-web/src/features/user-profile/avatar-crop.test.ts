import { describe, expect, it } from 'vitest';
import { cropSquare, INITIAL_CROP } from './avatar-crop';

describe('cropSquare', () => {
  it('takes the largest centred square at first', () => {
    expect(cropSquare(1200, 800, INITIAL_CROP)).toMatchObject({ centerX: 600, centerY: 400, side: 800 });
  });

  it('turns the picture a quarter: width and height swap', () => {
    expect(cropSquare(1200, 800, { ...INITIAL_CROP, quarterTurns: 1 })).toMatchObject({ shownWidth: 800, shownHeight: 1200, side: 800, centerY: 600 });
  });

  it('zooms in and moves the square to the edges, never past them', () => {
    const square = cropSquare(1200, 800, { ...INITIAL_CROP, zoom: 2, panX: 1, panY: -1 });
    expect(square).toMatchObject({ side: 400, centerX: 1000, centerY: 200 });
    expect(cropSquare(1200, 800, { ...INITIAL_CROP, zoom: 10, panX: 5 })).toMatchObject({ side: 800 / 3 });
    expect(cropSquare(1200, 800, { ...INITIAL_CROP, panX: -1 }).centerX).toBe(400);
  });
});
