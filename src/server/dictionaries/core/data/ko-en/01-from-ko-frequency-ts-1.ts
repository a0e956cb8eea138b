/** ko-en, part 1: From ko-frequency.ts, in its order (1). Format and provenance: ../ko-en.ts. */
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
`;
