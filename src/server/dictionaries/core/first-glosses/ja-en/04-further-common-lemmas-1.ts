/** ja-en, part 4: Further common lemmas (1). Format and provenance: ../ja-en.ts. */
export default `
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
`;
