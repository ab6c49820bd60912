/**
 * Pictures the project draws itself (no downloaded or copied photos), as SVG that sharp rasterises
 * (docs/product.md#everyday-use). A studio side view per model family — sport (full fairing, raised tail, short
 * angled muffler), commuter (naked, round headlight, flat seat, long chrome exhaust), scooter
 * (step-through body, small wheels), cruiser (low seat, teardrop tank, raked fork, long pipes) — shaded
 * with gradients so it reads like a photograph at card size. No text is ever drawn on a picture.
 */
export type BikeFamily = 'sport' | 'commuter' | 'scooter' | 'cruiser';

export interface BikeArt {
  color: string;
  accent: string;
  backdrop: [string, string];
  family: BikeFamily;
  /** Alloy wheels (true) or wire spokes. */
  alloy?: boolean;
}

/** The family a model belongs to, from its name (scooters, cruisers) and its sportiness (0..1). */
export function familyOf(model: string, sport: number): BikeFamily {
  if (/ray|fascino|access|burgman/i.test(model)) return 'scooter';
  if (/avenger|intruder/i.test(model)) return 'cruiser';
  return sport >= 0.6 ? 'sport' : 'commuter';
}

const GROUND = 700;

function defs(art: Pick<BikeArt, 'color' | 'accent'>, id: string): string {
  return `
    <linearGradient id="${id}paint" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/>
      <stop offset="0.18" stop-color="${art.color}"/>
      <stop offset="0.7" stop-color="${art.color}"/>
      <stop offset="1" stop-color="${art.accent}"/>
    </linearGradient>
    <linearGradient id="${id}chrome" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fbfcfd"/><stop offset="0.35" stop-color="#a9b1bb"/>
      <stop offset="0.55" stop-color="#eef1f4"/><stop offset="1" stop-color="#5b636e"/>
    </linearGradient>
    <linearGradient id="${id}dark" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#4a515b"/><stop offset="1" stop-color="#15181d"/>
    </linearGradient>
    <linearGradient id="${id}seat" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#454a52"/><stop offset="0.4" stop-color="#1d2026"/><stop offset="1" stop-color="#0c0e11"/>
    </linearGradient>
    <radialGradient id="${id}tyre" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0.78" stop-color="#2a2e34"/><stop offset="0.92" stop-color="#121418"/><stop offset="1" stop-color="#050607"/>
    </radialGradient>
    <radialGradient id="${id}disc" cx="0.45" cy="0.4" r="0.6">
      <stop offset="0" stop-color="#f1f3f5"/><stop offset="1" stop-color="#8a929c"/>
    </radialGradient>
    <radialGradient id="${id}lamp" cx="0.4" cy="0.4" r="0.6">
      <stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="#fff7d1"/><stop offset="1" stop-color="#c9b97a"/>
    </radialGradient>
    <radialGradient id="${id}shadow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/>
    </radialGradient>`;
}

