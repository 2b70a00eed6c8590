/** How the person set the cropper: a quarter turn count, mirrorings, zoom and where the square sits. */
export interface AvatarCrop {
  /** Clockwise quarter turns, 0 to 3. */
  quarterTurns: number;
  flipX: boolean;
  flipY: boolean;
  /** 1 (the largest square that fits) to MAX_ZOOM. */
  zoom: number;
  /** Where the square sits across the room left: -1 (left or top) to 1 (right or bottom). */
  panX: number;
  panY: number;
}

export const MAX_ZOOM = 3;
export const INITIAL_CROP: AvatarCrop = { quarterTurns: 0, flipX: false, flipY: false, zoom: 1, panX: 0, panY: 0 };

/** The square a crop takes out of the picture as it is shown (turned), in the picture's pixels: its centre and side. */
export function cropSquare(
  width: number,
  height: number,
  crop: AvatarCrop,
): { centerX: number; centerY: number; side: number; shownWidth: number; shownHeight: number } {
  const turned = crop.quarterTurns % 2 === 1;
  const shownWidth = turned ? height : width;
  const shownHeight = turned ? width : height;
  const side = Math.min(shownWidth, shownHeight) / Math.min(Math.max(crop.zoom, 1), MAX_ZOOM);
  const clamp = (n: number) => Math.min(Math.max(n, -1), 1);
  return {
    centerX: shownWidth / 2 + (clamp(crop.panX) * (shownWidth - side)) / 2,
    centerY: shownHeight / 2 + (clamp(crop.panY) * (shownHeight - side)) / 2,
    side,
    shownWidth,
    shownHeight,
  };
}

/** Draws the cropped, turned and mirrored picture into a square canvas of `size` pixels. */
export function drawAvatar(canvas: HTMLCanvasElement, image: CanvasImageSource & { width: number; height: number }, crop: AvatarCrop, size: number): void {
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return;
  const square = cropSquare(image.width, image.height, crop);
  const scale = size / square.side;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, size, size);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  // From the output's centre: scale, move the square's centre there, mirror and turn as shown, draw the picture centred.
  context.translate(size / 2, size / 2);
  context.scale(scale, scale);
  context.translate(square.shownWidth / 2 - square.centerX, square.shownHeight / 2 - square.centerY);
  context.scale(crop.flipX ? -1 : 1, crop.flipY ? -1 : 1);
  context.rotate((crop.quarterTurns * Math.PI) / 2);
  context.drawImage(image, -image.width / 2, -image.height / 2);
}
