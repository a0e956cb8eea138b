import { describe, expect, it } from 'vitest';
import { foundIn, matchesOf } from '../test-support.ts';

const TRANSCRIPT = [
  '안녕하세요, 저는 학생이에요.',
  '어제 친구를 만났어요.',
  '내일은 부산에 갈 거예요.',
  '바다를 보고 싶어요.',
  '비가 오니까 집에서 쉴 거예요.',
  '피곤해서 일찍 잤어요.',
  '이 식당은 비싸지만 맛있어요.',
];

describe('Korean grammar points', () => {
  it('finds the points a spoken transcript uses', () => {
    const found = foundIn('ko', TRANSCRIPT);
    expect(found.get('ko.ending.a-eo-yo')).toEqual(['학생이에요', '만났어요', '싶어요', '잤어요', '맛있어요']);
    expect(found.get('ko.future.l-geoyeyo')).toEqual(['갈 거예요', '쉴 거예요']);
    expect(found.get('ko.go-sipda')).toEqual(['보고 싶어요']);
    expect(found.get('ko.past.at-eot')).toEqual(['만났어요', '잤어요']);
    expect(found.get('ko.particle.topic-subject')).toEqual(['저는', '내일은', '비가', '식당은']);
    expect(found.get('ko.particle.object')).toEqual(['친구를', '바다를']);
    expect(found.get('ko.particle.e-eseo')).toEqual(['부산에', '집에서']);
    expect(found.get('ko.reason.nikka-aseo')).toEqual(['오니까', '피곤해서']);
    expect(found.get('ko.jiman')).toEqual(['비싸지만']);
  });

  it("keeps other endings and the stem's own ㅆ out", () => {
    expect(matchesOf('ko.ending.a-eo-yo', '어디 가세요? 맛있네요. 재미있잖아요.')).toEqual([]);
    expect(matchesOf('ko.past.at-eot', '시간이 있어요.')).toEqual([]);
    expect(matchesOf('ko.reason.nikka-aseo', '집에 가서 먹었어요.')).toEqual([]);
    expect(matchesOf('ko.particle.topic-subject', '이 사람')).toEqual([]);
    expect(matchesOf('ko.future.l-geoyeyo', '제가 할게요.')).toEqual([]);
  });
});
