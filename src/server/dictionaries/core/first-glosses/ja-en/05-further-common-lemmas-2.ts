/** ja-en, part 5: Further common lemmas (2). Format and provenance: ../ja-en.ts. */
export default `
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
`;
