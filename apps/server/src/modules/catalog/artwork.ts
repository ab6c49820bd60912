import { escapeHtml } from '../../lib/html';

/**
 * Pictures the project draws itself (no downloaded or copied photos): a side view of a motorbike
 * in the listing's colour over a soft backdrop, as SVG that sharp rasterises.
 */
export interface BikeArt {
  color: string;
  accent: string;
  backdrop: [string, string];
  label: string;
  /** 0..1: varies proportions so the pictures are not all the same bike. */
  sport: number;
}

export function bikeSvg(art: BikeArt, width = 1200, height = 900): string {
  const s = art.sport;
  const wheelR = 120 - s * 12;
  const rearX = 330;
  const frontX = 870 + s * 30;
  const groundY = 690;
  const axleY = groundY - wheelR;
  const tankTop = 380 - s * 25;
  const spokes = (cx: number) =>
    Array.from({ length: 10 }, (_, i) => {
      const a = (i * Math.PI) / 5;
      return `<line x1="${cx}" y1="${axleY}" x2="${cx + Math.cos(a) * (wheelR - 18)}" y2="${axleY + Math.sin(a) * (wheelR - 18)}" stroke="#9aa3ad" stroke-width="4"/>`;
    }).join('');
  const wheel = (cx: number) => `
    <circle cx="${cx}" cy="${axleY}" r="${wheelR}" fill="#1d2127"/>
    <circle cx="${cx}" cy="${axleY}" r="${wheelR - 18}" fill="#3a4049"/>
    ${spokes(cx)}
    <circle cx="${cx}" cy="${axleY}" r="22" fill="#c9ced6"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 900">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${art.backdrop[0]}"/><stop offset="1" stop-color="${art.backdrop[1]}"/>
    </linearGradient>
    <linearGradient id="body" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${art.color}"/><stop offset="1" stop-color="${art.accent}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="900" fill="url(#bg)"/>
  <ellipse cx="600" cy="${groundY + 12}" rx="470" ry="26" fill="#000" opacity="0.18"/>
  <rect y="${groundY + 10}" width="1200" height="${900 - groundY}" fill="#000" opacity="0.06"/>
  ${wheel(rearX)}
  ${wheel(frontX)}
  <path d="M${rearX} ${axleY} L520 ${axleY - 10} L600 ${tankTop + 150} L470 ${tankTop + 120} Z" fill="#2b3038"/>
  <path d="M${frontX} ${axleY} L${frontX - 90} ${tankTop - 20}" stroke="#b8bec7" stroke-width="22" stroke-linecap="round"/>
  <path d="M440 ${tankTop + 40} Q520 ${tankTop - 30} 700 ${tankTop} L${frontX - 70} ${tankTop + 10} L760 ${tankTop + 150} L520 ${tankTop + 160} Z" fill="url(#body)"/>
  <path d="M250 ${tankTop + 30} Q330 ${tankTop - 5} 470 ${tankTop + 20} L450 ${tankTop + 60} L270 ${tankTop + 70} Z" fill="#1f242b"/>
  <path d="M230 ${tankTop + 70} L480 ${tankTop + 75} L430 ${tankTop + 130} L260 ${tankTop + 120} Z" fill="url(#body)"/>
  <rect x="520" y="${tankTop + 160}" width="200" height="110" rx="18" fill="#59616c"/>
  <path d="M540 ${tankTop + 275} Q430 ${axleY + 40} 250 ${axleY + 20}" stroke="#a4abb5" stroke-width="18" fill="none" stroke-linecap="round"/>
  <path d="M${frontX - 110} ${tankTop - 40} L${frontX - 40} ${tankTop - 70}" stroke="#2b3038" stroke-width="16" stroke-linecap="round"/>
  <circle cx="${frontX - 40}" cy="${tankTop + 20}" r="34" fill="#fff6c8" stroke="#2b3038" stroke-width="8"/>
  <text x="600" y="140" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" text-anchor="middle" fill="#1b1f24" opacity="0.85">${escapeHtml(art.label)}</text>
</svg>`;
}

/** A brand tile for the Bike Brands grid and the gallery. */
export function brandSvg(name: string, color: string, width = 1200, height = 900): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 900">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs>
  <rect width="1200" height="900" fill="url(#g)"/>
  <circle cx="960" cy="180" r="260" fill="#fff" opacity="0.08"/>
  <circle cx="220" cy="760" r="320" fill="#fff" opacity="0.06"/>
  <text x="600" y="500" font-family="DejaVu Sans, Arial, sans-serif" font-size="150" font-weight="800" text-anchor="middle" fill="#fff" letter-spacing="8">${escapeHtml(name.toUpperCase())}</text>
  <rect x="420" y="560" width="360" height="12" rx="6" fill="#fff" opacity="0.7"/>
</svg>`;
}
