import { useMemo } from 'react';
import QRCode from 'qrcode';
import { cx } from '../internal/cx';

export interface QrCodeProps {
  /** What the code holds, e.g. a ticket code or a check-in link. */
  value: string;
  /** Names the image for screen readers, e.g. "Ticket QR code for Founders Dinner". */
  label: string;
  /** Rendered width and height in pixels. */
  size?: number;
  className?: string;
}

/** Light modules around the code that scanners need to find it (the QR "quiet zone"). */
const QUIET_ZONE = 4;

/** One SVG path of every dark module: "M{x} {y}h1v1h-1z" per module. */
function modulePath(value: string): { path: string; extent: number } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { path, extent: modules.size + 2 * QUIET_ZONE };
}

/**
 * A QR code drawn as an SVG, black on white in both themes (scanners need the contrast), and
 * sharp at any size. Built synchronously, so it shows with the page and prints.
 */
export function QrCode({ value, label, size = 192, className }: QrCodeProps) {
  const { path, extent } = useMemo(() => modulePath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      className={cx('rounded-md bg-white', className)}
      data-qr-value={value}
    >
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
