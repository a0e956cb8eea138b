/**
 * Japanese → English: content words clicked in the Japanese passages (../passages/ja.txt and
 * passages/ja-*.txt), each with the English first glosses a teacher would accept for it in that
 * sentence, written by hand (not taken from the dictionary). One word per line: `surface: a | b`;
 * the surface is the token as the engine cuts it (起き from 起きて).
 */
export const ja = `
みなさん: everyone | everybody | all of you
今日: today
久しぶり: long time | after a long time | first time in a long time | long time no see
京都: Kyoto
来: come
朝: morning
早く: early | quickly | fast | soon
起き: get up | wake up | rise
新幹線: Shinkansen | bullet train
乗っ: ride | get on | board | take
さっき: a little while ago | just now | a moment ago | earlier
駅: station | train station | railway station
着い: arrive | reach | get to
天気: weather
とても: very | really | extremely
よく: good | well | nice
気持ちいい: feel good | pleasant | nice | comfortable | feels good
有名: famous | well-known
お寺: temple | Buddhist temple
行っ: go
思い: think
歩い: walk
かかる: take
途中: on the way | en route | midway | halfway
美味し: delicious | tasty
パン: bread
見つけ: find | discover | found
ちょっと: a little | a bit | just | slightly
寄っ: stop by | drop in | drop by | call in | visit
いい: good | nice
匂い: smell | scent | odor | odour | aroma
抹茶: matcha | powdered green tea | green tea
メロン: melon
買っ: buy
外: outside | exterior
サクサク: crispy | crunchy | crisp
中: inside | interior
ふわふわ: fluffy | soft
味: taste | flavour | flavor
しっかり: firmly | strong | properly | solidly | well
すごく: very | really | extremely | awfully
人: person | people
少なく: few | little | scarce
静か: quiet | calm | silent | peaceful
雰囲気: atmosphere | mood | ambience
紅葉: autumn leaves | autumn colours | autumn colors | fall colors | red leaves | leaves turning
まだ: still | yet | not yet
少し: a little | a bit | slightly | a few
緑: green | greenery
庭: garden | yard
きれい: beautiful | pretty | clean | lovely
休ん: rest | take a rest | take a break
写真: photo | photograph | picture
撮り: take | take a photo | shoot
午後: afternoon | p.m. | pm
友達: friend | friends
会っ: meet | see
一緒: together
着物: kimono
着: wear | put on
町: town | city
散歩: walk | stroll
予定: plan | schedule | arrangement | plans
様子: situation | state | appearance | how things are | look
後で: later | afterwards
見せ: show
動画: video
良かっ: good | nice
チャンネル: channel
登録: registration | subscription | register | subscribe
高評価: like | thumbs up | high rating | good rating
お願い: request | please | favour | favor
部屋: room
掃除: cleaning | clean
最近: recently | lately | these days | nowadays
忙しく: busy
机: desk
上: top | on | above | up
本: book
書類: documents | papers | document | official papers
たくさん: a lot | many | much | lots
積ん: pile | stack | pile up | heap
本当に: really | truly
汚い: dirty | messy | filthy
窓: window
開け: open
空気: air
入れ替え: replace | change | switch | swap | let in fresh air
物: thing | things | object | stuff
捨て: throw away | discard | dump
古い: old
雑誌: magazine | magazines
使わ: use
ペン: pen
意外と: surprisingly | unexpectedly
多い: many | a lot | numerous | much
服: clothes | clothing
小さく: small | little
なっ: become | get
妹: younger sister | little sister | sister
あげよ: give
床: floor
かけ: run | use | put on
ソファ: sofa | couch
下: under | below | beneath | bottom
ほこり: dust
いっぱい: a lot | full | lots | plenty
恥ずかしい: embarrassing | embarrassed | shameful | ashamed
棚: shelf | shelves
大き: big | large
色: colour | color
並べる: line up | arrange | put in order | line
見た目: appearance | look | looks
台所: kitchen
片付け: tidy | tidy up | clean up | put away
お皿: plate | dish
洗っ: wash
冷蔵庫: refrigerator | fridge
食べ物: food
確認: check | confirm | confirmation
終わっ: end | finish | be over
お茶: tea | green tea
入れ: make | put in | brew
休憩: break | rest
やっぱり: after all | as expected | still | also | as I thought
気分: feeling | mood
仕事: work | job
集中: concentration | focus | concentrate
でき: can | be able | be able to
皆さん: everyone | everybody | all of you
好き: like | liked | fond | favourite | favorite
おすすめ: recommendation | recommended
方法: method | way | means
ぜひ: by all means | definitely | certainly | please
コメント: comment
教え: tell | teach | let know
次: next
初めて: for the first time | first time | first
キャンプ: camping | camp
車: car
山: mountain | mountains
近く: near | nearby | close
時間: hour | hours | time
走り: run | drive
すぐ: immediately | right away | at once | soon
テント: tent
建て: put up | pitch | build
説明: explanation | instructions
難しく: difficult | hard
川: river | stream
薪: firewood | wood
集め: gather | collect
火: fire
つけ: light | set | ignite | turn on
夜: night | evening
ご飯: meal | rice | dinner | food
カレー: curry
作り: make | cook
食べる: eat
どうして: why
こんなに: so | this much | so much | like this
暗く: dark
空: sky
星: star | stars
見え: see | be seen | be visible | can see
感動: be moved | moved | emotion | impressed | deeply moved | being moved
都会: city | town
景色: scenery | view | landscape
見: see | look | watch
寒く: cold
あまり: not very | not much | not really | very
眠れ: sleep | be able to sleep
暖かい: warm
寝袋: sleeping bag
持っ: take | bring | carry | have
鳥: bird | birds
声: voice | song | call | singing | chirping
目: eye | eyes
覚め: wake | wake up | awake
コーヒー: coffee
飲み: drink
森: forest | woods
帰り: way home | return | on the way back | way back
温泉: hot spring | hot springs | onsen
疲れ: get tired | be tired | tire | tired
体: body
休め: rest
楽しい: fun | enjoyable | pleasant
週末: weekend
興味: interest
最初: first | beginning | at first
道具: tools | equipment | gear | tool
借りる: borrow | rent
質問: question
書い: write
新しい: new
パソコン: computer | PC | personal computer
前: before | previous | front
遅く: slow | late
箱: box
軽い: light
本体: main unit | body | the computer itself | device itself | main body
電源: power | power supply | power cord | power source
ケーブル: cable
入っ: be in | enter | contain | be contained | be inside
画面: screen | display
ずっと: much | by far | far | all the time | all along
明るい: bright | light
キーボード: keyboard
打ち: type | hit | strike
音: sound | noise
編集: editing | edit
速: fast | quick
一番: most | best | number one | first
大事: important
早速: right away | immediately | at once | without delay
ソフト: software | soft
試し: try | test
十分: ten minutes | enough | sufficient
作業: work | task | job | operation
値段: price | cost
高かっ: expensive | high
残念: pity | shame | disappointing | regrettable | unfortunate
ポート: port | ports
機械: machine | machinery | device
つなぐ: connect | link
アダプター: adapter | adaptor
必要: necessary | needed | need | required
電池: battery
もつ: last | hold | have
調べ: check | look into | investigate | research | look up
来週: next week
詳しい: detailed | in detail
レビュー: review
出す: put out | release | publish | post
楽しみ: look forward | looking forward | look forward to | something to look forward to | pleasure | anticipation
遠慮なく: without hesitation | freely | feel free | without reserve | don't hesitate
聞い: ask | listen | hear
`;