function wheel(id: string, cx: number, r: number, alloy: boolean, disc = true): string {
  const cy = GROUND - r;
  const rim = r * 0.74;
  const spokes = alloy
    ? Array.from({ length: 5 }, (_, i) => {
        const a = (i * 72 * Math.PI) / 180;
        const x = cx + Math.cos(a) * rim * 0.96;
        const y = cy + Math.sin(a) * rim * 0.96;
        return `<line x1="${cx}" y1="${cy}" x2="${x.toFixed(1)}" y2="${y.toFixed(1)}" stroke="#2b3038" stroke-width="${(r * 0.11).toFixed(1)}" stroke-linecap="round"/>`;
      }).join('')
    : Array.from({ length: 28 }, (_, i) => {
        const a = (i * Math.PI) / 14;
        const off = i % 2 ? 0.35 : -0.35;
        const hx = cx + Math.cos(a + off) * r * 0.12;
        const hy = cy + Math.sin(a + off) * r * 0.12;
        const x = cx + Math.cos(a) * rim;
        const y = cy + Math.sin(a) * rim;
        return `<line x1="${hx.toFixed(1)}" y1="${hy.toFixed(1)}" x2="${x.toFixed(1)}" y2="${y.toFixed(1)}" stroke="#c7ccd3" stroke-width="2.2"/>`;
      }).join('');
  const brake = disc
    ? `<circle cx="${cx}" cy="${cy}" r="${(r * 0.5).toFixed(1)}" fill="url(#${id}disc)"/>
       <circle cx="${cx}" cy="${cy}" r="${(r * 0.36).toFixed(1)}" fill="none" stroke="#6f7781" stroke-width="3" stroke-dasharray="4 7"/>`
    : `<circle cx="${cx}" cy="${cy}" r="${(r * 0.28).toFixed(1)}" fill="url(#${id}chrome)"/>`;
  return `
    <g>
      <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id}tyre)"/>
      <circle cx="${cx}" cy="${cy}" r="${(r * 0.8).toFixed(1)}" fill="#1b1e23"/>
      <circle cx="${cx}" cy="${cy}" r="${rim.toFixed(1)}" fill="none" stroke="${alloy ? '#2b3038' : '#d9dde2'}" stroke-width="${alloy ? 7 : 5}"/>
      ${brake}
      ${spokes}
      <circle cx="${cx}" cy="${cy}" r="${(r * 0.13).toFixed(1)}" fill="url(#${id}chrome)"/>
      <path d="M${cx - r * 0.7} ${cy - r * 0.7} A${r} ${r} 0 0 1 ${cx + r * 0.2} ${cy - r * 0.98}" stroke="#ffffff" stroke-opacity="0.12" stroke-width="6" fill="none"/>
    </g>`;
}

