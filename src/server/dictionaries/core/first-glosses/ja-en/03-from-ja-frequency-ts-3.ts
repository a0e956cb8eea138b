/** ja-en, part 3: From ja-frequency.ts, in its order (3). Format and provenance: ../ja-en.ts. */
export default `
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
`;
