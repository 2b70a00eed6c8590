import jsQR from 'jsqr';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../button/button';

type CameraState = 'off' | 'starting' | 'scanning' | 'denied' | 'unavailable';

/** A code read again within this time is the same ticket still in front of the camera, not a new scan. */
const REPEAT_PAUSE_MS = 3000;

export interface QrScannerProps {
  /** Called once per code read (a code held in view is not reported again straight away). */
  onCode: (code: string) => void;
  disabled?: boolean;
  /** What the page's own field takes when the camera cannot be used: "ticket code", "profile code". */
  manualEntryName?: string;
}

const isPermissionError = (error: unknown) => error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');

/**
 * Reads QR codes from the camera: getUserMedia frames drawn on a canvas and decoded with jsQR. Pages
 * load it lazily (jsQR is about 45 kB) and keep a typed field beside it for when there is no camera.
 */
export function QrScanner({ onCode, disabled = false, manualEntryName = 'code' }: QrScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const frameRef = useRef<number | null>(null);
  const lastRead = useRef<{ code: string; at: number } | null>(null);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);
  const [state, setState] = useState<CameraState>('off');

  const stop = useCallback(() => {
    if (frameRef.current !== null) cancelAnimationFrame(frameRef.current);
    frameRef.current = null;
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    setState((current) => (current === 'scanning' || current === 'starting' ? 'off' : current));
  }, []);

  useEffect(() => stop, [stop]);
  useEffect(() => {
    if (disabled) stop();
  }, [disabled, stop]);

  const scanFrame = useCallback(() => {
    const video = videoRef.current;
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d', { willReadFrequently: true });
    if (video && canvas && context && video.readyState === video.HAVE_ENOUGH_DATA) {
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      const found = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
      const now = Date.now();
      if (found && found.data !== '') {
        const previous = lastRead.current;
        if (!previous || previous.code !== found.data || now - previous.at > REPEAT_PAUSE_MS) onCodeRef.current(found.data);
        lastRead.current = { code: found.data, at: now };
      }
    }
    frameRef.current = requestAnimationFrame(scanFrame);
  }, []);

  const start = async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('unavailable');
      return;
    }
    setState('starting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      streamRef.current = stream;
      const video = videoRef.current;
      if (video) {
        video.srcObject = stream;
        await video.play();
      }
      setState('scanning');
      frameRef.current = requestAnimationFrame(scanFrame);
    } catch (error) {
      setState(isPermissionError(error) ? 'denied' : 'unavailable');
    }
  };

  const showsVideo = state === 'scanning' || state === 'starting';
  return (
    <div className="flex flex-col gap-3">
      <video ref={videoRef} muted playsInline aria-label="Camera view" className={showsVideo ? 'w-full max-w-md rounded-md bg-black' : 'hidden'} />
      <canvas ref={canvasRef} className="hidden" aria-hidden="true" />
      {state === 'denied' ? (
        <p role="alert" className="text-sm text-danger-text">
          The camera is blocked. Allow camera access for this site in your browser settings, then start the camera again, or type the {manualEntryName} below.
        </p>
      ) : null}
      {state === 'unavailable' ? (
        <p role="alert" className="text-sm text-danger-text">
          No camera is available here. Type the {manualEntryName} below instead.
        </p>
      ) : null}
      <div>
        {state === 'scanning' ? (
          <Button variant="secondary" onClick={stop}>
            Stop camera
          </Button>
        ) : (
          <Button loading={state === 'starting'} disabled={disabled} onClick={() => void start()}>
            {state === 'denied' ? 'Try the camera again' : 'Start camera'}
          </Button>
        )}
      </div>
    </div>
  );
}
