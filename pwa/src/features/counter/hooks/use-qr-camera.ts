// Reads QR codes from the device's camera: the browser's BarcodeDetector where it exists and
// reads QR codes, else jsQR on frames drawn into a canvas. jsQR is in the page's own chunk, not
// loaded on demand: a counter offline must still have it. A code held in front
// of the camera is reported once until another one is seen, or until it has been away a while.
import jsQR from 'jsqr';
import { useEffect, useRef, useState, type RefObject } from 'react';

type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type DetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats: () => Promise<string[]>;
};

/** How often a frame is read. */
const FRAME_MS = 120;
/** A code read again after this long away from the camera is reported again. */
const SAME_CODE_MS = 4000;
/** Frames are scaled down to this width for jsQR (a phone held near fills the frame). */
const MAX_WIDTH = 640;

export type CameraState = 'off' | 'starting' | 'on' | 'denied' | 'unavailable';

async function makeReader(): Promise<(video: HTMLVideoElement) => Promise<string | undefined>> {
  const Native = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (
    Native &&
    (await Native.getSupportedFormats().catch(() => [] as string[])).includes('qr_code')
  ) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue;
  }
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return undefined;
    const scale = Math.min(1, MAX_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data;
  };
}

export function useQrCamera(
  video: RefObject<HTMLVideoElement | null>,
  active: boolean,
  onCode: (text: string) => void,
): CameraState {
  const [state, setState] = useState<CameraState>('off');
  const report = useRef(onCode);
  report.current = onCode;

  useEffect(() => {
    if (!active) {
      setState('off');
      return undefined;
    }
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    let last: { text: string; at: number } | undefined;
    const element = video.current;
    setState('starting');
    void (async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setState('unavailable');
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch (error) {
        return setState((error as Error).name === 'NotAllowedError' ? 'denied' : 'unavailable');
      }
      if (stopped || !element) return stream.getTracks().forEach((track) => track.stop());
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const read = await makeReader().catch(() => undefined);
      if (!read) return setState('unavailable');
      if (stopped) return;
      setState('on');
      const tick = async () => {
        if (stopped) return;
        const text = await read(element).catch(() => undefined);
        const now = Date.now();
        if (text && (text !== last?.text || now - last.at > SAME_CODE_MS)) report.current(text);
        if (text) last = { text, at: now };
        timer = window.setTimeout(() => void tick(), FRAME_MS);
      };
      void tick();
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      if (element) element.srcObject = null;
    };
  }, [active, video]);

  return state;
}
