/**
 * The demo's images (docs/api-contract.md, "Auth and files"): generated SVG icons, avatars and store screenshots at
 * `/static/{kind}/{n}.svg`, public so that `<img src>` can show them. Shapes: schemas/images.ts.
 */
import { defineCalls } from './define';
import type { SchemaTypes } from './schemas/define';
import type { imageSchemas } from './schemas/images';

/** What the images are of: an application's icon, a user's avatar, a store screenshot. */
export const IMAGE_KINDS = ['icons', 'avatars', 'screens'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** An image's file name: its number (up to six digits) and `.svg`. */
export const IMAGE_FILE = /^(\d{1,6})\.svg$/;

export const imageCalls = /*#__PURE__*/ defineCalls<SchemaTypes<typeof imageSchemas>>()('images', 'public', {
  image: 'GET /static/{kind}/{file}',
});
