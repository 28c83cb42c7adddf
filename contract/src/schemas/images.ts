/**
 * The demo images' schemas (docs/api-contract.md, "Auth and files"): the one call that the contract server
 * (reference-server/src/api/routes/images.ts) serves. The light module (kinds, file names) is ../images.ts.
 */
import { z } from 'zod';
import { IMAGE_FILE, IMAGE_KINDS } from '../images';
import { BINARY, schemaTable } from './define';

const ImagePath = z.object({
  kind: z.enum(IMAGE_KINDS),
  file: z.string().regex(IMAGE_FILE, 'a number of up to six digits and `.svg`'),
});

export const imageSchemas = schemaTable({
  image: {
    summary: 'A generated SVG image: an icon, an avatar or a store screenshot',
    description:
      'The same number always draws the same image (`image/svg+xml`, cached for a day). Another kind or file name answers 404.',
    params: ImagePath,
    answer: BINARY,
    sample: { params: { kind: 'icons', file: '1.svg' } },
  },
});
