/**
 * The pixels calls' shapes (docs/api-contract.md, "Pixels"), the one definition that the contract server
 * (reference-server/src/api/routes/pixels.ts) and the company area's calls (remote-client/src/api/pixels.ts) both import.
 */
import type { CreateFormAnswer, EditFormAnswer, FormChoice } from './forms';

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

/** A tracking pixel as answered; `access_token` comes back masked (`••••` and its last four characters). */
export interface Pixel {
  id: number;
  name: string;
  type: PixelType;
  pixel_id: string;
  access_token: string;
  events: PixelEvent[];
  application_ids: number[];
  applications_count: number;
  created_at: string;
}

/**
 * The body of `store` (every field) and of `update` (the fields that change). An update without `access_token`, or with
 * the masked one, keeps the stored token.
 */
export interface PixelBody {
  name: string;
  type: PixelType;
  pixel_id: string;
  access_token?: string;
  events: PixelEvent[];
  application_ids: number[];
}

/** The choices of the pixel form (`create` and `edit` answer them): the types, the events, the company's applications. */
export interface PixelFormOptions {
  type: FormChoice<PixelType>[];
  events: FormChoice<PixelEvent>[];
  application_ids: FormChoice<number>[];
}

/** `GET /client/pixels/create`. */
export type PixelCreateAnswer = CreateFormAnswer<
  PixelFormOptions,
  Pick<PixelBody, 'type' | 'events' | 'application_ids'>
>;

/** `GET /client/pixels/{id}/edit`. */
export type PixelEditAnswer = EditFormAnswer<Pixel, PixelFormOptions>;