/** The bike itself, drawn on a 1200 × 900 stage with the tyres on y = 700. */
function bikeBody(art: BikeArt, id: string): string {
  const alloy = art.alloy ?? true;
  const P = `url(#${id}paint)`;
  const C = `url(#${id}chrome)`;
  const D = `url(#${id}dark)`;
  const S = `url(#${id}seat)`;
  switch (art.family) {
    case 'sport': {
      const r = 118;
      const ay = GROUND - r;
      return `
        <path d="M340 ${ay} L560 560 L585 585 L350 ${ay + 14} Z" fill="${D}"/>
        ${wheel(id, 340, r, true)}
        ${wheel(id, 885, r, true)}
        <path d="M885 ${ay} L800 330" stroke="#c89b2c" stroke-width="26" stroke-linecap="round"/>
        <path d="M885 ${ay} L842 472" stroke="#d9b24a" stroke-width="30" stroke-linecap="round"/>
        <path d="M820 470 Q885 430 950 478 L940 492 Q885 452 828 488 Z" fill="${P}"/>
        <rect x="560" y="470" width="150" height="115" rx="14" fill="${D}"/>
        <path d="M455 555 L600 520 L610 548 L470 590 Z" fill="${C}"/>
        <path d="M380 520 L480 505 L500 560 L395 580 Z" fill="url(#${id}dark)"/>
        <path d="M372 522 L392 578" stroke="#9aa3ad" stroke-width="8"/>
        <path d="M240 318 L300 330 L560 388 L600 430 L420 440 L300 392 Z" fill="${P}"/>
        <path d="M300 330 L470 362 L560 372 L555 392 L300 352 Z" fill="${S}"/>
        <path d="M560 372 Q640 300 760 318 L800 340 L770 420 L600 430 Z" fill="${P}"/>
        <path d="M600 430 L770 420 L830 340 Q930 330 1010 420 L990 470 Q900 520 830 560 L640 600 L560 590 L580 470 Z" fill="${P}"/>
        <path d="M700 470 L860 450 L820 540 L690 560 Z" fill="#000" opacity="0.18"/>
        <path d="M830 340 Q880 280 930 300 L1000 400 Q960 360 900 350 Z" fill="#1e2a36" opacity="0.85"/>
        <path d="M960 408 L1004 426 L996 444 L952 428 Z" fill="url(#${id}lamp)"/>
        <path d="M640 595 L830 560 L800 600 L660 620 Z" fill="${D}"/>
        <path d="M790 330 L760 318" stroke="#1a1d22" stroke-width="14" stroke-linecap="round"/>
        <path d="M250 322 L235 330 L250 340 Z" fill="#e23b3b"/>
        <path d="M560 372 Q600 330 700 322" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6" fill="none"/>`;
    }
    case 'scooter': {
      const r = 86;
      const ay = GROUND - r;
      return `
        ${wheel(id, 360, r, true, false)}
        ${wheel(id, 880, r, true)}
        <path d="M300 ${ay - 40} L470 ${ay - 10} L470 ${ay + 20} L300 ${ay + 10} Z" fill="${D}"/>
        <path d="M330 ${ay - 30} L470 ${ay - 22} L470 ${ay} L330 ${ay - 4} Z" fill="${C}"/>
        <path d="M880 ${ay} L812 420" stroke="${C}" stroke-width="20" stroke-linecap="round"/>
        <path d="M800 ${ay - 40} Q880 ${ay - 130} 960 ${ay - 40} L945 ${ay - 30} Q880 ${ay - 100} 815 ${ay - 30} Z" fill="${P}"/>
        <path d="M240 450 Q250 370 380 370 L590 380 Q640 390 640 450 L620 560 L600 600 L330 610 Q250 600 240 540 Z" fill="${P}"/>
        <path d="M600 560 L760 560 L760 596 L600 604 Z" fill="${D}"/>
        <path d="M740 600 Q720 470 760 380 Q790 300 830 270 L860 282 Q840 330 830 400 Q820 520 790 600 Z" fill="${P}"/>
        <path d="M270 372 Q300 340 420 344 L600 356 Q620 362 615 378 L275 384 Z" fill="${S}"/>
        <path d="M815 262 Q860 236 905 252 L900 280 Q860 270 826 284 Z" fill="${D}"/>
        <path d="M880 246 Q905 244 915 260 L898 268 Z" fill="url(#${id}lamp)"/>
        <path d="M820 262 L792 232" stroke="#1a1d22" stroke-width="6" stroke-linecap="round"/>
        <ellipse cx="788" cy="226" rx="16" ry="10" fill="#1a1d22"/>
        <path d="M244 470 L226 478 L244 492 Z" fill="#e23b3b"/>
        <path d="M300 400 Q420 380 600 398" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6" fill="none"/>`;
    }
    case 'cruiser': {
      const r = 122;
      const ay = GROUND - r;
      return `
        <path d="M300 ${ay} L540 560 L555 590 L310 ${ay + 14} Z" fill="${D}"/>
        ${wheel(id, 300, r + 6, alloy, false)}
        ${wheel(id, 935, r, alloy)}
        <path d="M170 ${ay - 20} Q210 ${ay - 150} 330 ${ay - 150} Q400 ${ay - 150} 430 ${ay - 100} L420 ${ay - 80} Q300 ${ay - 130} 200 ${ay - 10} Z" fill="${P}"/>
        <path d="M935 ${ay} L790 300" stroke="${C}" stroke-width="22" stroke-linecap="round"/>
        <path d="M870 ${ay - 60} Q935 ${ay - 150} 1005 ${ay - 70} L995 ${ay - 60} Q935 ${ay - 130} 880 ${ay - 50} Z" fill="${P}"/>
        <path d="M560 600 L700 590 L720 470 L640 440 L560 470 Z" fill="${D}"/>
        <path d="M600 470 L640 380 L680 392 L650 475 Z" fill="${C}"/>
        <path d="M655 470 L720 390 L752 408 L695 478 Z" fill="${C}"/>
        <path d="M200 610 Q380 598 620 580 L640 600 Q400 622 210 628 Z" fill="${C}"/>
        <path d="M210 580 Q380 570 600 555 L612 572 Q400 592 220 600 Z" fill="${C}"/>
        <path d="M390 430 Q460 470 560 452 L580 420 Q500 440 420 400 L360 392 Q330 394 336 420 Z" fill="${S}"/>
        <path d="M336 404 Q350 360 380 378 L420 400 Z" fill="${S}"/>
        <path d="M560 420 Q600 330 700 326 Q780 330 790 372 Q760 420 600 440 Z" fill="${P}"/>
        <path d="M600 372 Q680 340 760 352" stroke="${C}" stroke-width="8" fill="none"/>
        <path d="M790 300 L760 250 L700 236" stroke="${C}" stroke-width="12" stroke-linecap="round" fill="none"/>
        <circle cx="835" cy="330" r="34" fill="${C}"/>
        <circle cx="842" cy="330" r="24" fill="url(#${id}lamp)"/>
        <path d="M176 ${ay - 40} L160 ${ay - 30} L176 ${ay - 20} Z" fill="#e23b3b"/>`;
    }
    default: {
      const r = 116;
      const ay = GROUND - r;
      return `
        <path d="M335 ${ay} L560 555 L575 580 L345 ${ay + 14} Z" fill="${D}"/>
        ${wheel(id, 335, r, alloy, false)}
        ${wheel(id, 875, r, alloy)}
        <path d="M420 420 L455 545" stroke="${C}" stroke-width="16" stroke-linecap="round"/>
        <path d="M424 430 L452 535" stroke="#c23b3b" stroke-width="9" stroke-dasharray="6 5"/>
        <path d="M875 ${ay} L800 338" stroke="${C}" stroke-width="24" stroke-linecap="round"/>
        <path d="M810 ${ay - 50} Q875 ${ay - 130} 945 ${ay - 50} L935 ${ay - 40} Q875 ${ay - 110} 820 ${ay - 40} Z" fill="${P}"/>
        <rect x="565" y="455" width="160" height="125" rx="12" fill="${D}"/>
        ${Array.from({ length: 6 }, (_, i) => `<rect x="${735 - i * 2}" y="${462 + i * 18}" width="34" height="9" rx="3" fill="#8d959f"/>`).join('')}
        <path d="M700 570 Q640 640 480 622 L240 600 L236 572 L470 590 Q600 598 680 552 Z" fill="${C}"/>
        <path d="M236 566 L300 572 L298 606 L232 602 Z" fill="${D}"/>
        <path d="M380 612 L580 606" stroke="#000" stroke-opacity="0.25" stroke-width="6"/>
        <path d="M270 392 L590 380 L600 420 L560 450 L300 440 Z" fill="${P}"/>
        <path d="M280 360 Q300 345 420 350 L610 356 L600 384 L278 392 Z" fill="${S}"/>
        <path d="M560 372 Q590 310 690 306 Q770 306 800 340 L790 396 Q700 430 590 420 Z" fill="${P}"/>
        <path d="M600 350 Q680 318 770 330" stroke="#ffffff" stroke-opacity="0.45" stroke-width="7" fill="none"/>
        <path d="M790 330 L770 288 L720 276" stroke="#1a1d22" stroke-width="11" stroke-linecap="round" fill="none"/>
        <path d="M820 318 Q870 296 880 350 L846 372 Z" fill="${P}"/>
        <circle cx="862" cy="352" r="27" fill="#2b3038"/>
        <circle cx="866" cy="352" r="19" fill="url(#${id}lamp)"/>
        <path d="M282 372 L262 380 L282 392 Z" fill="#e23b3b"/>`;
    }
  }
}

