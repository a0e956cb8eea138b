/** ja-en, part 1: From ja-frequency.ts, in its order (1). Format and provenance: ../ja-en.ts. */
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
`;
