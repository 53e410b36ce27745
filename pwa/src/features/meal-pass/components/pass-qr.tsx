// A QR code drawn as one SVG path (qrcode-generator: the modules, no canvas), black on white with
// the standard four-module quiet zone, so any scanner reads it off a phone's screen. Error
// correction M: a pass is under 200 characters, which stays a small, quick-to-scan code.
import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

const QUIET = 4;

export function PassQr({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(text);
    code.make();
    const count = code.getModuleCount();
    let d = '';
    for (let row = 0; row < count; row += 1) {
      for (let col = 0; col < count; col += 1) {
        if (code.isDark(row, col)) d += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
      }
    }
    return { size: count + 2 * QUIET, path: d };
  }, [text]);
  return (
    <svg
      className="pass-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
