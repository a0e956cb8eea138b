/** ja-en, part 7: Further common lemmas (4). Format and provenance: ../ja-en.ts. */
export default `
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
`;
