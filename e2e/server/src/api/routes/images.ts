/**
 * Local images (the demo has no internet): generated SVG icons, avatars and store screenshots at
 * /api/static/{icons|avatars|screens}/{n}.svg. Deterministic per n, cached by the browser.
 */
import { sendRaw } from '../http';
import { RESPONDED, type Route } from '../router';

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
const GLYPHS = ['★', '♠', '♥', '♦', '♣', '⚡', '☀', '☂', '♫', '⚽', '✈', '✿', '❖', '⬢', '◆', '●'];

const colour = (n: number, shift = 0): string => PALETTE[(n * 7 + shift) % PALETTE.length]!;

function icon(n: number): string {
  const glyph = GLYPHS[n % GLYPHS.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour(n)}"/><stop offset="1" stop-color="${colour(n, 5)}"/></linearGradient></defs>
<rect width="128" height="128" rx="28" fill="url(#g)"/>
<text x="64" y="86" font-size="64" text-anchor="middle" fill="#fff" font-family="sans-serif">${glyph}</text></svg>`;
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
<text x="180" y="148" font-size="72" text-anchor="middle" fill="#fff" font-family="sans-serif">${GLYPHS[n % GLYPHS.length]}</text></svg>`;
}

const kinds: Record<string, (n: number) => string> = { icons: icon, avatars: avatar, screens: screen };

export const imageRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/static/:kind/:file',
    public: true,
    handler(ctx) {
      const draw = kinds[ctx.params.kind ?? ''];
      const match = /^(\d{1,6})\.svg$/.exec(ctx.params.file ?? '');
      if (!draw || !match) throw ctx.notFound();
      sendRaw(ctx.res, 200, 'image/svg+xml; charset=utf-8', draw(Number(match[1])), {
        'Cache-Control': 'public, max-age=86400',
      });
      return RESPONDED;
    },
  },
];
