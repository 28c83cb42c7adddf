/** The pixels calls' schemas (pixel.manage): the company's tracking pixels, their form, what a delete would affect. */
import { z } from 'zod';
import { PIXEL_EVENTS, PIXEL_LIMITS, PIXEL_TYPES } from '../pixels';
import {
  CreateForm,
  Done,
  EditForm,
  FormChoice,
  Id,
  Saved,
  Timestamp,
  Version,
  Versioned,
  schemaTable,
} from './define';
import { ApplicationChoice } from './forms';

export const PixelType = z.enum(PIXEL_TYPES);
export const PixelEvent = z.enum(PIXEL_EVENTS);

/** A tracking pixel as answered; `access_token` comes back masked (`••••` and its last four characters). */
export const Pixel = z
  .object({
    id: Id,
    version: Version,
    name: z.string(),
    type: PixelType,
    pixel_id: z.string(),
    access_token: z.string(),
    events: z.array(PixelEvent),
    application_ids: z.array(Id),
    applications_count: z.number().int().min(0),
    created_at: Timestamp,
  })
  .meta({ id: 'Pixel' });

/**
 * The body of `store` (every field) and of `update` (the fields that change). An update without `access_token`, or with
 * the masked one, keeps the stored token.
 */
export const PixelBody = z
  .object({
    name: z.string().max(PIXEL_LIMITS.name),
    type: PixelType,
    pixel_id: z.string(),
    access_token: z.string().min(PIXEL_LIMITS.token.min).max(PIXEL_LIMITS.token.max).optional(),
    events: z.array(PixelEvent).min(1),
    application_ids: z.array(Id),
  })
  .meta({ id: 'PixelBody' });

/** The choices of the pixel form (`create` and `edit` answer them): the types, the events, the company's applications. */
export const PixelFormOptions = z.object({
  type: z.array(FormChoice(PixelType)),
  events: z.array(FormChoice(PixelEvent)),
  application_ids: z.array(ApplicationChoice),
});

export const PixelCreateAnswer = CreateForm(
  PixelFormOptions,
  Pixel.pick({ type: true, events: true, application_ids: true }),
);
export const PixelEditAnswer = EditForm(Pixel, PixelFormOptions);

/** What deleting the pixel would affect: the applications that would lose it. */
export const PixelDeletionAnswer = z.object({
  data: z.object({
    id: Id,
    name: z.string(),
    applications: z.array(z.object({ id: Id, name: z.string() })),
  }),
});

export const pixelSchemas = schemaTable({
  create: { summary: 'The new pixel form: its choices and defaults', answer: PixelCreateAnswer },
  store: {
    summary: 'Creates a pixel',
    body: PixelBody.required({ access_token: true }),
    answer: Saved(Pixel),
  },
  edit: {
    summary: 'A pixel with its form choices',
    answer: PixelEditAnswer,
    sample: { params: { id: { listing: 'pixels' } } },
  },
  update: {
    summary: 'Changes the fields sent',
    body: Versioned(PixelBody.partial()),
    conflict: Pixel,
    answer: Saved(Pixel),
  },
  deletion: {
    summary: 'What deleting the pixel would affect',
    answer: PixelDeletionAnswer,
    sample: { params: { id: { listing: 'pixels' } } },
  },
  destroy: { summary: 'Deletes the pixel and takes it off its applications', answer: Done },
});

export type Pixel = z.infer<typeof Pixel>;
export type PixelBody = z.infer<typeof PixelBody>;
export type PixelFormOptions = z.infer<typeof PixelFormOptions>;
export type PixelCreateAnswer = z.infer<typeof PixelCreateAnswer>;
export type PixelEditAnswer = z.infer<typeof PixelEditAnswer>;
export type PixelDeletionAnswer = z.infer<typeof PixelDeletionAnswer>;
