/**
 * The company's tracking pixels (pixel.manage; docs/api-contract.md, "Pixels"): the calls, their constant lists and
 * the rules of a pixel's fields, which the form and the server both apply. Shapes: schemas/pixels.ts.
 */
import { defineCalls } from './define';
import type { SchemaTypes } from './schemas/define';
import type { pixelSchemas } from './schemas/pixels';

export type {
  Pixel,
  PixelBody,
  PixelCreateAnswer,
  PixelDeletionAnswer,
  PixelEditAnswer,
  PixelFormOptions,
} from './schemas/pixels';

export const PIXEL_TYPES = ['facebook', 'tiktok', 'google', 'snapchat'] as const;
export type PixelType = (typeof PIXEL_TYPES)[number];

/** What a pixel reports (the names its platforms use, shown as they are). */
export const PIXEL_EVENTS = [
  'PageView',
  'Install',
  'Lead',
  'Purchase',
  'Registration',
  'Deposit',
  'Subscribe',
] as const;
export type PixelEvent = (typeof PIXEL_EVENTS)[number];

/** The lengths a pixel's fields keep to. */
export const PIXEL_LIMITS = { name: 100, token: { min: 20, max: 512 } } as const;

/**
 * What is wrong with a pixel id for its network, or null: Meta's are 15 or 16 digits (`digits`), the others 4 to 64
 * letters, digits, `_` or `-` (`characters`).
 */
export function pixelIdProblem(type: PixelType, pixelId: string): 'digits' | 'characters' | null {
  if (type === 'facebook') return /^\d{15,16}$/.test(pixelId) ? null : 'digits';
  return /^[A-Za-z0-9_-]{4,64}$/.test(pixelId) ? null : 'characters';
}

export const pixelCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof pixelSchemas>>()(
  'pixels',
  { company: 'pixel.manage' },
  {
    create: 'GET /client/pixels/create',
    store: 'POST /client/pixels/store',
    edit: 'GET /client/pixels/{id}/edit',
    update: 'PUT /client/pixels/{id}/update',
    deletion: 'GET /client/pixels/{id}/delete',
    destroy: 'DELETE /client/pixels/{id}/destroy',
  },
);
