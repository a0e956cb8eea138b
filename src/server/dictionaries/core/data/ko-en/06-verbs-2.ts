/** ko-en, part 6: Verbs (2); Adjectives; Adverbs. Format and provenance: ../ko-en.ts. */
export default `
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
`;
