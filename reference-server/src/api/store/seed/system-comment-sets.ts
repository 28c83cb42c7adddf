/**
 * The platform's comment sets, with fixed texts (no draw from the seeded generator, so that the data before them stays
 * what it was). The comments seeded as system ones belong to a set.
 */
import type { AppLanguage } from '@panel/contract';
import type { SeedContext } from './context';

export function seedSystemCommentSets({ store }: SeedContext): void {
  const sets: {
    name: string;
    language: AppLanguage;
    comments: [string, string, number, number, string?][];
  }[] = [
    {
      name: 'Первые отзывы',
      language: 'ru',
      comments: [
        ['Ирина К.', 'Установила за минуту, всё работает без сбоев.', 5, 124],
        [
          'Дмитрий С.',
          'Удобно и быстро, рекомендую друзьям.',
          5,
          87,
          'Спасибо, Дмитрий! Рады, что вам нравится.',
        ],
        ['Ольга П.', 'Хорошее приложение, жду новых функций.', 4, 41],
      ],
    },
    {
      name: 'First reviews',
      language: 'en',
      comments: [
        ['Emily R.', 'Installed in a minute and it just works.', 5, 132],
        [
          'James T.',
          'Fast and handy, I recommend it to friends.',
          5,
          96,
          'Thank you, James! Glad you like it.',
        ],
        ['Sophia L.', 'Good app, looking forward to new features.', 4, 38],
        ['Liam W.', 'Clean design and no annoying ads.', 5, 57],
      ],
    },
    {
      name: 'Отзывы о выплатах',
      language: 'ru',
      comments: [
        ['Сергей М.', 'Вывод пришёл за пару часов, всё честно.', 5, 210],
        ['Анна В.', 'Поддержка ответила быстро и помогла.', 5, 143, 'Анна, спасибо за доверие!'],
        ['Павел Н.', 'Всё понятно с первого раза.', 4, 66],
        ['Мария Л.', 'Пользуюсь каждый день, нравится.', 5, 95],
        ['Кирилл Д.', 'Надёжно и удобно.', 5, 71],
      ],
    },
    {
      name: 'Support praise',
      language: 'en',
      comments: [
        [
          'Olivia M.',
          'Support answered within minutes and solved my issue.',
          5,
          188,
          'Happy to help, Olivia!',
        ],
        ['Noah B.', 'Everything is clear from the first screen.', 5, 74],
        ['Ava K.', 'Reliable, I use it every day.', 4, 52],
      ],
    },
    {
      name: 'Short and sweet',
      language: 'en',
      comments: [
        ['Mia S.', 'Love it!', 5, 301],
        ['Lucas P.', 'Works great.', 5, 119],
        ['Ella J.', 'Simple and fast.', 4, 64],
        ['Ben C.', 'Exactly what I needed.', 5, 88],
        ['Zoe F.', 'Five stars.', 5, 45],
        ['Leo G.', 'Smooth experience.', 4, 33],
      ],
    },
  ];
  for (const set of sets) {
    store.systemCommentSets.insert({
      name: set.name,
      language: set.language,
      comments: set.comments.map(([author_name, text, rating, likes, reply_text]) => ({
        author_name,
        text,
        rating,
        likes,
        ...(reply_text ? { reply_text } : {}),
      })),
    });
  }
  const count = store.systemCommentSets.size;
  for (const comment of store.comments.rows) {
    if (comment.is_system) comment.system_set_id = (comment.application_id % count) + 1;
  }
}
