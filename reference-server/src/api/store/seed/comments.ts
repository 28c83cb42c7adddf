/** An application's comments (3 to 12, in its language when that is Russian, else in English). */
import type { Application } from '../types';
import { COMMENTS_EN, COMMENTS_RU, REPLIES_EN, REPLIES_RU } from '../words';
import { DAY } from '../store';
import { avatarUrl, type SeedContext } from './context';

export function seedApplicationComments(
  { store, rnd, now, ago, dayString, personName }: SeedContext,
  app: Application,
): void {
  const commentCount = rnd.int(3, 12);
  const ru = app.language === 'ru';
  for (let position = 1; position <= commentCount; position++) {
    const author = personName();
    store.comments.insert({
      application_id: app.id,
      author_name: author,
      author_avatar_url: avatarUrl(rnd.int(0, 1000)),
      text: rnd.pick(ru ? COMMENTS_RU : COMMENTS_EN),
      rating: rnd.weighted([
        [5, 6],
        [4, 3],
        [3, 1],
        [2, 0.4],
        [1, 0.2],
      ] as const),
      likes: rnd.int(0, 480),
      shown_date: dayString(Math.floor((now - ago(0, 120)) / DAY)),
      position,
      reply_text: rnd.bool(0.25) ? rnd.pick(ru ? REPLIES_RU : REPLIES_EN) : null,
      is_system: rnd.bool(0.1),
      system_set_id: null,
      created_at: app.created_at,
    });
  }
  app.comments_count = commentCount;
}
