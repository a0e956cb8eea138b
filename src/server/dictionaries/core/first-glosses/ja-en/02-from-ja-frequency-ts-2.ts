/** ja-en, part 2: From ja-frequency.ts, in its order (2). Format and provenance: ../ja-en.ts. */
export default `
易しい/a|easy; simple
優しい/a|kind; gentle
厳しい/a|strict; severe
美しい/a|beautiful
可愛い/a|cute
かわいい/a|cute
恥ずかしい/a|embarrassed; shy
欲しい/a|want
正しい/a|correct; right
詳しい/a|detailed; knowledgeable
珍しい/a|rare; unusual
危ない/a|dangerous
汚い/a|dirty
うるさい/a|noisy; annoying
眠い/a|sleepy
すごい/a|amazing; great; terrible
好き/a|like; favourite
嫌い/a|dislike; hate
大好き/a|love; really like
上手/a|good at; skilful
下手/a|bad at; unskilful
元気/a|healthy; well; energetic
静か/a|quiet
有名/a|famous
親切/a|kind
便利/a|convenient
不便/a|inconvenient
大切/a|important; precious
大事/a|important
簡単/a|easy; simple
大変/a|hard; tough; very
丈夫/a|sturdy; strong; healthy
きれい/a|pretty; beautiful; clean
綺麗/a|pretty; beautiful; clean
暇/a|free (not busy)
必要/a|necessary
無理/a|impossible; unreasonable
心配/a|worried
大丈夫/a|okay; all right
残念/a|too bad; disappointing
特別/a|special
自由/a|free
安全/a|safe
危険/a|dangerous
十分/a|enough; sufficient
色々/a|various
いろいろ/a|various
同じ|same
とても/r|very
もう/r|already; anymore; more
まだ/r|still; not yet
よく/r|often; well
ちょっと/r|a little; a bit
少し/r|a little; a few
たくさん/r|a lot; many
全部/r|all; everything
みんな|everyone; all
一緒/r|together
すぐ/r|right away; soon
時々/r|sometimes
いつも/r|always; usually
必ず/r|always; without fail; surely
きっと/r|surely; certainly
たぶん/r|probably; maybe
多分/r|probably; maybe
本当/r|really; true; truth
本当に/r|really; truly
特に/r|especially
一番/r|most; best; number one
もっと/r|more
ずっと/r|all the time; much (more)
やっと/r|finally; at last
初めて/r|for the first time
また/r|again; also
まず/r|first; first of all
次/r|next
最近/r|recently; lately
今日/r|today
明日|tomorrow
昨日|yesterday
今年|this year
去年|last year
来年|next year
今週|this week
来週|next week
先週|last week
今月|this month
来月|next month
先月|last month
毎日|every day
毎朝|every morning
毎晩|every night
朝|morning
昼|noon; daytime; lunch
夜|night; evening
晩|evening; night
午前|morning; a.m.
午後|afternoon; p.m.
夕方|evening
週末|weekend
時間|time; hour
分|minute
秒|second
月曜日|Monday
火曜日|Tuesday
水曜日|Wednesday
木曜日|Thursday
金曜日|Friday
土曜日|Saturday
日曜日|Sunday
春|spring
夏|summer
秋|autumn; fall
冬|winter
季節|season
天気|weather
雨|rain
雪|snow
風|wind
空|sky
雲|cloud
太陽|sun
月|moon; month
星|star
海|sea; ocean
山|mountain
川|river
湖|lake
島|island
森|forest
木|tree; wood
花|flower
草|grass
石|stone
水|water
火|fire
土|soil; earth
空気|air; atmosphere
父|father
母|mother
お父さん|father; dad
お母さん|mother; mom
両親|parents
兄|older brother
姉|older sister
弟|younger brother
妹|younger sister
お兄さん|older brother
お姉さん|older sister; young lady
兄弟|brothers; siblings
家族|family
子供|child; children
子ども|child; children
息子|son
娘|daughter
夫|husband
妻|wife
主人|husband; master; owner
奥さん|wife (someone else's)
祖父|grandfather
祖母|grandmother
おじいさん|grandfather; old man
おばあさん|grandmother; old woman
赤ちゃん|baby
友達|friend
友だち|friend
恋人|boyfriend; girlfriend; lover
彼氏|boyfriend
先生|teacher; doctor
学生|student
生徒|pupil; student
医者|doctor
会社員|office worker
店員|shop assistant; clerk
警察|police
人々|people
男|man; male
女|woman; female
男の子|boy
女の子|girl
家|house; home
部屋|room
台所|kitchen
お風呂|bath
トイレ|toilet; restroom
玄関|entrance; front door
窓|window
ドア|door
机|desk
椅子|chair
ベッド|bed
テーブル|table
テレビ|television; TV
冷蔵庫|refrigerator; fridge
電気|electricity; light
鍵|key; lock
本|book
新聞|newspaper
雑誌|magazine
手紙|letter
写真|photo; picture
時計|clock; watch
眼鏡|glasses
かばん|bag
財布|wallet; purse
傘|umbrella
服|clothes
シャツ|shirt
ズボン|trousers; pants
スカート|skirt
靴|shoes
靴下|socks
帽子|hat; cap
コート|coat
ご飯|rice (cooked); meal
食事|meal
朝ご飯|breakfast
昼ご飯|lunch
晩ご飯|dinner
肉|meat
魚|fish
野菜|vegetables
果物|fruit
りんご|apple
卵|egg
牛乳|milk
パン|bread
米|rice (uncooked)
お茶|tea; green tea
コーヒー|coffee
お酒|alcohol; sake
ビール|beer
砂糖|sugar
塩|salt
店|shop; store; restaurant
レストラン|restaurant
食堂|cafeteria; dining hall
喫茶店|coffee shop; café
メニュー|menu
皿|plate; dish
箸|chopsticks
コップ|glass; cup
お弁当|boxed lunch; bento
寿司|sushi
ラーメン|ramen
駅|station
電車|train
バス|bus
車|car
自転車|bicycle
飛行機|airplane
地下鉄|subway; underground
新幹線|bullet train
タクシー|taxi
道|road; street; way
橋|bridge
角|corner
信号|traffic light; signal
切符|ticket
ホテル|hotel
空港|airport
町|town
街|town; city; street
村|village
国|country
都市|city
東京|Tokyo
日本|Japan
学校|school
大学|university; college
会社|company
銀行|bank
病院|hospital
郵便局|post office
図書館|library
公園|park
お寺|temple
神社|shrine
美術館|art museum; gallery
映画館|cinema; movie theater
デパート|department store
スーパー|supermarket
コンビニ|convenience store
事務所|office
犬|dog
猫|cat
鳥|bird
馬|horse
牛|cow; cattle
豚|pig
動物|animal
体|body; health
頭|head
顔|face
目|eye
耳|ear
鼻|nose
口|mouth
歯|tooth
首|neck
`;
