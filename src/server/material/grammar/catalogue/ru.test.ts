import { describe, expect, it } from 'vitest';
import { foundIn, matchesOf } from '../test-support.ts';

const TRANSCRIPT = [
  'Привет! Вчера я прочитала эту книгу.',
  'Я часто рассказываю вам про книги.',
  'Утром я ходила в магазин с подругой.',
  'Сейчас я иду на работу.',
  'Книга лежит на столе.',
];

describe('Russian grammar points', () => {
  it('finds the points a spoken transcript uses', () => {
    const found = foundIn('ru', TRANSCRIPT);
    expect(found.get('ru.aspect')).toEqual(['прочитала', 'рассказываю']);
    expect(found.get('ru.past-gender')).toEqual(['прочитала', 'ходила']);
    expect(found.get('ru.preposition-cases')).toEqual(['с подругой', 'на работу', 'на столе']);
    expect(found.get('ru.motion-verbs')).toEqual(['ходила', 'иду']);
  });

  it('leaves "there is", luck and unchanged nouns alone', () => {
    expect(matchesOf('ru.aspect', 'У меня есть кот.')).toEqual([]);
    expect(matchesOf('ru.motion-verbs', 'Мне повезло, я нашла ключ.')).toEqual([]);
    expect(matchesOf('ru.preposition-cases', 'Мы были в кино и в парк.')).toEqual([]);
    expect(matchesOf('ru.preposition-cases', 'Я вернулся с работы.')).toEqual([]);
    expect(matchesOf('ru.past-gender', 'Это мой дом, а там стол.')).toEqual([]);
    expect(matchesOf('ru.past-gender', 'Он шёл домой, а я мог помочь.')).toEqual(['шёл', 'мог']);
  });
});
