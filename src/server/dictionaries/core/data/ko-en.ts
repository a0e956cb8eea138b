/**
 * Built-in Korean → English core vocabulary for offline glosses (used when no dictionary or AI
 * provider covers a Korean word).
 *
 * Provenance: written for this project from general knowledge of Korean and English, and reviewed
 * line by line for accuracy; not copied from any dictionary or word list. The first part follows
 * src/server/language/data/ko-frequency.ts entry by entry (same order, spelling and tag); the
 * second part adds further common learner lemmas in topic groups.
 *
 * Format: one entry per line, `headword[/tag]|gloss1; gloss2; gloss3` — 1 to 3 short glosses, the
 * most common everyday meaning first. Predicates are in the dictionary form (먹다); English verb
 * glosses are bare infinitives (eat), adjective glosses plain adjectives (big).
 * Tags: /v verb, /a adjective, /r adverb, /i interjection, /m number, /p particle,
 * /c conjunction, /d determiner, /n pronoun; untagged = noun (as in the frequency list).
 * Lines starting with # are comments.
 */
export default `
# From ko-frequency.ts, in its order
이다/v|be (copula: A is B)
하다/v|do; make; say
있다/v|be (there); exist; have
것|thing; the one (that); fact
되다/v|become; be done; be possible
수|way; means (-ㄹ 수 있다 = can); number
나|I; me
없다/v|not be (there); not have; lack
않다/v|not (do) (in -지 않다)
사람|person; people
우리|we; us; our
그|that; he; the
아니다/v|not be (A is not B)
보다/v|see; look at; watch
등|etc.; and so on; back (body)
때|time; when; moment
거|thing (casual form of 것)
같다/a|same; be like; seem
주다/v|give; do for (someone)
대하다/v|about (에 대해); treat; face
가다/v|go
년|year
한|one (before a counter); about
말|words; speech; horse
일|work; matter; day (of the month)
이|this; tooth; two (Sino-Korean)
때문|because of; reason
말하다/v|say; speak; tell
위하다/v|for (the sake of); care for
그러나|but; however
오다/v|come
알다/v|know; learn; understand
씨|Mr.; Ms.; seed
그렇다/a|be so; be like that
크다/a|big; large; tall
또|again; also; and
사회|society; community
많다/a|many; much; a lot
안|not; inside
좋다/a|good; nice; like
더|more; further
받다/v|receive; get; accept
그것|that; it
집|house; home
나오다/v|come out; appear; be served
따르다/v|follow; pour
그리고|and; and then
문제|problem; question; issue
그런|such; that kind of
살다/v|live
저|I (humble); that (over there)
못하다/v|cannot (do); be poor at
생각하다/v|think
모르다/v|not know
속|inside; stomach
만들다/v|make; create
데|place; part
두|two (before a counter)
앞|front; ahead; future
경우|case; occasion
중|middle; during; among
어떤|what kind of; some; certain
잘|well
그녀|she; her
먹다/v|eat
자신|oneself; confidence
문화|culture
원|won (currency); circle
생각|thought; idea; opinion
어떻다/a|how; be like what
명|people (counter); person
통하다/v|go through; via; be understood
그러다/v|do so; say so
소리|sound; noise; voice
다시|again
다른|other; different
이런|such; like this
여자|woman; girl
개|item (counter for things); dog
정도|degree; extent; about
다|all; everything
좋아하다/v|like; be fond of
시작하다/v|start; begin
앉다/v|sit
쓰다/v|write; use; wear (a hat)
듣다/v|hear; listen
이제|now; from now on
지금|now
오늘|today
내일|tomorrow
어제|yesterday
시간|time; hour
친구|friend
학교|school
선생님|teacher
학생|student
공부|study; studying
공부하다/v|study
회사|company; office
일하다/v|work
밥|rice (cooked); meal
물|water
돈|money
책|book
영화|movie; film
음악|music
노래|song
사랑|love
사랑하다/v|love
마음|heart; mind; feeling
이름|name
나라|country
세상|world
세계|world
하루|one day; a day
아침|morning; breakfast
점심|lunch; noon
저녁|evening; dinner
밤|night; chestnut
주말|weekend
요일|day of the week
날|day
날씨|weather
어머니|mother
아버지|father
엄마|mom
아빠|dad
부모님|parents
형|older brother (said by a male)
오빠|older brother (said by a female)
누나|older sister (said by a male)
언니|older sister (said by a female)
동생|younger sibling
남동생|younger brother
여동생|younger sister
할머니|grandmother
할아버지|grandfather
아이|child; kid
아들|son
딸|daughter
가족|family
남편|husband
아내|wife
남자|man; boy
아기|baby
애|child (casual form of 아이)
이웃|neighbor
손님|guest; customer
사장님|boss; company president
직원|employee; staff
의사|doctor
간호사|nurse
경찰|police; police officer
기자|reporter; journalist
가수|singer
배우|actor; actress
마시다/v|drink
자다/v|sleep
일어나다/v|get up; wake up; happen
씻다/v|wash
입다/v|wear (clothes); put on
벗다/v|take off (clothes, shoes)
신다/v|wear (shoes, socks); put on
타다/v|ride; get on; burn
내리다/v|get off; go down; fall (rain)
걷다/v|walk
뛰다/v|run; jump
달리다/v|run
놀다/v|play; hang out; be off (work)
쉬다/v|rest; take a break
읽다/v|read
배우다/v|learn
가르치다/v|teach
묻다/v|ask; bury
대답하다/v|answer; reply
부르다/v|call; sing
웃다/v|laugh; smile
울다/v|cry
기다리다/v|wait
만나다/v|meet
헤어지다/v|part; break up
사다/v|buy
팔다/v|sell
보내다/v|send; spend (time)
찾다/v|look for; find; withdraw (money)
잃다/v|lose
잊다/v|forget
기억하다/v|remember
열다/v|open
닫다/v|close; shut
켜다/v|turn on; switch on
끄다/v|turn off; put out
끝나다/v|end; be over
끝내다/v|finish; end
들어가다/v|go in; enter
들어오다/v|come in; enter
나가다/v|go out; leave
돌아가다/v|go back; return
돌아오다/v|come back; return
올라가다/v|go up; climb
내려가다/v|go down
지나다/v|pass; go by
건너다/v|cross
다니다/v|attend (school, work); go around
죽다/v|die
태어나다/v|be born
자라다/v|grow (up)
고치다/v|fix; repair; correct
빌리다/v|borrow; rent
빌려주다/v|lend
돕다/v|help
도와주다/v|help (someone)
믿다/v|believe; trust
바라다/v|hope; wish
원하다/v|want; wish
필요하다/a|necessary; need
싫어하다/v|dislike; hate
웃기다/a|funny
느끼다/v|feel
생기다/v|come about; happen; get
바뀌다/v|change; be changed
바꾸다/v|change; exchange
고르다/v|choose; pick
정하다/v|decide; set
결정하다/v|decide
준비하다/v|prepare; get ready
청소하다/v|clean
요리하다/v|cook
운동하다/v|exercise; work out
여행하다/v|travel
전화하다/v|call; phone
이야기하다/v|talk; tell
얘기하다/v|talk; tell (casual)
노래하다/v|sing
춤추다/v|dance
연습하다/v|practice
쇼핑하다/v|shop; go shopping
산책하다/v|take a walk
운전하다/v|drive
결혼하다/v|marry; get married
졸업하다/v|graduate
입학하다/v|enter (a school)
출발하다/v|depart; leave
도착하다/v|arrive
약속하다/v|promise; make plans
감사하다/v|thank; be grateful
미안하다/a|sorry
사용하다/v|use
이용하다/v|use; make use of
계속하다/v|continue; keep (doing)
설명하다/v|explain
이해하다/v|understand
연락하다/v|contact; get in touch
초대하다/v|invite
부탁하다/v|ask (a favor); request
걱정하다/v|worry
걱정되다/v|be worried
잘하다/v|be good at; do well
싸우다/v|fight; argue
이기다/v|win; beat
지다/v|lose (a game); set (sun); carry
던지다/v|throw
잡다/v|catch; hold; grab
들다/v|hold; lift; cost (money, time)
놓다/v|put; place; let go
두다/v|put; leave; keep
넣다/v|put in; insert
꺼내다/v|take out; pull out
빼다/v|take out; subtract; remove
붙이다/v|stick; attach
자르다/v|cut
씹다/v|chew
굽다/v|bake; grill; roast
끓이다/v|boil; make (soup, ramen)
볶다/v|stir-fry; roast
빨다/v|wash (clothes); suck
치다/v|hit; play (piano, tennis)
그리다/v|draw; paint
찍다/v|take (a photo); stamp; dip
보이다/v|be seen; show
들리다/v|be heard; drop by
알리다/v|inform; let know
모이다/v|gather; get together
모으다/v|collect; gather; save (money)
세우다/v|stop (a car); set up; make (a plan)
서다/v|stand; stop
눕다/v|lie down
일어서다/v|stand up
지내다/v|get along; spend (time); live
즐기다/v|enjoy
참다/v|endure; hold back
견디다/v|endure; bear
작다/a|small; little; short
적다/a|few; little (amount)
길다/a|long
짧다/a|short
높다/a|high; tall
낮다/a|low
멀다/a|far
가깝다/a|close; near
넓다/a|wide; spacious
좁다/a|narrow; small (room)
무겁다/a|heavy
가볍다/a|light (weight)
나쁘다/a|bad
예쁘다/a|pretty
아름답다/a|beautiful
귀엽다/a|cute
멋있다/a|cool; stylish; nice
잘생기다/v|be good-looking; handsome
못생기다/v|be ugly; plain-looking
맛있다/a|delicious; tasty
맛없다/a|not tasty; bad (food)
재미있다/a|fun; interesting
재미없다/a|boring; not fun
쉽다/a|easy
어렵다/a|difficult; hard
바쁘다/a|busy
한가하다/a|free (not busy)
피곤하다/a|tired
아프다/a|sick; hurt; painful
건강하다/a|healthy
배고프다/a|hungry
배부르다/a|full (after eating)
목마르다/a|thirsty
졸리다/a|sleepy
기쁘다/a|glad; happy
슬프다/a|sad
행복하다/a|happy
즐겁다/a|enjoyable; pleasant
외롭다/a|lonely
무섭다/a|scary; afraid
화나다/v|get angry
심심하다/a|bored
부끄럽다/a|shy; ashamed; embarrassed
괜찮다/a|okay; fine; all right
중요하다/a|important
새롭다/a|new
오래되다/a|old; long-standing
젊다/a|young
늙다/v|grow old; age
비싸다/a|expensive
싸다/a|cheap
덥다/a|hot (weather)
춥다/a|cold (weather)
따뜻하다/a|warm
시원하다/a|cool; refreshing
뜨겁다/a|hot (to the touch)
차갑다/a|cold (to the touch)
빠르다/a|fast; quick
느리다/a|slow
조용하다/a|quiet
시끄럽다/a|noisy; loud
깨끗하다/a|clean
더럽다/a|dirty
밝다/a|bright
어둡다/a|dark
맵다/a|spicy; hot
짜다/a|salty
달다/a|sweet
쓰다/a|bitter
시다/a|sour
친절하다/a|kind; friendly
똑똑하다/a|smart; clever
착하다/a|good-natured; kind
이상하다/a|strange; weird
특별하다/a|special
유명하다/a|famous
간단하다/a|simple; brief
복잡하다/a|complicated; crowded
편하다/a|comfortable; convenient
불편하다/a|uncomfortable; inconvenient
다르다/a|different
비슷하다/a|similar
똑같다/a|exactly the same; identical
맞다/v|be right; fit; be hit
틀리다/v|be wrong; make a mistake
이렇다/a|be like this
빨갛다/a|red
파랗다/a|blue
노랗다/a|yellow
하얗다/a|white
까맣다/a|black
잘/r|well
너무/r|too; so; very
아주/r|very
정말/r|really; truly
진짜/r|really; for real
많이/r|a lot; much
조금/r|a little; a bit
좀/r|a little; please (softener)
그냥/r|just; simply; as it is
다시/r|again
같이/r|together; like
함께/r|together
혼자/r|alone; by oneself
먼저/r|first; before; ahead
나중/r|later
빨리/r|quickly; fast; soon
천천히/r|slowly
자주/r|often
가끔/r|sometimes
항상/r|always
늘/r|always
언제나/r|always; anytime
매일/r|every day
벌써/r|already
아직/r|still; (not) yet
곧/r|soon; right away
이미/r|already
계속/r|continuously; keep (doing)
갑자기/r|suddenly
드디어/r|finally; at last
아마/r|probably; maybe
꼭/r|surely; be sure to; tightly
정말로/r|really; truly
물론/r|of course
특히/r|especially
거의/r|almost; nearly
제일/r|most; best; first
가장/r|most
훨씬/r|much (more); far
더욱/r|even more; all the more
별로/r|not very; not particularly
전혀/r|(not) at all; never
절대/r|never; absolutely
열심히/r|hard; diligently
일찍/r|early
늦게/r|late
바로/r|right (away); directly; exactly
다행히/r|fortunately; luckily
사실/r|in fact; actually
하나/m|one
둘/m|two
셋/m|three
넷/m|four
다섯/m|five
여섯/m|six
일곱/m|seven
여덟/m|eight
아홉/m|nine
열/m|ten
스물/m|twenty
서른/m|thirty
백/m|hundred
천/m|thousand
만/m|ten thousand
안녕/i|hi; bye (casual)
안녕하세요/i|hello
감사합니다/i|thank you
고맙습니다/i|thank you
죄송합니다/i|I'm sorry (formal)
미안합니다/i|I'm sorry
여보세요/i|hello (on the phone)
방|room
부엌|kitchen
화장실|bathroom; toilet
거실|living room
침실|bedroom
문|door; gate
창문|window
벽|wall
바닥|floor; bottom
책상|desk
의자|chair
침대|bed
소파|sofa; couch
냉장고|refrigerator; fridge
텔레비전|television; TV
컴퓨터|computer
전화|telephone; phone call
핸드폰|cell phone; mobile phone
휴대폰|cell phone; mobile phone
사진|photo; picture
시계|clock; watch
가방|bag
옷|clothes
바지|pants; trousers
치마|skirt
셔츠|shirt
티셔츠|T-shirt
원피스|dress (one-piece)
코트|coat
신발|shoes
양말|socks
모자|hat; cap
안경|glasses
우산|umbrella
지갑|wallet; purse
열쇠|key
음식|food
빵|bread
고기|meat
생선|fish (as food)
닭고기|chicken (meat)
돼지고기|pork
소고기|beef
김치|kimchi
라면|ramen; instant noodles
국|soup
찌개|stew (Korean jjigae)
반찬|side dish
과일|fruit
사과|apple; apology
바나나|banana
딸기|strawberry
채소|vegetable
야채|vegetable
계란|egg
달걀|egg
우유|milk
커피|coffee
차|car; tea
주스|juice
맥주|beer
소주|soju
술|alcohol; liquor; drink
설탕|sugar
소금|salt
식당|restaurant
메뉴|menu
그릇|bowl; dish
접시|plate; dish
컵|cup
숟가락|spoon
젓가락|chopsticks
포크|fork
칼|knife
아침밥|breakfast
점심밥|lunch
저녁밥|dinner
식사|meal
길|road; way; street
도로|road
거리|street; distance
다리|leg; bridge
시내|downtown; city center; stream
시장|market; mayor
가게|store; shop
마트|supermarket; mart
백화점|department store
은행|bank
우체국|post office
병원|hospital; clinic
약국|pharmacy
대학교|university; college
도서관|library
박물관|museum
극장|theater; cinema
영화관|movie theater; cinema
공원|park
사무실|office
교회|church
절|Buddhist temple; bow
역|station
정류장|stop; bus stop
공항|airport
버스|bus
지하철|subway
기차|train
비행기|airplane
택시|taxi
자동차|car
자전거|bicycle
배|stomach; ship; pear
표|ticket; table (chart); vote
여행|trip; travel
호텔|hotel
바다|sea; ocean
산|mountain
강|river
섬|island
하늘|sky
해|sun; year
달|moon; month
별|star
구름|cloud
비|rain
눈|eye; snow
바람|wind; wish
봄|spring
여름|summer
가을|autumn; fall
겨울|winter
계절|season
고양이|cat
새|bird; new (before a noun)
소|cow; ox
돼지|pig
닭|chicken
동물|animal
물고기|fish
몸|body
머리|head; hair
얼굴|face
코|nose
입|mouth
귀|ear
목|neck; throat
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
# Numbers and counters
영/m|zero
공|ball; zero (in numbers)
일/m|one (Sino-Korean)
이/m|two (Sino-Korean)
삼/m|three (Sino-Korean)
사/m|four (Sino-Korean)
오/m|five (Sino-Korean)
육/m|six (Sino-Korean)
칠/m|seven (Sino-Korean)
팔/m|eight (Sino-Korean)
구/m|nine (Sino-Korean)
십/m|ten (Sino-Korean)
억/m|hundred million
마흔/m|forty
쉰/m|fifty
예순/m|sixty
일흔/m|seventy
여든/m|eighty
아흔/m|ninety
첫째/m|first
둘째/m|second
셋째/m|third
반|half; class (homeroom)
절반|half
번|time (counter); number
번호|number
권|volume (counter for books)
마리|counter for animals
장|sheet (counter); chapter; head (chief)
잔|glass; cup (counter)
대|counter for vehicles, machines
벌|suit; set (counter); bee
켤레|pair (counter for shoes, socks)
살|years old (counter); flesh
층|floor; story; layer
호|number (room, issue)
개월|months (counter)
주일|week
인분|portion; serving (counter)
가지|kind; sort; branch
쪽|side; direction; page
페이지|page
# Bound nouns and grammar words
싶다/v|want to (in -고 싶다)
줄|line; rope; how (-ㄹ 줄 알다)
바|thing; way (formal)
뿐|only; just
듯|as if; like
지|since (time passed, -ㄴ 지)
# Time
요즘|these days; lately
최근|recent; recently
옛날|old days; long ago
예전|former days; before
평소|usual; ordinary times
순간|moment; instant
동안|during; for (a period)
사이|between; relationship
전|before; ago; former
후|after; later
이후|after; since
이전|before; previous
올해|this year
작년|last year
내년|next year
그저께|the day before yesterday
모레|the day after tomorrow
매주|every week
매달|every month
매년|every year
평일|weekday
연휴|long weekend; consecutive holidays
기간|period; term
날짜|date
시기|time; period; season
나이|age
세|years old (formal counter)
오랜만|a long time (since)
새해|new year
연말|end of the year
낮|daytime; day
달력|calendar
시간표|timetable; schedule
일정|schedule; itinerary
예정|plan; schedule
마감|deadline; closing
# Verbs
가지다/v|have; own; take
가져가다/v|take (along)
가져오다/v|bring
걸다/v|hang; make (a call); bet
걸리다/v|take (time); catch (a cold); hang
나다/v|come out; occur; grow
남다/v|remain; be left
남기다/v|leave (behind); leave (food) uneaten
내다/v|pay; submit; make
넘다/v|exceed; go over; cross
넘기다/v|pass; turn (a page); hand over
놀라다/v|be surprised; be startled
늘다/v|increase; improve
늘리다/v|increase; extend
닦다/v|wipe; brush (teeth); polish
달다/v|hang; attach
당하다/v|suffer; undergo; be cheated
대다/v|touch; put against; park
데려가다/v|take (a person) along
데려오다/v|bring (a person)
도망가다/v|run away; escape
돌다/v|turn; spin; go around
돌리다/v|turn; spin; hand out
드리다/v|give (honorific)
드시다/v|eat; drink (honorific)
주무시다/v|sleep (honorific)
계시다/v|be; stay (honorific)
말씀하다/v|speak; say (honorific)
떠나다/v|leave; depart
떨어지다/v|fall; drop; run out
떨어뜨리다/v|drop
뜨다/v|float; rise (sun); open (eyes)
마치다/v|finish; complete
막다/v|block; prevent; stop
만지다/v|touch
말다/v|stop; not do (-지 말다 = don't)
맡다/v|take charge of; smell; keep
맡기다/v|entrust; leave (in care)
맞추다/v|fit; adjust; guess right
매다/v|tie; fasten
멈추다/v|stop
모시다/v|serve; accompany (honorific)
묶다/v|tie; bind
미루다/v|postpone; put off
밀다/v|push
받아들이다/v|accept
발견하다/v|discover; find
밝히다/v|reveal; make clear; light up
버리다/v|throw away; abandon
벌다/v|earn (money)
변하다/v|change
부딪히다/v|bump into; collide
불다/v|blow
비다/v|be empty
비우다/v|empty; clear
빠지다/v|fall into; be missing; lose (weight)
사라지다/v|disappear; vanish
살리다/v|save (a life); revive
삼키다/v|swallow
상하다/v|go bad; spoil; be hurt
생각나다/v|come to mind; remember
섞다/v|mix
세다/v|count
소개하다/v|introduce
속다/v|be deceived; be fooled
속이다/v|deceive; cheat
숨다/v|hide (oneself)
숨기다/v|hide (something); conceal
시키다/v|order (food); make (someone do)
식다/v|cool down; get cold
싣다/v|load; carry
싸다/v|wrap; pack
쌓다/v|pile up; build up
쏟다/v|spill; pour out
쓰러지다/v|collapse; fall down
아끼다/v|save; cherish; spare
안다/v|hug; hold in one's arms
알아보다/v|find out; recognize
알아듣다/v|understand (what is said)
얻다/v|get; gain; obtain
없애다/v|get rid of; remove
여기다/v|regard; consider
열리다/v|open; be held
오르다/v|go up; rise; climb
올리다/v|raise; put up; post
옮기다/v|move; carry; transfer
외우다/v|memorize
움직이다/v|move
이끌다/v|lead
이루다/v|achieve; accomplish
익다/v|ripen; be cooked
익히다/v|learn; get used to; cook
잇다/v|connect; continue
잘되다/v|go well; succeed
잠그다/v|lock
잠들다/v|fall asleep
잡히다/v|be caught
적다/v|write down; note
전하다/v|convey; pass on; deliver
정리하다/v|organize; tidy up; sum up
조심하다/v|be careful; watch out
졸다/v|doze off
좋아지다/v|get better; improve
줄다/v|decrease; shrink
줄이다/v|reduce; cut down
줍다/v|pick up
지키다/v|keep; protect; guard
지우다/v|erase; delete
짓다/v|build; make (a name); cook (rice)
찾아가다/v|go to see; visit
찾아오다/v|come to see; visit
채우다/v|fill
챙기다/v|take care of; pack; bring
추다/v|dance (춤을 추다)
취소하다/v|cancel
치우다/v|clear away; tidy up
키우다/v|raise; grow; keep (a pet)
튀기다/v|fry; deep-fry
틀다/v|turn on (music, TV); twist
파다/v|dig
펴다/v|open; spread; unfold
풀다/v|solve; untie; relieve
피다/v|bloom
피우다/v|smoke; light (a fire)
피하다/v|avoid
향하다/v|head for; face
확인하다/v|check; confirm
흐르다/v|flow; pass (time)
흔들다/v|shake; wave
흘리다/v|spill; shed (tears)
화내다/v|get angry
나누다/v|divide; share
따라가다/v|follow; go along
따라오다/v|follow; come along
다치다/v|get hurt; be injured
달라지다/v|change; become different
닮다/v|resemble; look like
담다/v|put in (a container)
더하다/v|add
덮다/v|cover
돌보다/v|look after; take care of
들르다/v|drop by; stop by
따다/v|pick; win (a medal); get (a license)
때리다/v|hit; beat
떠올리다/v|recall; think of
떨다/v|tremble; shake
뜯다/v|tear off; open (a package)
마르다/v|dry; get thin
말리다/v|dry; stop (someone)
망치다/v|ruin; spoil
맞이하다/v|welcome; greet
먹이다/v|feed
모자라다/v|be short of; lack
물다/v|bite
물어보다/v|ask
미치다/v|go crazy; reach
바라보다/v|look at; gaze at
밟다/v|step on
배달하다/v|deliver
보여주다/v|show
보호하다/v|protect
부수다/v|break; smash
부치다/v|send (by mail); fry (pancakes)
붓다/v|pour; swell
붙다/v|stick; pass (an exam)
비교하다/v|compare
비키다/v|step aside; move out of the way
빌다/v|pray; wish; beg
뽑다/v|pick; pull out; elect
사귀다/v|make friends; go out with
살펴보다/v|look over; examine
선택하다/v|choose; select
성공하다/v|succeed
실패하다/v|fail
소리치다/v|shout; yell
시도하다/v|try; attempt
신청하다/v|apply; sign up
실수하다/v|make a mistake
쌓이다/v|pile up; accumulate
썩다/v|rot; go bad
안내하다/v|guide; show around; inform
알려주다/v|tell; let know
어울리다/v|suit; go well with; hang out
연결하다/v|connect; link
예약하다/v|reserve; book
오해하다/v|misunderstand
외출하다/v|go out
요구하다/v|demand; require
울리다/v|ring; make (someone) cry
이사하다/v|move (house)
인사하다/v|greet; say hello
일으키다/v|cause; raise; wake
잃어버리다/v|lose
잊어버리다/v|forget
자랑하다/v|boast; show off; be proud of
잘못하다/v|do wrong; make a mistake
적응하다/v|adapt; adjust
조사하다/v|investigate; survey
존재하다/v|exist
주문하다/v|order
주의하다/v|pay attention; be careful
죽이다/v|kill
지나가다/v|pass by; go by
지치다/v|be exhausted; be tired of
질문하다/v|ask (a question)
집중하다/v|concentrate; focus
차다/v|kick; be full; wear (a watch)
참가하다/v|participate; take part
참석하다/v|attend
추천하다/v|recommend
축하하다/v|congratulate; celebrate
출근하다/v|go to work
퇴근하다/v|leave work; get off work
치료하다/v|treat; cure
칭찬하다/v|praise; compliment
통화하다/v|talk on the phone
판단하다/v|judge; decide
포기하다/v|give up
표현하다/v|express
합격하다/v|pass (an exam)
해결하다/v|solve; resolve
허락하다/v|allow; permit
환영하다/v|welcome
활동하다/v|be active; work
회복하다/v|recover
후회하다/v|regret
힘내다/v|cheer up; keep one's strength up
경험하다/v|experience
구경하다/v|look around; sightsee; watch
구하다/v|look for; get; save (rescue)
기대하다/v|look forward to; expect
기뻐하다/v|be glad; rejoice
노력하다/v|try hard; make an effort
대화하다/v|talk; have a conversation
도전하다/v|challenge; try
등록하다/v|register; enroll
발표하다/v|announce; present
방문하다/v|visit
변화하다/v|change
복습하다/v|review (lessons)
예습하다/v|prepare (lessons) in advance
생활하다/v|live; lead a life
설치하다/v|install; set up
성장하다/v|grow
세탁하다/v|wash; do laundry
수리하다/v|repair; fix
식사하다/v|have a meal; eat
실망하다/v|be disappointed
안심하다/v|be relieved
연구하다/v|research; study
완성하다/v|complete; finish
인정하다/v|admit; recognize
입원하다/v|be hospitalized
퇴원하다/v|leave the hospital
저장하다/v|save; store
전달하다/v|deliver; pass on
존경하다/v|respect; look up to
주차하다/v|park
증가하다/v|increase
감소하다/v|decrease
지원하다/v|apply; support
진행하다/v|proceed; carry on; host
찬성하다/v|agree; approve
반대하다/v|oppose; object
참여하다/v|participate
취직하다/v|get a job
충전하다/v|charge (a battery)
포함하다/v|include
환불하다/v|refund; get a refund
기억나다/v|remember; come to mind
다녀오다/v|go and come back
올라오다/v|come up
내려오다/v|come down
나타나다/v|appear; show up
넘어지다/v|fall down; trip
미끄러지다/v|slip; slide
알아차리다/v|notice; realize
깨다/v|wake up; break
깨우다/v|wake (someone) up
깨지다/v|break; be broken
꺼지다/v|go out (light, fire); turn off
켜지다/v|come on; be turned on
고장나다/v|break down; be out of order
끊다/v|cut off; quit; hang up
끊기다/v|be cut off; be disconnected
늦다/v|be late
감다/v|wash (hair); close (eyes); wind
빗다/v|comb
면도하다/v|shave
화장하다/v|put on makeup
샤워하다/v|take a shower
목욕하다/v|take a bath
세수하다/v|wash one's face
양치하다/v|brush one's teeth
설거지하다/v|do the dishes
빨래하다/v|do the laundry
장보다/v|go grocery shopping
수영하다/v|swim
등산하다/v|go hiking; climb a mountain
낚시하다/v|fish; go fishing
촬영하다/v|film; shoot
녹음하다/v|record (audio)
번역하다/v|translate
통역하다/v|interpret
검색하다/v|search
클릭하다/v|click
입력하다/v|enter; type in
구독하다/v|subscribe
공유하다/v|share
붐비다/v|be crowded
# Adjectives
힘들다/a|hard; tiring; difficult
싫다/a|dislike; not want
귀찮다/a|bothersome; annoying
궁금하다/a|curious; wonder
부족하다/a|lacking; insufficient
충분하다/a|enough; sufficient
가능하다/a|possible
불가능하다/a|impossible
확실하다/a|certain; sure
분명하다/a|clear; obvious
위험하다/a|dangerous
안전하다/a|safe
약하다/a|weak
강하다/a|strong
세다/a|strong; powerful
두껍다/a|thick
얇다/a|thin
굵다/a|thick (line, thread)
가늘다/a|thin; slender
깊다/a|deep
얕다/a|shallow
둥글다/a|round
날씬하다/a|slim; slender
뚱뚱하다/a|fat; chubby
부드럽다/a|soft; gentle
딱딱하다/a|hard; stiff
단단하다/a|firm; solid
정확하다/a|accurate; exact
솔직하다/a|honest; frank
정직하다/a|honest
성실하다/a|sincere; diligent
게으르다/a|lazy
부지런하다/a|diligent; hardworking
용감하다/a|brave
자연스럽다/a|natural
훌륭하다/a|excellent; great
대단하다/a|great; amazing
놀랍다/a|surprising; amazing
신기하다/a|fascinating; amazing
멋지다/a|wonderful; cool; stylish
아쉽다/a|regrettable; a pity
섭섭하다/a|sad (to part); disappointed
답답하다/a|frustrated; stuffy
불쌍하다/a|pitiful; poor
억울하다/a|unfair; wronged
창피하다/a|embarrassing; ashamed
당연하다/a|natural; obvious
소중하다/a|precious; dear
고맙다/a|thankful; grateful
반갑다/a|glad (to see)
그립다/a|miss; long for
두렵다/a|afraid; fearful
부럽다/a|envious; jealous
밉다/a|hateful; dislikable
아깝다/a|wasteful; a pity
어색하다/a|awkward
익숙하다/a|familiar; used to
낯설다/a|unfamiliar; strange
편리하다/a|convenient
유용하다/a|useful
심각하다/a|serious; grave
급하다/a|urgent; in a hurry
자유롭다/a|free
평화롭다/a|peaceful
완벽하다/a|perfect
완전하다/a|complete; perfect
다양하다/a|various; diverse
풍부하다/a|rich; abundant
진하다/a|strong; thick; dark (color)
연하다/a|light (color); tender; weak
싱겁다/a|bland; not salty enough
고소하다/a|nutty; savory
달콤하다/a|sweet
느끼하다/a|greasy; oily
상쾌하다/a|refreshing; fresh
맑다/a|clear; sunny; clean
흐리다/a|cloudy; unclear
습하다/a|humid
건조하다/a|dry
쌀쌀하다/a|chilly
선선하다/a|cool (breeze)
화창하다/a|sunny; bright
푸르다/a|blue; green
검다/a|black; dark
희다/a|white
붉다/a|red
진지하다/a|serious; earnest
재밌다/a|fun; interesting (casual)
화려하다/a|fancy; colorful
친하다/a|close (friends); friendly
가난하다/a|poor
어리다/a|young (child)
이르다/a|early
가득하다/a|full; filled
드물다/a|rare; uncommon
흔하다/a|common
특이하다/a|unusual; unique
평범하다/a|ordinary; plain
옳다/a|right; correct
바르다/a|right; proper; upright
지저분하다/a|messy; dirty
깔끔하다/a|neat; tidy
못되다/a|mean; bad
예민하다/a|sensitive
활발하다/a|lively; active
차분하다/a|calm
엄하다/a|strict
무례하다/a|rude
겸손하다/a|humble; modest
상관없다/a|not matter; have nothing to do with
지루하다/a|boring
우울하다/a|depressed; gloomy
불안하다/a|anxious; uneasy
편안하다/a|comfortable; at ease
적당하다/a|suitable; moderate
알맞다/a|suitable; right
뛰어나다/a|outstanding; excellent
멋없다/a|uncool; dull
# Adverbs
왜/r|why
어떻게/r|how
얼마나/r|how (much, long); how very
아까/r|a while ago; earlier
방금/r|just now
금방/r|soon; in a moment; just now
이따가/r|later; in a little while
오래/r|for a long time
잠깐/r|for a moment
잠시/r|for a while
마침/r|just (in time); just then
마침내/r|finally; at last
결국/r|in the end; eventually
우선/r|first (of all)
일단/r|first; for now; once
또한/r|also; too
역시/r|as expected; also
아무리/r|no matter how
비록/r|even though
만약/r|if; in case
혹시/r|by any chance; perhaps
설마/r|surely not; no way
분명히/r|clearly; surely
확실히/r|certainly; definitely
반드시/r|without fail; surely
정확히/r|exactly; accurately
대충/r|roughly
전부/r|all; entirely
완전히/r|completely
완전/r|totally; completely (casual)
충분히/r|enough; sufficiently
매우/r|very
꽤/r|quite; pretty
상당히/r|considerably; fairly
약간/r|a little; slightly
조금씩/r|little by little
점점/r|gradually; more and more
덜/r|less
따로/r|separately; apart
각각/r|each; respectively
몰래/r|secretly
직접/r|directly; in person
스스로/r|by oneself; for oneself
저절로/r|by itself; automatically
일부러/r|on purpose; deliberately
억지로/r|by force; unwillingly
겨우/r|barely; only
간신히/r|barely; narrowly
적어도/r|at least
무척/r|very; extremely
참/r|really; very
되게/r|very; really (casual)
엄청/r|extremely; a lot
굉장히/r|extremely; very
대단히/r|greatly; very
그다지/r|not that (much)
결코/r|never
다만/r|only; but
오직/r|only
단지/r|only; merely
그저/r|just; only
자꾸/r|repeatedly; keep (doing)
언젠가/r|someday; sometime
미리/r|in advance; beforehand
오랫동안/r|for a long time
보통/r|usually; normally
대개/r|usually; mostly
주로/r|mainly; mostly
때때로/r|sometimes; from time to time
종종/r|often; now and then
영원히/r|forever
얼른/r|quickly; right away
어서/r|quickly; please (go ahead)
조용히/r|quietly
가만히/r|still; quietly
쉽게/r|easily
크게/r|loudly; greatly
멀리/r|far; far away
가까이/r|near; close
이렇게/r|like this; so
그렇게/r|like that; so
저렇게/r|like that (over there)
아무튼/r|anyway
어쨌든/r|anyway; in any case
하여튼/r|anyway
즉/r|that is; namely
오히려/r|rather; on the contrary
차라리/r|rather; would rather
과연/r|indeed; really
당연히/r|of course; naturally
아마도/r|perhaps; probably
어쩌면/r|maybe; possibly
제발/r|please
함부로/r|carelessly; recklessly
새로/r|newly; anew
곧바로/r|immediately; straight
즉시/r|immediately; at once
당장/r|right away; immediately
원래/r|originally; by nature
못/r|cannot; not able to
딱/r|exactly; just; perfectly
푹/r|deeply; well (sleep, rest)
쭉/r|straight; all along
똑바로/r|straight; properly
마음대로/r|as one likes; freely
그대로/r|as it is; the same
어차피/r|anyway; in any case
도대체/r|what on earth; at all
굳이/r|bother to; insist on
마지막으로/r|lastly; finally
절대로/r|never; absolutely
잘못/r|wrongly; by mistake
가득/r|full
# People
부부|married couple
부모|parents
자녀|children (sons and daughters)
자식|children; offspring
손자|grandson; grandchild
손녀|granddaughter
삼촌|uncle
이모|aunt (mother's sister)
고모|aunt (father's sister)
사촌|cousin
친척|relative
조카|nephew; niece
형제|brothers; siblings
자매|sisters
어른|adult; elder
어린이|child
청소년|teenager; youth
노인|elderly person
소년|boy
소녀|girl
청년|young man; young people
아저씨|mister; middle-aged man
아줌마|ma'am; middle-aged woman
아주머니|ma'am (polite)
남자친구|boyfriend
여자친구|girlfriend
애인|lover; boyfriend or girlfriend
연인|couple; lovers
선배|senior (at school, work)
후배|junior (at school, work)
동료|colleague; coworker
상사|boss; superior
부장|department head; manager
과장|section chief; manager
팀장|team leader
회장|chairman; president
주인|owner; host; master
주민|resident
외국인|foreigner
한국인|Korean (person)
교수|professor
작가|writer; author
화가|painter; artist
요리사|cook; chef
군인|soldier
변호사|lawyer
판사|judge
공무원|civil servant; public official
회사원|office worker
점원|clerk; salesperson
농부|farmer
선수|player; athlete
감독|director; coach
팬|fan
사용자|user
고객|customer; client
환자|patient
아가씨|young lady; miss
왕|king
공주|princess
왕자|prince
신|god; shoes (formal)
하나님|God
귀신|ghost
천사|angel
영웅|hero
적|enemy
범인|criminal; culprit
도둑|thief
상대|opponent; partner; the other
대표|representative
주인공|main character; hero
인간|human; human being
인물|person; figure; character
개인|individual; personal
# Body and health
이마|forehead
눈썹|eyebrow
볼|cheek
턱|chin; jaw
입술|lip
혀|tongue
이빨|tooth
치아|teeth
수염|beard; mustache
허리|waist; lower back
엉덩이|buttocks; hips
무릎|knee
발가락|toe
발목|ankle
손목|wrist
손톱|fingernail
피부|skin
뼈|bone
근육|muscle
심장|heart
뇌|brain
목소리|voice
땀|sweat
눈물|tears
숨|breath
키|height; key (on a keyboard)
몸무게|body weight
상처|wound; hurt; scar
통증|pain
두통|headache
배탈|upset stomach
콧물|runny nose
알레르기|allergy
주사|injection; shot
수술|surgery; operation
치료|treatment
검사|test; examination; prosecutor
증상|symptom
머리카락|hair (on the head)
털|hair; fur
꼬리|tail
날개|wing
# Food and cooking
쌀|rice (uncooked)
밀가루|flour
국수|noodles
면|noodles; side; cotton
떡|rice cake
떡볶이|tteokbokki (spicy rice cakes)
김밥|gimbap (seaweed rice roll)
비빔밥|bibimbap (mixed rice)
불고기|bulgogi (marinated beef)
만두|dumpling
죽|porridge; rice gruel
과자|snack; cookie; chips
사탕|candy
초콜릿|chocolate
케이크|cake
아이스크림|ice cream
치즈|cheese
버터|butter
햄|ham
소시지|sausage
햄버거|hamburger
피자|pizza
샌드위치|sandwich
샐러드|salad
치킨|fried chicken
새우|shrimp
오징어|squid
참치|tuna
연어|salmon
두부|tofu
콩|bean; soybean
감자|potato
고구마|sweet potato
양파|onion
마늘|garlic
파|green onion; scallion
당근|carrot
배추|napa cabbage
양배추|cabbage
오이|cucumber
토마토|tomato
고추|chili pepper
버섯|mushroom
옥수수|corn
귤|tangerine
포도|grape
수박|watermelon
복숭아|peach
레몬|lemon
오렌지|orange
감|persimmon
간장|soy sauce
된장|soybean paste
고추장|red pepper paste
기름|oil
식초|vinegar
후추|black pepper
양념|seasoning; sauce
맛|taste; flavor
냄새|smell; odor
생수|bottled water
음료수|drink; beverage
콜라|cola; Coke
와인|wine
녹차|green tea
홍차|black tea
요리|cooking; dish
간식|snack
디저트|dessert
도시락|lunch box; packed lunch
배달|delivery
주문|order
계산|payment; bill; calculation
영수증|receipt
냄비|pot
휴지|tissue; toilet paper
# Home and things
지붕|roof
계단|stairs
엘리베이터|elevator
마당|yard
정원|garden
현관|entrance; front door
베란다|balcony
창고|storage room; warehouse
가구|furniture; household
옷장|wardrobe; closet
서랍|drawer
선반|shelf
거울|mirror
이불|blanket; comforter
베개|pillow
담요|blanket
커튼|curtain
불|fire; light
전등|light; lamp
에어컨|air conditioner
선풍기|electric fan
세탁기|washing machine
청소기|vacuum cleaner
전자레인지|microwave oven
난방|heating
상자|box
봉투|envelope; bag
종이|paper
쓰레기|trash; garbage
쓰레기통|trash can
비누|soap
샴푸|shampoo
수건|towel
칫솔|toothbrush
치약|toothpaste
화장품|cosmetics
향수|perfume
반지|ring
목걸이|necklace
귀걸이|earring
넥타이|necktie
장갑|gloves
목도리|scarf; muffler
벨트|belt
운동화|sneakers; running shoes
구두|dress shoes
슬리퍼|slippers
속옷|underwear
잠옷|pajamas
청바지|jeans
정장|suit
한복|hanbok (Korean dress)
재킷|jacket
스웨터|sweater
주머니|pocket; pouch
단추|button
색|color
색깔|color
빨간색|red
파란색|blue
노란색|yellow
초록색|green
검은색|black
흰색|white
회색|gray
갈색|brown
분홍색|pink
보라색|purple
주황색|orange (color)
하늘색|sky blue
# Technology and media
인터넷|internet
스마트폰|smartphone
노트북|laptop; notebook
화면|screen
문자|text message; letter (character)
메시지|message
이메일|email
메일|email; mail
앱|app
사이트|website
홈페이지|website; homepage
비밀번호|password
전화번호|phone number
카메라|camera
영상|video; image
동영상|video
방송|broadcast; TV program
프로그램|program
채널|channel
라디오|radio
광고|advertisement; commercial
기사|article; driver; engineer
댓글|comment (online)
자막|subtitles; captions
파일|file
배터리|battery
충전기|charger
기계|machine
# Places and nature
건물|building
빌딩|building (tall)
학원|private academy; cram school
고등학교|high school
중학교|middle school
초등학교|elementary school
유치원|kindergarten
대학|university; college
대학원|graduate school
기숙사|dormitory
공장|factory
편의점|convenience store
카페|café
커피숍|coffee shop
빵집|bakery
술집|bar; pub
노래방|karaoke room
미용실|hair salon
세탁소|laundry; dry cleaner
서점|bookstore
꽃집|flower shop
주차장|parking lot
주유소|gas station
경찰서|police station
대사관|embassy
시청|city hall
미술관|art gallery; art museum
동물원|zoo
놀이공원|amusement park
경기장|stadium
체육관|gym; gymnasium
헬스장|gym; fitness center
수영장|swimming pool
해변|beach
바닷가|seaside; beach
호수|lake
숲|forest; woods
언덕|hill
계곡|valley
폭포|waterfall
사막|desert
땅|land; ground
흙|soil; dirt
돌|stone; first birthday
바위|rock
모래|sand
나무|tree; wood
꽃|flower
풀|grass; glue
잎|leaf
뿌리|root
씨앗|seed
농장|farm
밭|field (for crops)
골목|alley
신호등|traffic light
횡단보도|crosswalk
입구|entrance
출구|exit
지도|map; guidance
위치|location; position
방향|direction
동쪽|east
서쪽|west
남쪽|south
북쪽|north
해외|overseas; abroad
외국|foreign country
지역|region; area
지방|region; provinces; fat
수도|capital; tap water
영국|the UK; Britain
프랑스|France
독일|Germany
러시아|Russia
캐나다|Canada
호주|Australia
유럽|Europe
아시아|Asia
북한|North Korea
지구|Earth; globe
우주|space; universe
태양|sun
바깥|outside; outdoors
# Travel and transport
교통|traffic; transportation
사고|accident; thinking
면허|license
여권|passport
짐|luggage; baggage; load
좌석|seat
출발|departure
도착|arrival
예약|reservation; booking
터미널|terminal
항구|port; harbor
트럭|truck
오토바이|motorcycle
지하|underground; basement
고속도로|highway; expressway
속도|speed
관광|sightseeing; tourism
관광객|tourist
구경|sightseeing; looking around
# Work, money and school
일자리|job; work
사업|business
직장|workplace; job
업무|work; duties
출근|going to work
퇴근|leaving work
연봉|annual salary
용돈|pocket money; allowance
계좌|bank account
통장|bankbook; bank account
현금|cash
동전|coin
세금|tax
요금|fee; fare; charge
비용|cost; expense
할인|discount
세일|sale
값|price; value
월세|monthly rent
빚|debt
보고서|report
서류|document; papers
계약|contract
면접|interview (job)
능력|ability
실력|skill; ability
성공|success
실패|failure
목표|goal; target
기회|opportunity; chance
노력|effort
성적|grades; results
점수|score; points
학년|grade; school year
학기|semester; term
과목|subject (school)
전공|major (field of study)
수학|math
미술|art; fine arts
체육|physical education; P.E.
과제|assignment; task
발표|presentation; announcement
교과서|textbook
졸업|graduation
유학|studying abroad
유학생|international student
장학금|scholarship
지식|knowledge
정보|information
내용|content; contents
주제|topic; subject; theme
제목|title
소설|novel
글|writing; text
글자|letter; character
언어|language
표현|expression
한글|Hangul (Korean alphabet)
한자|Chinese character
대화|conversation
예문|example sentence
설명|explanation
의견|opinion
이해|understanding
관심|interest
답|answer
정답|correct answer
실수|mistake
잘못|mistake; fault
규칙|rule
권리|right (entitlement)
의무|duty; obligation
책임|responsibility
사건|incident; event; case
소문|rumor
비밀|secret
거짓말|lie
진실|truth
증거|evidence; proof
원인|cause
목적|purpose; aim
기준|standard; criterion
조건|condition; terms
가능성|possibility; chance
차이|difference
변화|change
발전|development; progress
영향|influence; effect
효과|effect
과정|process; course
단계|step; stage
수준|level; standard
종류|kind; type; sort
모양|shape; form
크기|size
길이|length
높이|height
무게|weight
양|amount; quantity; sheep
숫자|number; figure
대부분|most; the majority
일부|part; some
주변|surroundings; around
건너편|the other side; across
구석|corner
중심|center; focus
세대|generation; household
인구|population
국제|international
선거|election
투표|vote; voting
군대|military; army
위기|crisis
지진|earthquake
태풍|typhoon
화재|fire (disaster)
오염|pollution
에너지|energy
전기|electricity
기후|climate
온도|temperature
기온|air temperature
소나기|shower (rain)
번개|lightning
천둥|thunder
무지개|rainbow
안개|fog
햇빛|sunlight
그림자|shadow
빛|light
공기|air
얼음|ice
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
