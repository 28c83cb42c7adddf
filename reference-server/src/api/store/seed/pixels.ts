/** The pixels of the three named companies. */
import { iso } from '../store';
import { APP_WORDS_A, PIXEL_EVENTS } from '../words';
import type { SeedContext } from './context';

/** Seeds the pixels; answers their ids per company (the applications pick theirs from them). */
export function seedPixels({ store, rnd, ago }: SeedContext): Map<number, number[]> {
  const pixelsByCompany = new Map<number, number[]>();
  for (const [companyId, count] of [
    [1, 24],
    [2, 5],
    [3, 5],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const type = rnd.pick(['facebook', 'tiktok', 'google', 'snapchat'] as const);
      const pixel = store.pixels.insert({
        company_id: companyId,
        name: `${type[0]!.toUpperCase()}${type.slice(1)} ${rnd.pick(APP_WORDS_A)} #${i + 1}`,
        type,
        pixel_id: String(rnd.int(100000000000000, 999999999999999)),
        access_token: `EAAG${rnd.hex(40)}`,
        events: rnd.sample(PIXEL_EVENTS, rnd.int(1, 4)),
        created_at: iso(ago(1, 300)),
      });
      pixelsByCompany.set(companyId, [...(pixelsByCompany.get(companyId) ?? []), pixel.id]);
    }
  }
  return pixelsByCompany;
}
