import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import QRCode from 'qrcode';
import { QrCode } from './qr-code';

const darkModules = (value: string) => {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  return Array.from(modules.data).filter(Boolean).length;
};

describe('QrCode', () => {
  it('is an image named by its label, holding the value', () => {
    render(<QrCode value="TICKET-123" label="Ticket QR code" size={120} />);
    const image = screen.getByRole('img', { name: 'Ticket QR code' });
    expect(image).toHaveAttribute('data-qr-value', 'TICKET-123');
    expect(image).toHaveAttribute('width', '120');
  });

  it('draws one square per dark module of the symbol', () => {
    const { container } = render(<QrCode value="TICKET-123" label="Ticket" />);
    const path = container.querySelector('path')?.getAttribute('d') ?? '';
    expect(path.match(/M/g)).toHaveLength(darkModules('TICKET-123'));
  });

  it('draws a different symbol for a different value', () => {
    const { container, rerender } = render(<QrCode value="A" label="Ticket" />);
    const first = container.querySelector('path')?.getAttribute('d');
    rerender(<QrCode value="https://socials.example/check-in?code=xyz" label="Ticket" />);
    expect(container.querySelector('path')?.getAttribute('d')).not.toBe(first);
  });
});
