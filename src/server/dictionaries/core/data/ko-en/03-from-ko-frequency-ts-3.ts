/** ko-en, part 3: From ko-frequency.ts, in its order (3); Further common lemmas (not in ko-frequency.ts); Determiners; Conjunctions; Particles; Interjections. Format and provenance: ../ko-en.ts. */
export default `
어깨|shoulder
팔|arm; eight (Sino-Korean)
손|hand
손가락|finger
발|foot
가슴|chest; breast; heart
피|blood
병|illness; bottle
감기|cold (illness)
약|medicine; about (approx.)
열|fever; heat
기침|cough
건강|health
직업|job; occupation
회의|meeting; conference
월급|monthly salary
가격|price
카드|card; credit card
물건|thing; item; goods
수업|class; lesson
숙제|homework
시험|exam; test
교실|classroom
공책|notebook
연필|pencil
볼펜|ballpoint pen
사전|dictionary
단어|word
문장|sentence
한국어|Korean (language)
영어|English (language)
외국어|foreign language
질문|question
대답|answer; reply
문법|grammar
발음|pronunciation
뜻|meaning; intention
월요일|Monday
화요일|Tuesday
수요일|Wednesday
목요일|Thursday
금요일|Friday
토요일|Saturday
일요일|Sunday
월|month (3월 = March)
주|week; state (province)
시|o'clock; hour; city
분|minute; person (honorific)
초|second (time); candle; early part
오전|morning; a.m.
오후|afternoon; p.m.
새벽|dawn; early morning
생일|birthday
휴가|vacation; leave
방학|school vacation
명절|holiday (traditional)
설날|Lunar New Year's Day
추석|Chuseok (harvest festival)
크리스마스|Christmas
파티|party
선물|gift; present
약속|promise; appointment; plans
계획|plan
준비|preparation
결혼|marriage; wedding
꿈|dream
희망|hope
기분|mood; feeling
걱정|worry; concern
이야기|story; talk
얘기|talk; story (casual)
소식|news
뉴스|news
신문|newspaper
잡지|magazine
편지|letter
게임|game
운동|exercise; sports
축구|soccer; football
야구|baseball
농구|basketball
수영|swimming
춤|dance
그림|picture; painting; drawing
취미|hobby
드라마|drama; TV series
연극|play (theater)
공연|performance; show
콘서트|concert
악기|musical instrument
기타|guitar; others; etc.
피아노|piano
한국|Korea
미국|America; the US
일본|Japan
중국|China
서울|Seoul
도시|city
시골|countryside; the country
고향|hometown
동네|neighborhood
마을|village
아파트|apartment
주소|address
사실|fact; truth
경험|experience
이유|reason
방법|way; method
결과|result
의미|meaning
상황|situation
관계|relationship; relation
역사|history
정치|politics
경제|economy
교육|education
과학|science
기술|technology; skill
환경|environment
자연|nature
정부|government
국가|nation; state
국민|people (of a nation); citizens
대통령|president
시민|citizen
법|law; method
전쟁|war
평화|peace
힘|strength; power
자유|freedom
인생|life
삶|life
죽음|death
시대|era; period; age
미래|future
과거|past
현재|present; now
처음|first time; beginning
마지막|last; end
끝|end; tip
시작|start; beginning
중간|middle
위|top; above; up
아래|bottom; below; under
옆|side; next to
밖|outside
뒤|back; behind; after
오른쪽|right (side)
왼쪽|left (side)
가운데|middle; center
근처|nearby; vicinity
곳|place
장소|place; location
자리|seat; place; position
부분|part; portion
전체|whole; entire
모두|everyone; all
여러|several; various
각자|each (person)
서로|each other
자기|oneself; self
다음|next; following
지난|last; past
이번|this time
# Further common lemmas (not in ko-frequency.ts)
# Pronouns and question words
너/n|you (casual)
너희/n|you (plural, casual)
저희/n|we; us (humble)
당신/n|you; dear (between spouses)
누구/n|who; someone
무엇/n|what; something
뭐/n|what; something (casual)
어디/n|where; somewhere
언제/n|when; sometime
얼마/n|how much; how long
여기/n|here
거기/n|there
저기/n|over there
이것/n|this (thing)
저것/n|that (thing over there)
이거/n|this (casual)
그거/n|that; it (casual)
저거/n|that over there (casual)
아무/n|anyone; anybody
아무것/n|anything; nothing (with negative)
누군가/n|someone
여러분/n|everyone; you all
남|others; other people
# Determiners
모든/d|all; every
각/d|each; every
무슨/d|what; what kind of
어느/d|which; a certain
몇/d|how many; some; a few
저런/d|like that (over there); such
첫/d|first
아무/d|any
# Conjunctions
그런데/c|but; by the way
하지만/c|but; however
그래서/c|so; therefore
그러니까/c|so; that's why; I mean
또는/c|or
및/c|and; as well as
혹은/c|or
그러면/c|then; if so
그럼/c|then; if so; of course
근데/c|but; by the way (casual)
그래도/c|still; even so
그러므로/c|therefore
따라서/c|therefore; accordingly
게다가/c|besides; moreover
# Particles
이/p|subject marker (after a consonant)
가/p|subject marker (after a vowel)
은/p|topic marker (after a consonant)
는/p|topic marker (after a vowel)
을/p|object marker (after a consonant)
를/p|object marker (after a vowel)
의/p|'s; of (possessive)
에/p|at; in; to (place, time)
에서/p|at; in (place of action); from
에게/p|to (a person)
한테/p|to (a person, casual)
께/p|to (a person, honorific)
께서/p|subject marker (honorific)
로/p|to; toward; by (means)
으로/p|to; toward; by (means)
와/p|and; with (after a vowel)
과/p|and; with (after a consonant)
도/p|also; too; even
만/p|only; just
까지/p|until; to; even
부터/p|from; since
처럼/p|like; as
마다/p|every; each
밖에/p|only (with a negative)
조차/p|even
마저/p|even (the last one)
하고/p|and; with
랑/p|and; with (casual)
이랑/p|and; with (casual)
이나/p|or; about; as many as
나/p|or; about (after a vowel)
든/p|whatever; any (-든지)
이든/p|whatever; any (-이든지)
라도/p|even; at least
이라도/p|even; at least
요/p|polite ending marker
만큼/p|as much as; as ... as
대로/p|as; according to
보다/p|than
에게서/p|from (a person)
한테서/p|from (a person, casual)
로부터/p|from
으로부터/p|from
라고/p|that (quoting)
이라고/p|that (quoting)
# Interjections
네/i|yes; okay
예/i|yes (formal)
아니요/i|no
아니/i|no; what? (casual)
응/i|yeah; yes (casual)
어/i|oh; uh
아/i|ah; oh
음/i|um; hmm
그래/i|okay; right; yes
자/i|now; here; come on
와/i|wow
어머/i|oh my (surprise)
글쎄/i|well; let me see
아이고/i|oh dear; ouch
반갑습니다/i|nice to meet you
축하합니다/i|congratulations
실례합니다/i|excuse me
잠깐만/i|wait a moment
`;
