/** ko-en, part 2: From ko-frequency.ts, in its order (2). Format and provenance: ../ko-en.ts. */
export default `
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
`;
