/** ko-en, part 7: People; Body and health; Food and cooking; Home and things; Technology and media. Format and provenance: ../ko-en.ts. */
export default `
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
`;
