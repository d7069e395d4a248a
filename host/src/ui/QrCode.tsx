import QRCode from 'qrcode';
import { useMemo } from 'react';

/**
 * A QR code of `text` drawn as one SVG path (the same library the server's /qr.svg uses), so
 * the dashboard shows it without loading anything from the card's site.
 */
export function QrCode({ text, size = 160, label }: { text: string; size?: number; label: string }) {
  const { path, count } = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.get(row, column)) d += `M${column + 2} ${row + 2}h1v1h-1z`;
      }
    }
    return { path: d, count: modules.size + 4 };
  }, [text]);
  return (
    <svg className="qr-code" role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${count} ${count}`} shapeRendering="crispEdges">
      <rect width={count} height={count} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
