/**
 * Hand-reviewed first glosses, Japanese → English: the everyday first meaning of common lemmas,
 * put ahead of the offline dictionary's own (often rare or oddly ordered) senses.
 *
 * Provenance: written for this project from general knowledge of Japanese and English, and
 * reviewed line by line; not copied from any dictionary or word list. The first part follows
 * src/server/language/data/ja-frequency.ts entry by entry (same order, spelling and tag, repeats
 * skipped); the second part adds further common everyday lemmas.
 *
 * Format: one entry per line, `headword[/tag]|gloss1; gloss2; gloss3` — 1 to 3 short glosses, the
 * most common everyday meaning first. Headwords are IPADIC dictionary forms (食べる, 大きい, 静か);
 * English verb glosses are bare infinitives (eat).
 * Tags: /v verb, /a adjective (い- and な-), /r adverb, /i interjection, /m number, /p particle,
 * /c conjunction, /d determiner, /n pronoun; untagged = noun (as in the frequency list, which
 * also tags 掃除 and 結婚 /n, kept here as spelt there).
 * Lines starting with # are comments.
 */
export default `
# From ja-frequency.ts, in its order
の|of; 's; one (nominaliser)
に|to; at; in
は|as for (topic marker)
て|and (verb connector)
を|(object marker)
た|(past tense marker)
が|(subject marker); but
で|at; in; by means of
する/v|do; make
だ|be (copula: A is B)
と|and; with; (quotation)
ます|(polite verb ending)
いる/v|be (animate); stay; be doing
も|also; too; even
ない|not; there is no
ある/v|be (there); exist; have
か|(question marker); or
こと|thing; matter; fact
です|be (polite copula)
なる/v|become; turn into
よう|like; as if; way
れる|(passive or potential ending)
言う/v|say; tell; call
人|person; people
思う/v|think; feel; believe
この|this
それ|that; it
その|that; the
見る/v|see; look; watch
来る/v|come
私|I; me
年|year; age
行く/v|go
日|day; sun; date
一/m|one
もの|thing; object
これ|this; this one
できる/v|can; be able to; be made
何|what
時|time; when; o'clock
二/m|two
中|inside; middle; among
今|now
彼|he; him; boyfriend
自分|oneself; myself
方|direction; side; person (polite)
出る/v|go out; leave; appear
上|top; above; on
事|thing; matter; incident
前|front; before; ago
後|after; later; behind
手|hand; arm
分かる/v|understand; know
知る/v|know; learn of
持つ/v|have; hold; carry
入る/v|enter; go in; join
使う/v|use
考える/v|think; consider
作る/v|make; build; cook
生まれる/v|be born
見える/v|be visible; can see; seem
聞く/v|listen; hear; ask
話す/v|speak; talk; tell
書く/v|write
読む/v|read
食べる/v|eat
飲む/v|drink; take (medicine)
買う/v|buy
待つ/v|wait
会う/v|meet; see (someone)
帰る/v|go home; return
住む/v|live (reside)
働く/v|work
休む/v|rest; take a day off; be absent
遊ぶ/v|play; hang out
泳ぐ/v|swim
歩く/v|walk
走る/v|run
乗る/v|ride; get on; take (a vehicle)
降りる/v|get off; go down
起きる/v|get up; wake up; happen
寝る/v|sleep; go to bed
始める/v|start; begin
始まる/v|begin; start
終わる/v|end; finish
教える/v|teach; tell
習う/v|learn; take lessons
覚える/v|remember; memorize; learn
忘れる/v|forget; leave behind
開ける/v|open
閉める/v|close; shut
座る/v|sit; sit down
立つ/v|stand; stand up
置く/v|put; place; leave
取る/v|take; get; pick up
送る/v|send; see off
呼ぶ/v|call; invite
探す/v|look for; search
見つける/v|find; discover
決める/v|decide; choose
選ぶ/v|choose; select; elect
感じる/v|feel; sense
信じる/v|believe; trust
頑張る/v|do one's best; try hard
続ける/v|continue; keep doing
変わる/v|change; be different
変える/v|change; alter
違う/v|be different; be wrong
決まる/v|be decided; be settled
比べる/v|compare
返す/v|return; give back
貸す/v|lend; rent out
借りる/v|borrow; rent
払う/v|pay
売る/v|sell
届く/v|arrive; be delivered; reach
着く/v|arrive; reach
着る/v|wear; put on (clothes)
脱ぐ/v|take off (clothes)
履く/v|put on (shoes, trousers)
洗う/v|wash
掃除/n|cleaning
料理|cooking; dish; cuisine
洗濯|laundry; washing
切る/v|cut; hang up; turn off
焼く/v|bake; grill; burn
煮る/v|simmer; boil; stew
入れる/v|put in; insert; make (tea)
出す/v|take out; send; submit
拾う/v|pick up; find
捨てる/v|throw away; abandon
運ぶ/v|carry; transport
押す/v|push; press
引く/v|pull; draw; catch (a cold)
投げる/v|throw
打つ/v|hit; strike; type
勝つ/v|win; beat
負ける/v|lose; be defeated
笑う/v|laugh; smile
泣く/v|cry; weep
怒る/v|get angry; scold
喜ぶ/v|be glad; be pleased
困る/v|be in trouble; be at a loss
驚く/v|be surprised
疲れる/v|get tired
死ぬ/v|die
生きる/v|live; be alive
育つ/v|grow up; be raised
育てる/v|raise; bring up; grow
結婚/n|marriage
旅行|travel; trip
散歩|walk; stroll
運動|exercise; sport; movement
勉強|study
仕事|work; job
電話|telephone; phone call
質問|question
説明|explanation
準備|preparation
練習|practice
約束|promise; appointment
予約|reservation; booking
連絡|contact; getting in touch
心配|worry; concern
紹介|introduction
案内|guidance; guide; information
注意|attention; caution; warning
経験|experience
研究|research; study
生活|life; daily life; living
試験|exam; test
宿題|homework
授業|class; lesson
留学|studying abroad
卒業|graduation
入学|entering a school
出発|departure
到着|arrival
手伝う/v|help; assist
助ける/v|help; save; rescue
頼む/v|ask; request; order
答える/v|answer; reply
尋ねる/v|ask; inquire
調べる/v|look up; check; investigate
確かめる/v|make sure; confirm
気づく/v|notice; realize
思い出す/v|remember; recall
楽しむ/v|enjoy
迷う/v|get lost; hesitate
慣れる/v|get used to
間に合う/v|be in time; make it
遅れる/v|be late; be delayed
急ぐ/v|hurry
止まる/v|stop
止める/v|stop; park; turn off
動く/v|move; work (machine)
動かす/v|move; operate
落ちる/v|fall; drop; fail (exam)
落とす/v|drop; lose
上がる/v|go up; rise; enter (a house)
上げる/v|raise; give; lift
下がる/v|go down; fall; step back
下げる/v|lower; turn down
増える/v|increase
減る/v|decrease
集まる/v|gather; assemble
集める/v|collect; gather
並ぶ/v|line up; stand in a row
並べる/v|line up; arrange
開く/v|open
閉まる/v|close; be shut
付ける/v|attach; turn on; put on
消す/v|turn off; erase; put out
消える/v|disappear; go out (light)
壊れる/v|break; be broken
壊す/v|break; destroy
直す/v|fix; repair; correct
治る/v|get better; heal; recover
痛む/v|hurt; ache
触る/v|touch
撮る/v|take (a photo); film
描く/v|draw; paint
歌う/v|sing
踊る/v|dance
弾く/v|play (an instrument)
吸う/v|smoke; breathe in; suck
吹く/v|blow; play (a wind instrument)
降る/v|fall (rain, snow)
晴れる/v|clear up; be sunny
曇る/v|cloud over; be cloudy
咲く/v|bloom
鳴る/v|ring; sound
見せる/v|show
聞こえる/v|be heard; can hear
分ける/v|divide; share; separate
足りる/v|be enough
要る/v|need; be needed
似る/v|resemble; look like
向かう/v|head for; face
過ごす/v|spend (time)
通う/v|commute; attend regularly
渡る/v|cross; go across
渡す/v|hand over; give
曲がる/v|turn; bend
戻る/v|return; go back
戻す/v|put back; return
いい/a|good; nice; fine
良い/a|good; nice; fine
悪い/a|bad; wrong
大きい/a|big; large; loud
小さい/a|small; little
多い/a|many; a lot of
少ない/a|few; little
長い/a|long
短い/a|short
高い/a|high; expensive; tall
低い/a|low; short (height)
安い/a|cheap
新しい/a|new; fresh
古い/a|old (things)
若い/a|young
早い/a|early
速い/a|fast; quick
遅い/a|late; slow
近い/a|near; close
遠い/a|far
広い/a|wide; spacious
狭い/a|narrow; cramped
重い/a|heavy; serious
軽い/a|light (weight)
強い/a|strong
弱い/a|weak
暑い/a|hot (weather)
寒い/a|cold (weather)
熱い/a|hot (to the touch)
冷たい/a|cold (to the touch)
暖かい/a|warm
涼しい/a|cool
明るい/a|bright; cheerful
暗い/a|dark; gloomy
白い/a|white
黒い/a|black
赤い/a|red
青い/a|blue; green (traffic light); pale
黄色い/a|yellow
美味しい/a|delicious; tasty
まずい/a|bad-tasting; awkward
甘い/a|sweet
辛い/a|spicy; hot; painful
痛い/a|painful; sore
忙しい/a|busy
楽しい/a|fun; enjoyable
嬉しい/a|happy; glad
悲しい/a|sad
寂しい/a|lonely
怖い/a|scary; afraid
面白い/a|interesting; funny
つまらない/a|boring
難しい/a|difficult
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
肩|shoulder
指|finger
足|foot; leg
背中|back
お腹|stomach; belly
心|heart; mind
血|blood
声|voice
病気|illness; disease
風邪|cold (illness)
薬|medicine
熱|fever; heat
怪我|injury
お金|money
値段|price
円|yen; circle
会議|meeting; conference
給料|salary; pay
客|customer; guest
品物|goods; item
買い物|shopping
言葉|word; language
日本語|Japanese (language)
英語|English (language)
外国語|foreign language
漢字|kanji; Chinese character
ひらがな|hiragana
カタカナ|katakana
文|sentence
文章|text; writing
単語|word; vocabulary
意味|meaning
問題|problem; question
答え|answer
教室|classroom
ノート|notebook
鉛筆|pencil
ペン|pen
辞書|dictionary
映画|movie; film
音楽|music
歌|song
絵|picture; painting
ゲーム|game
スポーツ|sports
サッカー|soccer; football
野球|baseball
テニス|tennis
趣味|hobby
読書|reading
ニュース|news
番組|program; show
インターネット|internet
パソコン|computer; PC
携帯|mobile phone
スマホ|smartphone
メール|email; message
気持ち|feeling
気|mind; spirit; mood
愛|love
夢|dream
希望|hope; wish
元気|energy; health
気分|mood; feeling
理由|reason
方法|method; way
結果|result
意見|opinion
考え|idea; thought
話|talk; story
音|sound
色|color
形|shape; form
名前|name
場所|place; location
所|place
部分|part
全体|whole; entirety
最初|first; beginning
最後|last; end
世界|world
社会|society
政治|politics
経済|economy
文化|culture
歴史|history
科学|science
技術|technology; skill
自然|nature
環境|environment
政府|government
国民|people (of a nation); citizens
戦争|war
平和|peace
法律|law
企業|company; enterprise
市場|market
教育|education
情報|information
関係|relationship; connection
影響|influence; effect
状況|situation
必要|need; necessity
可能|possibility
目的|purpose; aim
計画|plan
人生|life
未来|future
過去|past
現在|present; now
将来|future
大人|adult
若者|young people
老人|elderly person
男性|man; male
女性|woman; female
人間|human; person
相手|partner; the other person
仲間|friend; companion
皆|everyone; all
一つ/m|one (thing)
二つ/m|two (things)
三つ/m|three (things)
四つ/m|four (things)
五つ/m|five (things)
三/m|three
四/m|four
五/m|five
六/m|six
七/m|seven
八/m|eight
九/m|nine
十/m|ten
百/m|hundred
千/m|thousand
万/m|ten thousand
ありがとう/i|thank you
すみません/i|excuse me; sorry
ごめんなさい/i|I'm sorry
おはよう/i|good morning
こんにちは/i|hello; good afternoon
こんばんは/i|good evening
さようなら/i|goodbye
いただきます/i|let's eat (said before meals)
ごちそうさま/i|thanks for the meal
おやすみなさい/i|good night
お願い/i|please; request
下|below; under; bottom
外|outside
後ろ|back; behind
右|right
左|left
隣|next to; neighbour
横|side; beside
近く|nearby; near
間|between; interval
向こう|over there; the other side
側|side
奥|back; inside; depths
表|surface; front; table (chart)
裏|back; reverse side
# Further common lemmas
あげる/v|give; raise
くれる/v|give (to me)
もらう/v|receive; get
やる/v|do; give
いらっしゃる/v|be; come; go (honorific)
おっしゃる/v|say (honorific)
なさる/v|do (honorific)
申す/v|say (humble)
参る/v|go; come (humble)
伺う/v|visit; ask (humble)
存じる/v|know (humble)
致す/v|do (humble)
召し上がる/v|eat; drink (honorific)
見直す/v|review; reconsider
見上げる/v|look up at
見下ろす/v|look down at
見送る/v|see off; pass up
見逃す/v|miss; overlook
見守る/v|watch over
見かける/v|happen to see; spot
見つかる/v|be found
見学|study visit; tour
言い出す/v|start to say; propose
話し合う/v|discuss; talk over
付き合う/v|go out with; keep company
付く/v|be attached; stick; come on (light)
気付く/v|notice; realize
近づく/v|approach; get closer
続く/v|continue; last
役立つ/v|be useful
目立つ/v|stand out
建てる/v|build
建つ/v|be built; stand
立てる/v|stand up; set up; make (a plan)
切れる/v|run out; break; be cut
折る/v|fold; break
折れる/v|break; be folded
割る/v|break; split; divide
割れる/v|break; crack
曲げる/v|bend
倒れる/v|fall down; collapse
倒す/v|knock down; defeat
転ぶ/v|fall over; trip
飛ぶ/v|fly; jump
跳ぶ/v|jump; leap
登る/v|climb
下りる/v|go down; descend
越える/v|cross over; exceed
過ぎる/v|pass; exceed
通る/v|pass through; go through
通す/v|let through; pass
進む/v|advance; go forward; progress
進める/v|advance; proceed with
出かける/v|go out
出来上がる/v|be finished; be ready
出会う/v|meet; come across
出来る/v|can; be able to; be made
向ける/v|turn toward; point
向く/v|face; turn; suit
回る/v|turn around; go around
回す/v|turn; spin
移る/v|move; transfer; spread
移す/v|move; transfer
引っ越す/v|move (house)
片付ける/v|tidy up; put away
片付く/v|be tidied up
汚れる/v|get dirty
磨く/v|polish; brush (teeth)
拭く/v|wipe
干す/v|dry; hang out (laundry)
畳む/v|fold
掛ける/v|hang; call (phone); put on
掛かる/v|take (time, money); hang
かける/v|hang; call; put on
かかる/v|take (time, money); hang
包む/v|wrap
結ぶ/v|tie; connect
解く/v|solve; untie
溶ける/v|melt; dissolve
溶かす/v|melt; dissolve
混ぜる/v|mix; stir
混む/v|be crowded
空く/v|be empty; become free
満ちる/v|be full; fill
注ぐ/v|pour
炒める/v|stir-fry; fry
揚げる/v|deep-fry
茹でる/v|boil
蒸す/v|steam
温める/v|warm up; heat
冷やす/v|chill; cool
冷める/v|cool down; get cold
冷える/v|get cold; chill
沸く/v|boil
沸かす/v|boil (water)
剥く/v|peel
刻む/v|chop finely; carve
焦げる/v|burn; get scorched
味わう/v|taste; savour
噛む/v|chew; bite
飲み込む/v|swallow
味見|tasting
食う/v|eat (casual)
残す/v|leave; leave behind
残る/v|remain; be left
余る/v|be left over
足す/v|add
引き出す/v|pull out; withdraw (money)
預ける/v|leave with; deposit
預かる/v|look after; keep
受ける/v|receive; take (an exam)
受け取る/v|receive; accept
与える/v|give; provide
加える/v|add
含む/v|include; contain
除く/v|remove; exclude
抜く/v|pull out; remove; skip
抜ける/v|come out; fall out; leave
貼る/v|stick; paste
張る/v|stretch; put up
塗る/v|paint; spread; apply
飾る/v|decorate
植える/v|plant
育む/v|nurture; foster
守る/v|protect; keep (a promise)
防ぐ/v|prevent; protect
襲う/v|attack
戦う/v|fight
争う/v|compete; argue
競う/v|compete
逃げる/v|run away; escape
隠れる/v|hide
隠す/v|hide; conceal
追う/v|chase; follow
追いかける/v|chase; run after
捕まえる/v|catch
捕まる/v|be caught
掴む/v|grab; grasp
握る/v|grip; hold
抱く/v|hold; hug
抱える/v|hold in arms; have (problems)
離れる/v|leave; move away
離す/v|separate; let go
別れる/v|break up; part
分かれる/v|split; be divided
迎える/v|welcome; meet; pick up
訪ねる/v|visit
訪れる/v|visit
招く/v|invite
誘う/v|invite; ask out
断る/v|refuse; decline
許す/v|forgive; allow
認める/v|admit; recognize; approve
褒める/v|praise
叱る/v|scold
謝る/v|apologize
祝う/v|celebrate
感謝|gratitude; thanks
喜び|joy
怒り|anger
悲しみ|sadness
笑顔|smile
涙|tears
泣き声|crying; cry
悩む/v|worry; be troubled
悩み|worry; trouble
苦しむ/v|suffer
苦しい/a|painful; hard
楽/a|easy; comfortable
楽しみ|pleasure; looking forward
期待|expectation
願う/v|wish; hope
祈る/v|pray; wish
望む/v|wish; hope for
求める/v|ask for; seek
目指す/v|aim for
狙う/v|aim at
試す/v|try; test
挑戦|challenge; attempt
成功|success
失敗|failure; mistake
間違える/v|make a mistake
間違う/v|be wrong; make a mistake
間違い|mistake
努力|effort
我慢|patience; endurance
諦める/v|give up
許可|permission
禁止|prohibition; ban
守り|defence; protection
示す/v|show; indicate
表す/v|express; show
伝える/v|tell; convey
伝わる/v|be conveyed; spread
知らせる/v|inform; let know
知らせ|news; notice
述べる/v|state; mention
語る/v|talk; tell
叫ぶ/v|shout
囁く/v|whisper
黙る/v|be silent
喋る/v|talk; chat
話しかける/v|speak to
答え合わせ|checking answers
読み方|reading; how to read
書き方|how to write
使い方|how to use
作り方|how to make; recipe
やり方|way of doing; method
行き方|how to get there
考え方|way of thinking
生き方|way of life
朝食|breakfast
昼食|lunch
夕食|dinner; supper
夕飯|dinner; supper
おかず|side dish
味|taste; flavour
味噌|miso
味噌汁|miso soup
醤油|soy sauce
酢|vinegar
油|oil
胡椒|pepper
調味料|seasoning
材料|ingredients; materials
鍋|pot; hot pot
フライパン|frying pan
包丁|kitchen knife
まな板|chopping board
お椀|bowl
茶碗|rice bowl; teacup
スプーン|spoon
フォーク|fork
ナイフ|knife
グラス|glass
カップ|cup
電子レンジ|microwave
オーブン|oven
炊飯器|rice cooker
牛肉|beef
豚肉|pork
鶏肉|chicken (meat)
ハム|ham
ソーセージ|sausage
ベーコン|bacon
刺身|sashimi
天ぷら|tempura
うどん|udon noodles
そば|soba noodles; near
焼肉|grilled meat; barbecue
焼き鳥|grilled chicken skewers
カレー|curry
丼|rice bowl dish
おにぎり|rice ball
餃子|dumplings; gyoza
豆腐|tofu
納豆|natto (fermented soybeans)
海苔|seaweed; nori
漬物|pickles
麺|noodles
スープ|soup
サラダ|salad
ケーキ|cake
お菓子|sweets; snacks
チョコレート|chocolate
アイスクリーム|ice cream
アイス|ice cream
クッキー|cookie
果汁|fruit juice
ジュース|juice
紅茶|black tea
緑茶|green tea
牛丼|beef bowl
チーズ|cheese
バター|butter
ヨーグルト|yogurt
玉ねぎ|onion
人参|carrot
じゃがいも|potato
キャベツ|cabbage
トマト|tomato
きゅうり|cucumber
ねぎ|green onion
大根|daikon radish
茄子|eggplant; aubergine
ピーマン|green pepper
きのこ|mushroom
にんにく|garlic
生姜|ginger
バナナ|banana
みかん|mandarin orange
オレンジ|orange
いちご|strawberry
ぶどう|grape
桃|peach
梨|pear
スイカ|watermelon
レモン|lemon
エビ|shrimp; prawn
カニ|crab
イカ|squid
タコ|octopus
マグロ|tuna
サーモン|salmon
鮭|salmon
お湯|hot water
氷|ice
水道|water supply; tap
飲み物|drink; beverage
食べ物|food
弁当|boxed lunch; bento
注文|order
会計|bill; check; accounting
お勘定|bill; check
レシート|receipt
領収書|receipt
値引き|discount
割引|discount
セール|sale
税金|tax
税|tax
消費税|consumption tax
料金|fee; charge; fare
無料|free (of charge)
有料|paid; charged
現金|cash
カード|card
クレジットカード|credit card
お釣り|change (money)
小銭|small change; coins
財産|property; fortune
貯金|savings
借金|debt
費用|cost; expense
予算|budget
お土産|souvenir; gift
プレゼント|present; gift
贈り物|gift
袋|bag
箱|box
紙|paper
ゴミ|rubbish; garbage
ごみ|rubbish; garbage
荷物|luggage; baggage; package
スーツケース|suitcase
パスポート|passport
ビザ|visa
地図|map
観光|sightseeing
観光客|tourist
旅館|Japanese inn
民宿|guesthouse
温泉|hot spring
景色|scenery; view
名所|famous place; sight
お祭り|festival
祭り|festival
花火|fireworks
海外|overseas; abroad
外国|foreign country
外国人|foreigner
国内|domestic; within the country
出口|exit
入口|entrance
入り口|entrance
改札|ticket gate
ホーム|platform; home
乗り換え|transfer; change (trains)
乗り換える/v|change; transfer (trains)
線|line; track
路線|route; line
各駅|every station; local train
急行|express
特急|limited express
快速|rapid (train)
終電|last train
始発|first train
運賃|fare
定期券|commuter pass
時刻表|timetable
窓口|counter; window
受付|reception
案内所|information desk
交差点|intersection; crossing
歩道|sidewalk; pavement
横断歩道|pedestrian crossing
道路|road
高速道路|expressway; highway
駐車場|car park; parking lot
ガソリン|petrol; gasoline
ガソリンスタンド|petrol station
運転|driving
運転手|driver
免許|licence
事故|accident
渋滞|traffic jam
船|ship; boat
港|port; harbour
便|flight; service; mail
席|seat
座席|seat
窓側|window side
通路|aisle; passage
片道|one way
往復|round trip
距離|distance
方向|direction
東|east
西|west
南|south
北|north
真ん中|middle; centre
周り|surroundings; around
辺り|around; vicinity
近所|neighbourhood
住所|address
番号|number
電話番号|phone number
建物|building
ビル|building
マンション|apartment; condominium
アパート|apartment
階|floor; storey
階段|stairs
エレベーター|elevator; lift
エスカレーター|escalator
屋上|rooftop
地下|underground; basement
庭|garden; yard
壁|wall
床|floor
天井|ceiling
屋根|roof
押し入れ|closet (Japanese style)
棚|shelf
引き出し|drawer
カーテン|curtain
電灯|electric light
電池|battery
エアコン|air conditioner
暖房|heating
冷房|air conditioning
扇風機|electric fan
掃除機|vacuum cleaner
洗濯機|washing machine
布団|futon; bedding
枕|pillow
毛布|blanket
タオル|towel
石鹸|soap
シャンプー|shampoo
歯ブラシ|toothbrush
鏡|mirror
洗面所|washroom; bathroom sink
シャワー|shower
風呂|bath
お手洗い|restroom; toilet
ハンカチ|handkerchief
ティッシュ|tissue
画面|screen
機能|function; feature
性能|performance
値|value; price
価格|price
商品|product; goods
製品|product
発売|release; launch
新作|new work; new release
最新|latest; newest
モデル|model
カメラ|camera
レンズ|lens
動画|video
画像|image; picture
写真集|photo book
バッテリー|battery
充電|charging
充電器|charger
ケーブル|cable
イヤホン|earphones
ヘッドホン|headphones
スピーカー|speaker
マイク|microphone
キーボード|keyboard
マウス|mouse
モニター|monitor
ディスプレイ|display
タブレット|tablet
アプリ|app
ソフト|software
データ|data
ファイル|file
容量|capacity; storage
設定|settings; setting
操作|operation; control
更新|update; renewal
ダウンロード|download
アップロード|upload
ログイン|login
パスワード|password
アカウント|account
サイト|website
ページ|page
ボタン|button
電源|power; power supply
音量|volume
画質|image quality
音質|sound quality
重さ|weight
大きさ|size
長さ|length
高さ|height
速さ|speed
広さ|area; size
深さ|depth
強さ|strength
サイズ|size
デザイン|design
色合い|colour tone; shade
素材|material
品質|quality
比較|comparison
評価|evaluation; rating
感想|impressions; thoughts
おすすめ|recommendation
レビュー|review
チャンネル|channel
登録|registration; subscription
視聴者|viewer
配信|streaming; broadcast
生配信|live stream
コメント|comment
企画|project; plan
撮影|filming; photography
編集|editing
字幕|subtitles
再生|playback; views; regeneration
広告|advertisement
開封|opening (a package); unboxing
今回|this time
前回|last time
次回|next time
皆さん|everyone (polite)
皆様|everyone (very polite)
よろしく/i|nice to meet you; please
はい/i|yes
いいえ/i|no
うん/i|yeah; uh-huh
ううん/i|no; nope
ええ/i|yes; eh
あ/i|ah; oh
ああ/i|ah; oh
えっ/i|what?; huh?
えーと/i|um; let me see
あの/i|um; excuse me
ねえ/i|hey
おい/i|hey
わあ/i|wow
やった/i|yay; I did it
もしもし/i|hello (on the phone)
どうぞ/i|please; go ahead
どうも/i|thanks; hi
いらっしゃいませ/i|welcome (in shops)
お疲れ様/i|thanks for your hard work
失礼/i|excuse me; rudeness
おめでとう/i|congratulations
ただいま/i|I'm home
初めまして/i|nice to meet you
じゃあ/c|well then; so
では/c|well then; so
そして/c|and; and then
それから/c|and then; after that
しかし/c|however; but
でも/c|but; however
だから/c|so; therefore
それで/c|so; and then
けれども/c|but; however
けど/c|but; though
また/c|also; and
または/c|or
それとも/c|or
つまり/c|in other words; that is
例えば/c|for example
なぜなら/c|because
ところで/c|by the way
さて/c|well; now
すると/c|then; thereupon
ただし/c|however; but
なお/c|in addition; furthermore
一方/c|on the other hand
から/p|from; because
まで/p|until; to
より/p|than; from
へ/p|to; toward
や/p|and (among others)
ね/p|right?; isn't it
よ/p|you know (emphasis)
な/p|(sentence-ending emphasis); don't
ので/p|because; so
のに/p|although; even though
ながら/p|while
ば/p|if
たら/p|if; when
なら/p|if; in the case of
だけ/p|only; just
しか/p|only (with negative)
ばかり/p|only; just
など/p|etc.; and so on
くらい/p|about; approximately
ぐらい/p|about; approximately
ほど/p|extent; about
ずつ/p|each; at a time
ごろ/p|around (time)
ね/i|hey; you know
あなた/n|you
君/n|you (casual)
僕/n|I (male)
俺/n|I (male, casual)
彼女/n|she; her; girlfriend
彼ら/n|they; them
私たち/n|we; us
我々/n|we; us
誰/n|who
どれ/n|which one
どこ/n|where
ここ/n|here
そこ/n|there
あそこ/n|over there
あれ/n|that (over there)
こちら/n|this way; this one
そちら/n|that way; you
あちら/n|over there
どちら/n|which; where
いつ/n|when
なぜ/r|why
どうして/r|why; how
どう/r|how
どうやって/r|how; in what way
どんな/d|what kind of
こんな/d|this kind of; such
そんな/d|that kind of; such
あんな/d|that kind of
あの/d|that (over there)
どの/d|which
いくら/n|how much
いくつ/n|how many; how old
全て|all; everything
すべて|all; everything
全員|everyone; all members
各|each; every
他|other; another
別|different; separate
次々/r|one after another
とにかく/r|anyway; in any case
やはり/r|as expected; after all
やっぱり/r|as expected; after all
実は/r|actually; to tell the truth
実際/r|actually; in fact
結構/r|quite; fairly
かなり/r|quite; considerably
大体/r|mostly; about
だいたい/r|mostly; about
ほとんど/r|almost; mostly
全然/r|not at all
全く/r|completely; not at all
あまり/r|not very; too much
なかなか/r|quite; not easily
決して/r|never
絶対/r|absolutely; definitely
もちろん/r|of course
ぜひ/r|by all means; definitely
是非/r|by all means; definitely
どうか/r|please; somehow
少々/r|a little; a moment
ゆっくり/r|slowly; leisurely
はっきり/r|clearly
しっかり/r|firmly; properly
ちゃんと/r|properly; exactly
きちんと/r|properly; neatly
すっかり/r|completely
そっと/r|gently; quietly
じっと/r|still; fixedly
だんだん/r|gradually
どんどん/r|rapidly; steadily
ますます/r|more and more
さらに/r|further; even more
突然/r|suddenly
今度/r|next time; this time
さっき/r|a moment ago
そろそろ/r|soon; it's about time
ついに/r|finally; at last
たまに/r|occasionally
よろしく/r|well; kindly
一度/r|once
二度と/r|never again
一応/r|just in case; for now
なるべく/r|as much as possible
できるだけ/r|as much as possible
別に/r|not particularly
普通/r|normally; usually
普段/r|usually; normally
本来/r|originally; by nature
案外/r|unexpectedly
思わず/r|unintentionally
改めて/r|again; anew
主に/r|mainly
直接/r|directly
すごく/r|very; really
めっちゃ/r|really; super
とっても/r|very
超/r|super; very
割と/r|relatively; fairly
仕方|way; method
もったいない/a|wasteful; what a waste
素晴らしい/a|wonderful; splendid
すばらしい/a|wonderful; splendid
凄い/a|amazing; great; terrible
酷い/a|terrible; cruel
ひどい/a|terrible; cruel
細かい/a|small; fine; detailed
太い/a|thick; fat
細い/a|thin; slender
丸い/a|round
四角い/a|square
柔らかい/a|soft; tender
硬い/a|hard; stiff
固い/a|hard; firm
薄い/a|thin; weak; light (colour)
厚い/a|thick
濃い/a|dark; strong; thick
深い/a|deep
浅い/a|shallow
鋭い/a|sharp
緩い/a|loose; gentle
きつい/a|tight; hard; harsh
酸っぱい/a|sour
苦い/a|bitter
しょっぱい/a|salty
塩辛い/a|salty
臭い/a|smelly
温かい/a|warm (to the touch)
ぬるい/a|lukewarm
新鮮/a|fresh
温い/a|lukewarm
懐かしい/a|nostalgic; dear old
羨ましい/a|envious; enviable
悔しい/a|frustrating; regrettable
可笑しい/a|funny; strange
おかしい/a|strange; funny; wrong
怪しい/a|suspicious
偉い/a|great; admirable
賢い/a|clever; wise
明らか/a|clear; obvious
確か/a|certain; sure
正確/a|accurate; exact
複雑/a|complicated
単純/a|simple
重要/a|important
主要/a|main; major
有効/a|valid; effective
無駄/a|useless; wasteful
完全/a|complete; perfect
完璧/a|perfect
適当/a|suitable; random; careless
適切/a|appropriate
自然/a|natural
不思議/a|strange; mysterious
変/a|strange; weird
普通/a|normal; ordinary
普通|usual; normal; local train
当然/a|natural; of course
妙/a|strange; odd
素直/a|honest; obedient
真面目/a|serious; diligent
正直/a|honest
熱心/a|eager; enthusiastic
冷静/a|calm; composed
穏やか/a|calm; gentle
賑やか/a|lively; busy
派手/a|flashy; showy
地味/a|plain; modest
素敵/a|lovely; nice
立派/a|splendid; fine
見事/a|splendid; superb
快適/a|comfortable
幸せ/a|happy
幸福/a|happy; happiness
不安/a|anxious; uneasy
平気/a|fine; unconcerned
迷惑/a|annoying; trouble; nuisance
面倒/a|troublesome; bother
面倒くさい/a|bothersome; a pain
邪魔/a|in the way; nuisance
得意/a|good at; strong point
苦手/a|bad at; dislike
駄目/a|no good; not allowed
だめ/a|no good; not allowed
ダメ/a|no good; not allowed
いや/a|unpleasant; no
嫌/a|unpleasant; disagreeable
豊か/a|rich; abundant
貧乏/a|poor
高価/a|expensive
安価/a|cheap
健康/a|healthy
病弱/a|sickly
急/a|sudden; urgent; steep
様々/a|various
さまざま/a|various
主/a|main; chief
一般/a|general; ordinary
個人|individual; person
最高/a|best; greatest
最低/a|worst; minimum
最悪/a|worst
最強/a|strongest
最大/a|biggest; maximum
最小/a|smallest; minimum
大量|large quantity
新た/a|new; fresh
ぴったり/r|exactly; perfectly
ちょうど/r|exactly; just
まるで/r|just like; as if
たとえ/r|even if
もし/r|if
もしかして/r|perhaps; by any chance
もしかしたら/r|maybe; perhaps
多少/r|somewhat; a little
相変わらず/r|as usual; as ever
お互い|each other
自ら/r|oneself; personally
非常|emergency
医師|doctor; physician
看護師|nurse
歯医者|dentist
弁護士|lawyer
教師|teacher
教授|professor
社長|company president
部長|department manager
課長|section chief
上司|boss; superior
部下|subordinate
同僚|colleague
社員|employee
従業員|employee; worker
警察官|police officer
消防士|firefighter
農家|farmer; farmhouse
料理人|cook; chef
作家|writer; author
画家|painter; artist
歌手|singer
俳優|actor
女優|actress
選手|player; athlete
監督|director; manager (team)
記者|reporter; journalist
公務員|civil servant
主婦|housewife
大学生|university student
高校生|high school student
中学生|junior high student
小学生|elementary school student
留学生|international student
先輩|senior; upperclassman
後輩|junior; underclassman
知り合い|acquaintance
親|parent
親戚|relatives
家内|(my) wife
おじさん|uncle; middle-aged man
おばさん|aunt; middle-aged woman
孫|grandchild
いとこ|cousin
夫婦|married couple
子|child
少年|boy
少女|girl
青年|young man; youth
高齢者|elderly person
お客さん|customer; guest
お客様|customer; guest (polite)
皆さま|everyone (very polite)
様|Mr.; Ms. (polite); state
さん|Mr.; Ms.
くん|Mr. (for boys)
ちゃん|(affectionate name suffix)
自身|oneself; itself
本人|the person himself
他人|other people; stranger
人気|popularity
人口|population
人数|number of people
人物|person; character
名|name; famous
顔色|complexion
髪|hair
髪の毛|hair
腕|arm; skill
膝|knee
腰|lower back; waist
胸|chest; breast
お尻|buttocks; bottom
唇|lips
舌|tongue
喉|throat
骨|bone
肌|skin
皮膚|skin
汗|sweat
息|breath
胃|stomach
心臓|heart (organ)
脳|brain
筋肉|muscle
体重|body weight
身長|height
健康|health
症状|symptom
頭痛|headache
咳|cough
鼻水|runny nose
吐き気|nausea
痛み|pain
傷|wound; scratch
火傷|burn
入院|hospitalization
退院|leaving hospital
手術|operation; surgery
検査|examination; test
診察|medical examination
治療|treatment
予防|prevention
注射|injection
救急車|ambulance
保険|insurance
ダイエット|diet
睡眠|sleep
休み|holiday; rest; day off
休憩|break; rest
夏休み|summer vacation
休日|holiday; day off
祝日|national holiday
正月|New Year
誕生日|birthday
記念日|anniversary
結婚式|wedding
葬式|funeral
クリスマス|Christmas
パーティー|party
イベント|event
デート|date
生まれ|birth; origin
出身|hometown; origin
故郷|hometown
田舎|countryside; hometown
都会|city
地方|region; countryside
地域|area; region
県|prefecture
市|city
区|ward
首都|capital city
中心|centre; core
周辺|surroundings; vicinity
現場|site; scene
会場|venue
舞台|stage
店舗|store; shop
工場|factory
農業|agriculture
産業|industry
商売|business; trade
仕事場|workplace
職場|workplace
職業|occupation
就職|getting a job
転職|changing jobs
退職|retirement; resignation
面接|interview
履歴書|résumé; CV
残業|overtime
出張|business trip
通勤|commuting
給与|salary
収入|income
支出|expenses
利益|profit
損|loss
得|profit; gain
売上|sales
取引|deal; transaction
契約|contract
書類|documents
資料|materials; data
報告|report
報告書|report
発表|announcement; presentation
相談|consultation; advice
打ち合わせ|meeting; briefing
会話|conversation
議論|discussion; debate
交渉|negotiation
決定|decision
判断|judgment
選択|choice; selection
変化|change
発展|development
成長|growth
進歩|progress
改善|improvement
解決|solution
対策|measure; countermeasure
原因|cause
理解|understanding
想像|imagination
記憶|memory
印象|impression
感情|emotion; feeling
感覚|sense; feeling
興味|interest
関心|interest; concern
自信|confidence
勇気|courage
責任|responsibility
権利|right
義務|duty; obligation
自由|freedom
規則|rule
ルール|rule
マナー|manners
習慣|habit; custom
常識|common sense
文字|letter; character
発音|pronunciation
文法|grammar
翻訳|translation
通訳|interpretation; interpreter
外来語|loanword
方言|dialect
敬語|honorific language
番組表|TV schedule
芸能人|celebrity; entertainer
有名人|celebrity
ファン|fan
アニメ|anime; animation
漫画|manga; comics
小説|novel
物語|story; tale
ドラマ|drama; TV series
コンサート|concert
ライブ|live show; concert
チケット|ticket
劇場|theatre
博物館|museum
動物園|zoo
水族館|aquarium
遊園地|amusement park
海岸|coast; seaside
砂浜|sandy beach
ビーチ|beach
プール|swimming pool
キャンプ|camping; camp
登山|mountain climbing
釣り|fishing
ジム|gym
ヨガ|yoga
ランニング|running
試合|match; game
大会|tournament; convention
チーム|team
優勝|championship; victory
練習試合|practice match
点|point; score
点数|score; marks
成績|grades; results
合格|passing (an exam)
不合格|failing (an exam)
入試|entrance exam
受験|taking an exam
授業料|tuition fee
学費|school expenses
教科書|textbook
黒板|blackboard
消しゴム|eraser
はさみ|scissors
テープ|tape
科目|subject (school)
数学|mathematics
国語|Japanese (school subject)
理科|science (school subject)
社会科|social studies
体育|physical education
美術|art; fine arts
音楽室|music room
部活|club activities
クラス|class
学年|school year; grade
学期|term; semester
入学式|entrance ceremony
卒業式|graduation ceremony
動き|movement
働き|work; function
始まり|beginning
終わり|end
続き|continuation; sequel
違い|difference
思い出|memory; memories
思い|thought; feeling
願い|wish
頼み|request; favour
誘い|invitation
お礼|thanks; reward
お祝い|celebration; congratulations
お見舞い|visit to a sick person
挨拶|greeting
返事|reply; answer
連絡先|contact details
予定|plan; schedule
スケジュール|schedule
日程|schedule; itinerary
日付|date
期間|period
期限|deadline; time limit
締め切り|deadline
時代|era; period; age
世紀|century
年齢|age
歳|years old; age
年代|age; generation; decade
世代|generation
昔|old days; long ago
今後|from now on; in future
以前|before; formerly
以後|after; since
以上|or more; above; that's all
以下|or less; below; the following
以外|except; other than
以内|within
半分|half
倍|double; times
割合|ratio; proportion
全国|whole country; nationwide
一部|part; portion
数|number
量|quantity; amount
種類|kind; type
例|example
特徴|feature; characteristic
内容|content
中身|contents; inside
表面|surface
気温|temperature (air)
温度|temperature
湿度|humidity
天気予報|weather forecast
台風|typhoon
地震|earthquake
津波|tsunami
雷|thunder; lightning
嵐|storm
虹|rainbow
霧|fog; mist
晴れ|sunny weather
曇り|cloudy weather
梅雨|rainy season
自然災害|natural disaster
災害|disaster
火事|fire (accident)
泥棒|thief
犯罪|crime
犯人|criminal; culprit
事件|incident; case
警察署|police station
交番|police box
危険|danger
安心|relief; peace of mind
安全|safety
心配事|worry
葉|leaf
葉っぱ|leaf
桜|cherry blossom
紅葉|autumn leaves
種|seed; kind
実|fruit; nut
枝|branch
根|root
植物|plant
虫|insect; bug
蚊|mosquito
蝶|butterfly
魚釣り|fishing
ペット|pet
ネズミ|mouse; rat
ウサギ|rabbit
熊|bear
猿|monkey
象|elephant
ライオン|lion
羊|sheep
ヤギ|goat
鶏|chicken
卵焼き|rolled omelette
目玉焼き|fried egg
朝日|morning sun
夕日|setting sun
景気|economy; business conditions
物価|prices (cost of living)
値上がり|price rise
値下がり|price drop
値上げ|price increase
値下げ|price cut
節約|saving; economizing
無駄遣い|waste of money
貯める/v|save (money)
稼ぐ/v|earn
儲かる/v|be profitable
儲ける/v|make a profit
支払う/v|pay
払い戻す/v|refund
両替|money exchange
振り込み|bank transfer
`;