/** A thin dark edge on every painted part, so a white or silver bike still stands out from a pale wall. */
const outlined = (body: string) =>
  body.replace(
    /<path (?![^>]*stroke=)([^>]*fill="[^"]*"[^>]*)\/>/g,
    '<path stroke="#0b1220" stroke-opacity="0.3" stroke-width="2.5" stroke-linejoin="round" $1/>',
  );

/** A listing's picture: the bike in a softly lit studio, 4:3. */
export function bikeSvg(art: BikeArt, width = 1200, height = 900): string {
  const id = 'b';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 900">
  <defs>
    ${defs(art, id)}
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${art.backdrop[1]}"/><stop offset="1" stop-color="${art.backdrop[0]}"/>
    </linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#c9ced6"/><stop offset="1" stop-color="#f3f4f6"/>
    </linearGradient>
    <radialGradient id="spot" cx="0.55" cy="0.35" r="0.6">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1200" height="900" fill="url(#wall)"/>
  <rect width="1200" height="900" fill="url(#spot)"/>
  <path d="M0 610 Q600 590 1200 610 L1200 900 L0 900 Z" fill="url(#floor)"/>
  <ellipse cx="620" cy="${GROUND + 6}" rx="520" ry="34" fill="url(#${id}shadow)"/>
  ${outlined(bikeBody(art, id))}
  <g opacity="0.16" transform="translate(0 ${2 * GROUND + 8}) scale(1 -1)">
    <clipPath id="refl"><rect x="0" y="${GROUND - 170}" width="1200" height="170"/></clipPath>
    <g clip-path="url(#refl)">${bikeBody(art, id)}</g>
  </g>
</svg>`;
}

const BRAND_FAMILY: Record<string, BikeFamily> = { Yamaha: 'sport', Bajaj: 'commuter', Suzuki: 'cruiser' };

/**
 * A brand tile for the Bike Brands grid and the hero: a bike of the brand's colour on an evening road
 * outside the city, no words (the page names the brand beside it).
 */
export function brandSvg(name: string, color: string, width = 1200, height = 900): string {
  const id = 'r';
  const family = BRAND_FAMILY[name] ?? 'commuter';
  const skyline = Array.from({ length: 22 }, (_, i) => {
    const w = 38 + ((i * 37) % 50);
    const h = 60 + ((i * 53) % 150);
    const x = i * 56 - 10;
    return `<rect x="${x}" y="${560 - h}" width="${w}" height="${h}" fill="#1b2433" opacity="${0.55 + ((i * 13) % 30) / 100}"/>`;
  }).join('');
  const windows = Array.from({ length: 40 }, (_, i) => {
    const x = ((i * 97) % 1180) + 8;
    const y = 430 + ((i * 61) % 110);
    return `<rect x="${x}" y="${y}" width="6" height="8" fill="#ffd98a" opacity="0.7"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 900">
  <defs>
    ${defs({ color, accent: '#0b0f19' }, id)}
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#101a33"/><stop offset="0.45" stop-color="${color}"/>
      <stop offset="0.8" stop-color="#f59e0b"/><stop offset="1" stop-color="#fde68a"/>
    </linearGradient>
    <linearGradient id="road" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3b4250"/><stop offset="1" stop-color="#171b22"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fff7d6"/><stop offset="0.6" stop-color="#fde68a" stop-opacity="0.8"/>
      <stop offset="1" stop-color="#fde68a" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1200" height="620" fill="url(#sky)"/>
  <circle cx="880" cy="470" r="170" fill="url(#sun)"/>
  ${skyline}
  ${windows}
  <rect y="560" width="1200" height="340" fill="url(#road)"/>
  <rect y="560" width="1200" height="8" fill="#fbbf24" opacity="0.35"/>
  ${Array.from({ length: 7 }, (_, i) => `<rect x="${i * 190 - 40}" y="800" width="110" height="14" rx="4" fill="#f8fafc" opacity="0.75"/>`).join('')}
  <ellipse cx="620" cy="${GROUND + 6}" rx="500" ry="30" fill="url(#${id}shadow)"/>
  ${outlined(bikeBody({ color, accent: '#0b0f19', backdrop: ['#000', '#000'], family, alloy: family !== 'cruiser' }, id))}
</svg>`;
}
