import type { PointExamples } from '../types.ts';

/** Written for Lingoclip and reviewed (ADR 17): everyday sentences in the polite 해요 style. */
export const KOREAN_EXAMPLES: PointExamples = {
  'ko.ending.a-eo-yo': [
    ['저는 아침마다 커피를 마셔요.', 'I drink coffee every morning.', '마셔요'],
    ['이 가방은 정말 좋아요.', 'This bag is really nice.', '좋아요'],
    ['제 친구는 선생님이에요.', 'My friend is a teacher.', '선생님이에요'],
  ],
  'ko.future.l-geoyeyo': [
    ['내일 친구를 만날 거예요.', "I'm going to meet a friend tomorrow.", '만날 거예요'],
    ['주말에는 집에서 쉴 거예요.', "I'm going to rest at home at the weekend.", '쉴 거예요'],
    ['저녁에 비빔밥을 먹을 거예요.', "I'm going to have bibimbap for dinner.", '먹을 거예요'],
  ],
  'ko.go-sipda': [
    ['바다를 보고 싶어요.', 'I want to see the sea.', '보고 싶어요'],
    ['오늘은 일찍 자고 싶어요.', 'I want to go to bed early today.', '자고 싶어요'],
    ['한국어를 배우고 싶어요.', 'I want to learn Korean.', '배우고 싶어요'],
  ],
  'ko.past.at-eot': [
    ['어제 친구를 만났어요.', 'I met a friend yesterday.', '만났어요'],
    ['점심에 김밥을 먹었어요.', 'I had gimbap for lunch.', '먹었어요'],
    ['주말에 영화를 봤어요.', 'I watched a film at the weekend.', '봤어요'],
  ],
  'ko.particle.topic-subject': [
    ['저는 학생이에요.', 'I am a student.', '저는'],
    ['날씨가 좋아요.', 'The weather is nice.', '날씨가'],
    ['동생은 키가 커요.', 'My younger sibling is tall.', '동생은'],
  ],
  'ko.particle.object': [
    ['저는 사과를 좋아해요.', 'I like apples.', '사과를'],
    ['매일 책을 읽어요.', 'I read books every day.', '책을'],
    ['친구에게 편지를 썼어요.', 'I wrote a letter to a friend.', '편지를'],
  ],
  'ko.particle.e-eseo': [
    ['저는 서울에 살아요.', 'I live in Seoul.', '서울에'],
    ['도서관에서 공부해요.', 'I study at the library.', '도서관에서'],
    ['아홉 시에 학교에 가요.', 'I go to school at nine.', '학교에'],
  ],
  'ko.reason.nikka-aseo': [
    ['비가 오니까 우산을 가져가세요.', "It's raining, so take an umbrella.", '오니까'],
    ['피곤해서 일찍 잤어요.', 'I was tired, so I went to bed early.', '피곤해서'],
    ['날씨가 추워서 집에 있었어요.', 'It was cold, so I stayed at home.', '추워서'],
  ],
  'ko.jiman': [
    ['이 식당은 비싸지만 맛있어요.', 'This restaurant is expensive, but the food is good.', '비싸지만'],
    ['한국어는 어렵지만 재미있어요.', 'Korean is difficult, but it is fun.', '어렵지만'],
    ['피곤했지만 끝까지 일했어요.', 'I was tired, but I worked to the end.', '피곤했지만'],
  ],
};
