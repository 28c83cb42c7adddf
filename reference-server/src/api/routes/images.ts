/**
 * Local images (the demo has no internet): generated SVG icons, avatars and store screenshots at
 * /api/static/{icons|avatars|screens}/{n}.svg. Deterministic per n, cached by the browser.
 */
import { IMAGE_FILE, imageCalls, type ImageKind } from '@panel/contract';
import { implement } from '../router';

const PALETTE = [
  '#E53E3E',
  '#DD6B20',
  '#D69E2E',
  '#38A169',
  '#319795',
  '#3182CE',
  '#5A67D8',
  '#805AD5',
  '#D53F8C',
  '#2D3748',
  '#00B5D8',
  '#48BB78',
];
/** Points of a regular polygon (or a star, with an inner radius) around the centre of a 128 box. */
function polygon(corners: number, radius: number, inner?: number, turn = -90): string {
  const count = inner === undefined ? corners : corners * 2;
  const points: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const r = inner !== undefined && i % 2 === 1 ? inner : radius;
    const angle = ((turn + (360 / count) * i) * Math.PI) / 180;
    points.push(`${(64 + r * Math.cos(angle)).toFixed(1)},${(64 + r * Math.sin(angle)).toFixed(1)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="#fff"/>`;
}

/**
 * Sixteen white shapes drawn in a 128 box. Shapes, not characters: a glyph such as ⚡ or ✿ is drawn from a font, and a
 * machine without that font showed an empty box instead of the icon.
 */
const SHAPES: readonly string[] = [
  polygon(5, 36, 15),
  polygon(4, 36, 12, -45),
  '<path d="M64 100C22 72 24 34 48 34c9 0 16 8 16 8s7-8 16-8c24 0 26 38-16 66z" fill="#fff"/>',
  polygon(4, 36, undefined, -90),
  '<circle cx="64" cy="64" r="32" fill="#fff"/>',
  '<polygon points="74,22 40,70 62,70 54,106 90,54 68,54" fill="#fff"/>',
  '<circle cx="64" cy="64" r="18" fill="#fff"/><g stroke="#fff" stroke-width="8" stroke-linecap="round">' +
    [0, 45, 90, 135, 180, 225, 270, 315]
      .map((a) => `<line x1="64" y1="30" x2="64" y2="20" transform="rotate(${a} 64 64)"/>`)
      .join('') +
    '</g>',
  '<path d="M64 24c0 0 30 36 30 56a30 30 0 0 1-60 0c0-20 30-56 30-56z" fill="#fff"/>',
  '<circle cx="64" cy="64" r="28" fill="none" stroke="#fff" stroke-width="12"/>',
  '<path d="M54 30h20v24h24v20H74v24H54V74H30V54h24z" fill="#fff"/>',
  polygon(3, 38, undefined, -90),
  polygon(6, 36),
  '<rect x="34" y="34" width="60" height="60" rx="12" fill="#fff"/>',
  polygon(8, 36, undefined, -67.5),
  '<path d="M54 30h20v24h24v20H74v24H54V74H30V54h24z" fill="#fff" transform="rotate(45 64 64)"/>',
  '<circle cx="48" cy="64" r="20" fill="#fff"/><circle cx="80" cy="64" r="20" fill="#fff" fill-opacity="0.7"/>',
];

const colour = (n: number, shift = 0): string => PALETTE[(n * 7 + shift) % PALETTE.length]!;

const shapeOf = (n: number): string => SHAPES[n % SHAPES.length]!;

function icon(n: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour(n)}"/><stop offset="1" stop-color="${colour(n, 5)}"/></linearGradient></defs>
<rect width="128" height="128" rx="28" fill="url(#g)"/>
${shapeOf(n)}</svg>`;
}

function avatar(n: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<circle cx="48" cy="48" r="48" fill="${colour(n, 3)}"/>
<circle cx="48" cy="38" r="17" fill="#fff" fill-opacity="0.9"/>
<path d="M16 84c5-17 18-26 32-26s27 9 32 26" fill="#fff" fill-opacity="0.9"/></svg>`;
}

function screen(n: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="640" viewBox="0 0 360 640">
<rect width="360" height="640" fill="${colour(n, 1)}"/>
<rect x="24" y="48" width="312" height="200" rx="16" fill="#fff" fill-opacity="0.25"/>
<rect x="24" y="280" width="220" height="24" rx="12" fill="#fff" fill-opacity="0.6"/>
<rect x="24" y="320" width="280" height="16" rx="8" fill="#fff" fill-opacity="0.4"/>
<rect x="24" y="348" width="250" height="16" rx="8" fill="#fff" fill-opacity="0.4"/>
<rect x="24" y="540" width="312" height="56" rx="28" fill="#fff" fill-opacity="0.85"/>
<g transform="translate(116 84)">${shapeOf(n)}</g></svg>`;
}

const kinds: Record<ImageKind, (n: number) => string> = { icons: icon, avatars: avatar, screens: screen };

export const imageRoutes = implement(imageCalls, {
  image(ctx) {
    const kind = ctx.params.kind ?? '';
    const draw = Object.hasOwn(kinds, kind) ? kinds[kind as ImageKind] : undefined;
    const match = IMAGE_FILE.exec(ctx.params.file ?? '');
    if (!draw || !match) throw ctx.notFound();
    return new Response(draw(Number(match[1])), {
      headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
    });
  },
});
