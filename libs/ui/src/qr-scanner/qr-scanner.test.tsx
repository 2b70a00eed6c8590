import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import jsQR from 'jsqr';
import { QrScanner } from './qr-scanner';

vi.mock('jsqr', () => ({ default: vi.fn() }));

/** A camera that always shows the same frame: jsdom has no media, video decoding or canvas of its own. */
function fakeCamera() {
  const stopTrack = vi.fn();
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn(async () => ({ getTracks: () => [{ stop: stopTrack }] })) } });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(HTMLMediaElement.HAVE_ENOUGH_DATA);
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(4);
  vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(4);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: vi.fn(),
    getImageData: () => ({ data: new Uint8ClampedArray(64), width: 4, height: 4 }),
  } as unknown as CanvasRenderingContext2D);
  return { stopTrack };
}

describe('QrScanner', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reports a code read from the camera once while it stays in view, and stops the camera', async () => {
    const { stopTrack } = fakeCamera();
    vi.mocked(jsQR).mockReturnValue({ data: 'ticket-9' } as ReturnType<typeof jsQR>);
    const onCode = vi.fn();
    render(<QrScanner onCode={onCode} />);

    await userEvent.click(screen.getByRole('button', { name: 'Start camera' }));

    await waitFor(() => expect(vi.mocked(jsQR).mock.calls.length).toBeGreaterThan(2));
    expect(onCode).toHaveBeenCalledTimes(1);
    expect(onCode).toHaveBeenCalledWith('ticket-9');

    await userEvent.click(screen.getByRole('button', { name: 'Stop camera' }));
    expect(stopTrack).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Start camera' })).toBeInTheDocument();
  });

  it('says when there is no camera at all', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    render(<QrScanner onCode={vi.fn()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Start camera' }));

    expect(screen.getByRole('alert')).toHaveTextContent('No camera is available here');
  });
});
