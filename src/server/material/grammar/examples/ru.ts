import type { PointExamples } from '../types.ts';

/** Written for Lingoclip and reviewed (ADR 17): everyday spoken Russian. */
export const RUSSIAN_EXAMPLES: PointExamples = {
  'ru.aspect': [
    [
      'Вчера я весь вечер читал, но книгу так и не прочитал.',
      "Yesterday I read all evening, but I still didn't finish the book.",
      'прочитал',
    ],
    ['Я обычно покупаю хлеб утром.', 'I usually buy bread in the morning.', 'покупаю'],
    ['Позвони мне, когда закончишь.', "Call me when you've finished.", 'закончишь'],
  ],
  'ru.past-gender': [
    ['Вчера она купила новое платье.', 'Yesterday she bought a new dress.', 'купила'],
    ['Он долго работал в банке.', 'He worked at a bank for a long time.', 'работал'],
    ['Мы ждали автобус двадцать минут.', 'We waited twenty minutes for the bus.', 'ждали'],
  ],
  'ru.preposition-cases': [
    ['Книга лежит на столе.', 'The book is on the table.', 'на столе'],
    ['Я живу в Москве.', 'I live in Moscow.', 'в Москве'],
    ['По субботам я играю в теннис с братом.', 'On Saturdays I play tennis with my brother.', 'с братом'],
  ],
  'ru.motion-verbs': [
    ['Я иду в магазин.', "I'm going to the shop.", 'иду'],
    ['Каждое лето мы ездим на море.', 'Every summer we go to the seaside.', 'ездим'],
    ['Завтра я поеду к бабушке.', "Tomorrow I'm going to see my grandmother.", 'поеду'],
  ],
};
