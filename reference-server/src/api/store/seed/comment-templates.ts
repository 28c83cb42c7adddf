/** Acme's comment templates (review sets in Russian or English). */
import { iso } from '../store';
import { COMMENTS_EN, COMMENTS_RU, REPLIES_EN, REPLIES_RU } from '../words';
import { ACME_COMPANY_ID, type SeedContext } from './context';

export function seedCommentTemplates({ store, rnd, ago, personName }: SeedContext): void {
  for (let i = 1; i <= 15; i++) {
    const language = rnd.pick(['ru', 'en'] as const);
    store.commentTemplates.insert({
      company_id: ACME_COMPANY_ID,
      name: `${language === 'ru' ? 'Набор отзывов' : 'Review set'} ${i}`,
      language,
      comments: Array.from({ length: rnd.int(3, 8) }, () => ({
        author_name: personName(),
        text: rnd.pick(language === 'ru' ? COMMENTS_RU : COMMENTS_EN),
        rating: rnd.int(4, 5),
        likes: rnd.int(0, 200),
        ...(rnd.bool(0.3) ? { reply_text: rnd.pick(language === 'ru' ? REPLIES_RU : REPLIES_EN) } : {}),
      })),
      created_at: iso(ago(1, 200)),
    });
  }
}
