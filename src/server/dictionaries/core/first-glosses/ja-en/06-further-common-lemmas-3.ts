/** ja-en, part 6: Further common lemmas (3). Format and provenance: ../ja-en.ts. */
export default `
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
`;
