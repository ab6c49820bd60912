import { encode } from 'uqr';

/**
 * A QR code of `text` drawn as one SVG path (uqr encodes; no canvas, no inline markup), dark on white
 * in both themes so a phone's camera reads it. Part of the deal page's lazy chunk only.
 */
export function QrCode({ text, label, size = 176 }: { text: string; label: string; size?: number }) {
  const qr = encode(text, { ecc: 'M', border: 2 });
  let d = '';
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="rounded bg-white"
      data-testid="handover-qr"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
