/** ko-en, part 9: Feelings and life; Animals; Everyday speech. Format and provenance: ../ko-en.ts. */
export default `
# Feelings and life
감정|emotion; feeling
느낌|feeling; impression
기쁨|joy
슬픔|sadness; sorrow
행복|happiness
고통|pain; suffering
스트레스|stress
화|anger
짜증|irritation; annoyance
두려움|fear
용기|courage
자신감|confidence
웃음|laughter; smile
미소|smile
우정|friendship
믿음|trust; faith
존경|respect
취향|taste; preference
성격|personality; character
습관|habit
태도|attitude
행동|action; behavior
모습|appearance; figure; look
표정|facial expression
분위기|atmosphere; mood
인사|greeting
감사|thanks; gratitude
부탁|favor; request
칭찬|praise; compliment
불만|complaint; dissatisfaction
고민|worry; concern; trouble
결정|decision
선택|choice
생활|life; living
일상|daily life
운명|fate; destiny
운|luck
기억|memory
추억|memory (fond); recollection
여유|spare time; room; leisure
안전|safety
위험|danger; risk
아이디어|idea
상상|imagination
가치|value; worth
종교|religion
전통|tradition
예술|art; the arts
문학|literature
스포츠|sports
경기|game; match; business conditions
팀|team
승리|victory; win
산책|walk; stroll
등산|hiking; mountain climbing
쇼핑|shopping
독서|reading (books)
놀이|play; game
장난|prank; joke; mischief
장난감|toy
농담|joke
재미|fun; interest
인기|popularity
유행|trend; fashion; epidemic
상품|product; goods; prize
제품|product
서비스|service; freebie (on the house)
# Animals
강아지|puppy; dog
곰|bear
호랑이|tiger
사자|lion
원숭이|monkey
토끼|rabbit
쥐|mouse; rat
뱀|snake
오리|duck
거북이|turtle
개구리|frog
벌레|bug; insect; worm
곤충|insect
나비|butterfly
모기|mosquito
파리|fly; Paris
고래|whale
코끼리|elephant
여우|fox
반려동물|pet (companion animal)
# Everyday speech
내/n|my; I (before 가)
제/n|my; I (humble, before 가)
네/n|your (casual); you (before 가)
다들/n|everyone; all of you
본인|oneself; the person in question
얘/n|this kid; this person (casual)
걔/n|that kid; he; she (casual)
쟤/n|that kid over there (casual)
막/r|just (now); carelessly; a lot
대박/i|wow; awesome
여쭤보다/v|ask (honorific)
돌아보다/v|look back; look around
지켜보다/v|watch; keep an eye on
쳐다보다/v|look at; stare at
다가오다/v|approach; come near
다가가다/v|approach; go near
먹방|mukbang (eating show)
유튜버|YouTuber
브이로그|vlog
구독자|subscriber
`;
