import type { StopWordData } from '../lexicon.ts';

/**
 * Korean grammar words: particles (split off nouns by the tokenizer), the copula, bound nouns,
 * pronouns, determiners, conjunctions and the light verbs that carry grammar (하다 alone, 있다,
 * 없다, 되다, 않다). Verbs built on 하다 (공부하다) are content words. Determiners and pronouns
 * come first because a lone 이, 그, 나 is "this", "that", "I" rather than a particle; the particle
 * 보다 is left out because it is also the verb "to see".
 */
export default {
  det: '이 그 어떤 무슨 어느 모든 각 몇 이런 그런 저런',
  pron: '나 너 저 우리 저희 너희 그 그녀 자기 당신 누구 무엇 뭐 어디 언제 여기 거기 저기 이것 그것 저것 이거 그거 저거',
  noun: '것 거 수 때문 등 중 데 줄 바 뿐 듯 지 쪽',
  conj: '그리고 그런데 그러나 하지만 그래서 그러니까 또는 및 혹은 그러면 그럼 근데',
  adv: '안 못 좀 더 또 다',
  intj: '네 예 아니요 아니 응 어 아 음 그래 자',
  aux: '이다 아니다 않다 하다 되다 있다 없다 싶다',
  adp: '이 가 은 는 을 를 의 에 에서 에게 한테 께 께서 로 으로 와 과 도 만 까지 부터 처럼 마다 밖에 조차 마저 하고 랑 이랑 나 이나 든 이든 라도 이라도 요 뿐 만큼 대로 라고 이라고 에게서 한테서 에서부터 로부터 으로부터 에서는 에서도 에게는 에게도 한테는 한테도 으로는 으로도 께서는 이랑은 까지는 부터는 로는 로도 에는 에도 랑은 만은',
} satisfies StopWordData;
