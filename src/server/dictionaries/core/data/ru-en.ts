/**
 * Built-in Russian → English core vocabulary for offline glosses.
 *
 * Provenance: written for this project from general knowledge of the two languages and reviewed
 * line by line for accuracy; not copied from any dictionary. The first part follows
 * src/server/language/data/ru-frequency.ts in order (same headword spelling and tag, so every
 * lemma the engine produces from that list has a gloss); the second part adds further common
 * lemmas so the list reaches about 2,000 entries.
 *
 * Format: one entry per line, headword[/tag]|gloss1; gloss2; gloss3 — the most common everyday
 * meaning first. Lines starting with # are comments.
 * Tags: /v verb, /a adjective, /r adverb, /i interjection, /m number, /p particle,
 * /c conjunction, /d determiner, /n pronoun, /x preposition; untagged = noun (the frequency list
 * also leaves function words untagged, and those keep its spelling here).
 */
export default `
# Part 1: in the order of ru-frequency.ts
и|and
в|in; into; at
не|not
на|on; onto; at
я|I
быть/v|be
он|he; it
с|with; from; off
что|what; that
а|and; but; whereas
по|along; by; according to
это|this; it; that
она|she; it
этот|this
к|to; towards
но|but
они|they
мы|we
как|how; as; like
из|from; out of; of
у|at; by; near
который|which; who; that
то|that; then
за|behind; for; beyond
свой|one's own; my; his
весь|all; the whole
год|year
от|from; away from
так|so; like this; thus
о|about; of
для|for
ты|you (informal)
же|after all; the same; indeed
все|everyone; all
тот|that; the one
мочь/v|can; be able
вы|you (plural, polite)
человек|person; man; human being
такой|such; so; like this
его|his; him; its
сказать/v|say; tell
только|only; just
или|or
ещё|still; yet; more
бы|would (conditional)
себя|oneself; myself; yourself
один/m|one
уже|already
до|until; before; up to
время|time
если|if
сам|oneself; himself; by oneself
когда|when
другой|other; another; different
вот|here is; there is; look
говорить/v|speak; talk; say
наш|our; ours
мой|my; mine
знать/v|know
стать/v|become; begin
при|in the presence of; under; during
чтобы|in order to; so that
дело|business; matter; affair
жизнь|life
кто|who
первый/a|first
очень|very
два/m|two
день|day
её|her; hers; its
новый/a|new
рука|hand; arm
даже|even
во|in (form of в)
со|with (form of с)
раз|time; once
где|where
там|there
под|under; below
можно/r|one can; may; it is possible
ну|well; come on
какой|what; which; what kind of
после|after
их|their; them
работа|work; job
без|without
самый/a|the most; the very
потом|then; later; afterwards
надо/r|must; it is necessary; need
хотеть/v|want
ли|whether; if (question particle)
слово|word
идти/v|go (on foot); walk; come
большой/a|big; large; great
должен/a|must; have to; owe
место|place; seat; room
иметь/v|have
ничто|nothing
видеть/v|see
сейчас/r|now; right now; in a moment
тоже|also; too
стоять/v|stand; be
друг|friend
дом|house; home; building
сторона|side; direction; party
теперь/r|now; nowadays
глаз|eye
лицо|face; person
ни|not a; neither; nor
понимать/v|understand
думать/v|think
город|city; town
спросить/v|ask
вопрос|question; issue
пойти/v|go; set off
страна|country
земля|earth; land; ground
последний/a|last; latest
работать/v|work
вид|view; look; kind
мир|world; peace
голова|head
ребёнок|child; kid
сила|strength; force; power
конец|end
лишь|only; just
отец|father
уйти/v|leave; go away
час|hour; o'clock
ведь|after all; you see
хороший/a|good; nice
сидеть/v|sit; be sitting
смотреть/v|look; watch
жить/v|live
право|right; law
правда|truth; true; really
женщина|woman
машина|car; machine
вода|water
ответить/v|answer; reply
нужно/r|it is necessary; need; must
выйти/v|go out; come out; leave
лет|years (genitive plural of год)
делать/v|do; make
сделать/v|do; make
начать/v|begin; start
посмотреть/v|look; watch; have a look
взять/v|take
дать/v|give; let
становиться/v|become; stand
прийти/v|come; arrive
оказаться/v|turn out; find oneself
остаться/v|stay; remain
ходить/v|walk; go (on foot, repeatedly)
любить/v|love; like
бывать/v|happen; be; visit
решить/v|decide; solve
писать/v|write
читать/v|read
играть/v|play
спать/v|sleep
есть/v|eat; there is
пить/v|drink
слушать/v|listen; listen to
слышать/v|hear
помнить/v|remember
забыть/v|forget
ждать/v|wait; wait for; expect
искать/v|look for; search
найти/v|find
купить/v|buy
продавать/v|sell
платить/v|pay
учить/v|learn; teach; study
учиться/v|study; learn; be a student
изучать/v|study; learn
заниматься/v|do; be engaged in; study
гулять/v|walk; go for a walk
отдыхать/v|rest; relax; be on holiday
готовить/v|cook; prepare
звонить/v|call; phone; ring
позвонить/v|call; phone; ring
помогать/v|help
помочь/v|help
просить/v|ask; request; beg
попросить/v|ask; request
открыть/v|open
закрыть/v|close; shut
открывать/v|open
закрывать/v|close; shut
начинать/v|begin; start
кончать/v|finish; end
кончиться/v|end; be over; run out
бежать/v|run
ехать/v|go (by vehicle); ride; drive
ездить/v|go (by vehicle, regularly); travel
летать/v|fly (regularly)
лететь/v|fly
плавать/v|swim; sail; float
вернуться/v|return; come back
возвращаться/v|return; come back
приходить/v|come; arrive
уходить/v|leave; go away
встречать/v|meet
встретить/v|meet
показать/v|show
показывать/v|show
рассказать/v|tell; narrate
рассказывать/v|tell; narrate
объяснить/v|explain
объяснять/v|explain
понять/v|understand; realize
прочитать/v|read
написать/v|write
увидеть/v|see
услышать/v|hear
узнать/v|find out; learn; recognize
узнавать/v|find out; learn; recognize
получить/v|receive; get
получать/v|receive; get
потерять/v|lose
терять/v|lose
выиграть/v|win
проиграть/v|lose (a game)
поехать/v|go (by vehicle); set off
приехать/v|arrive; come (by vehicle)
уехать/v|leave; go away (by vehicle)
сесть/v|sit down; get on (a bus)
лечь/v|lie down; go to bed
встать/v|get up; stand up
вставать/v|get up; stand up
одеваться/v|get dressed
мыться/v|wash (oneself)
умываться/v|wash one's face
просыпаться/v|wake up
проснуться/v|wake up
ложиться/v|lie down; go to bed
нравиться/v|please; be liked
понравиться/v|please; be liked
казаться/v|seem; appear
бояться/v|be afraid; fear
смеяться/v|laugh
улыбаться/v|smile
плакать/v|cry; weep
кричать/v|shout; scream
молчать/v|be silent; keep quiet
петь/v|sing
танцевать/v|dance
рисовать/v|draw; paint
фотографировать/v|photograph; take pictures
путешествовать/v|travel
чувствовать/v|feel
советовать/v|advise; recommend
требовать/v|demand; require
существовать/v|exist
использовать/v|use
организовать/v|organize
интересоваться/v|be interested in
пробовать/v|try; taste
попробовать/v|try; taste
стараться/v|try; make an effort
надеяться/v|hope; rely on
верить/v|believe; trust
поверить/v|believe; trust
считать/v|count; consider; think
решать/v|decide; solve
выбирать/v|choose; select; elect
выбрать/v|choose; select; elect
менять/v|change; exchange
изменить/v|change; alter; betray
строить/v|build; construct
построить/v|build; construct
жениться/v|marry (of a man); get married
родиться/v|be born
умереть/v|die
убить/v|kill
спасти/v|save; rescue
ловить/v|catch; fish
поймать/v|catch
бросить/v|throw; quit; abandon
бросать/v|throw; quit; abandon
держать/v|hold; keep
носить/v|carry; wear
нести/v|carry
везти/v|carry (by vehicle); drive; be lucky
вести/v|lead; conduct; drive
водить/v|drive; lead; take
ставить/v|put (upright); place; stage
поставить/v|put (upright); place; stage
класть/v|put (lying flat); lay
положить/v|put (lying flat); lay
висеть/v|hang; be hanging
лежать/v|lie; be lying
падать/v|fall
упасть/v|fall
расти/v|grow
звать/v|call; invite
называть/v|call; name
называться/v|be called
отвечать/v|answer; reply; be responsible
спрашивать/v|ask
завтракать/v|have breakfast
обедать/v|have lunch; have dinner
ужинать/v|have dinner; have supper
курить/v|smoke
мечтать/v|dream
опаздывать/v|be late
опоздать/v|be late
успеть/v|have time; manage; be in time
успевать/v|have time; manage; keep up
болеть/v|be ill; hurt; support (a team)
лечить/v|treat; cure
мыть/v|wash
стирать/v|wash (clothes); erase
убирать/v|clean up; tidy; put away
убрать/v|clean up; tidy; put away
варить/v|cook; boil
резать/v|cut; slice
мама|mom; mum
папа|dad
мать|mother
брат|brother
сестра|sister; nurse
сын|son
дочь|daughter
жена|wife
муж|husband
бабушка|grandmother
дедушка|grandfather
дядя|uncle
тётя|aunt
семья|family
дети|children; kids
мальчик|boy
девочка|girl; little girl
парень|guy; boyfriend
девушка|girl; young woman; girlfriend
подруга|friend (female); girlfriend
сосед|neighbour
учитель|teacher
учительница|teacher (female)
студент|student
студентка|student (female)
школьник|schoolboy; pupil
врач|doctor
начальник|boss; chief; head
коллега|colleague
гость|guest; visitor
утро|morning
вечер|evening; party
ночь|night
неделя|week
месяц|month; moon
минута|minute
секунда|second
понедельник|Monday
вторник|Tuesday
среда|Wednesday; environment
четверг|Thursday
пятница|Friday
суббота|Saturday
воскресенье|Sunday
январь|January
февраль|February
март|March
апрель|April
май|May
июнь|June
июль|July
август|August
сентябрь|September
октябрь|October
ноябрь|November
декабрь|December
весна|spring
лето|summer
осень|autumn; fall
зима|winter
праздник|holiday; celebration
рождение|birth
отпуск|vacation; holiday; leave
каникулы|school holidays; vacation
квартира|apartment; flat
комната|room
кухня|kitchen; cuisine
ванная|bathroom
спальня|bedroom
окно|window
дверь|door
стена|wall
пол|floor; sex
потолок|ceiling
стол|table; desk
стул|chair
кровать|bed
диван|sofa; couch
шкаф|wardrobe; cupboard
лампа|lamp
ключ|key; spring (water)
лестница|stairs; staircase; ladder
этаж|floor; storey
сад|garden; orchard
еда|food; meal
хлеб|bread
масло|butter; oil
сыр|cheese
мясо|meat
рыба|fish
курица|chicken; hen
яйцо|egg
молоко|milk
чай|tea
кофе|coffee
сок|juice
вино|wine
пиво|beer
сахар|sugar
соль|salt
фрукт|fruit
яблоко|apple
банан|banana
овощ|vegetable
картошка|potatoes; potato
помидор|tomato
суп|soup
каша|porridge; cooked grains
торт|cake
шоколад|chocolate
завтрак|breakfast
обед|lunch; dinner
ужин|dinner; supper
ресторан|restaurant
кафе|cafe
тарелка|plate
чашка|cup
стакан|glass
бутылка|bottle
нож|knife
вилка|fork
ложка|spoon
одежда|clothes; clothing
рубашка|shirt
брюки|trousers; pants
платье|dress
юбка|skirt
куртка|jacket
пальто|coat
обувь|footwear; shoes
ботинок|boot; shoe
туфля|shoe
шапка|hat; cap
сумка|bag; handbag
улица|street
дорога|road; way
мост|bridge
площадь|square; area
парк|park
магазин|shop; store
рынок|market
банк|bank
почта|post office; mail
аптека|pharmacy; chemist's
больница|hospital
школа|school
университет|university
библиотека|library
музей|museum
театр|theatre
кино|cinema; movies
вокзал|railway station
аэропорт|airport
станция|station
метро|metro; subway; underground
автобус|bus
поезд|train
самолёт|plane; airplane
трамвай|tram; streetcar
такси|taxi
велосипед|bicycle; bike
билет|ticket
поездка|trip; journey
путешествие|journey; travel; trip
гостиница|hotel
море|sea
пляж|beach
гора|mountain; hill
река|river
озеро|lake
лес|forest; woods
поле|field
остров|island
небо|sky
солнце|sun
луна|moon
звезда|star
облако|cloud
дождь|rain
снег|snow
ветер|wind
погода|weather
собака|dog
кошка|cat
кот|cat; tomcat
птица|bird
лошадь|horse
корова|cow
свинья|pig
животное|animal
тело|body
нос|nose
рот|mouth
ухо|ear
зуб|tooth
волос|hair
нога|leg; foot
палец|finger; toe
спина|back
живот|stomach; belly
сердце|heart
кровь|blood
здоровье|health
болезнь|illness; disease
лекарство|medicine; drug
боль|pain; ache
температура|temperature; fever
профессия|profession; occupation
фирма|firm; company
компания|company; group of friends
офис|office
зарплата|salary; wages
деньги|money
рубль|rouble
доллар|dollar
цена|price
покупка|purchase; shopping
урок|lesson; homework
класс|class; classroom; grade
занятие|class; lesson; activity
экзамен|exam; examination
задание|task; assignment
учебник|textbook
тетрадь|notebook; exercise book
ручка|pen; handle
карандаш|pencil
словарь|dictionary; vocabulary
язык|language; tongue
русский|Russian (person)
английский|English
предложение|sentence; offer; proposal
ответ|answer; reply
пример|example
ошибка|mistake; error
правило|rule
фильм|film; movie
музыка|music
песня|song
фото|photo
игра|game; play; acting
спорт|sport; sports
футбол|football; soccer
команда|team; command
концерт|concert
телевизор|TV set; television
телефон|telephone; phone
компьютер|computer
интернет|Internet
сообщение|message; report
письмо|letter; writing
идея|idea
проблема|problem
решение|decision; solution
причина|reason; cause
способ|way; method; means
начало|beginning; start
середина|middle
часть|part; portion
центр|centre; center
плохой/a|bad
маленький/a|small; little
старый/a|old
молодой/a|young
длинный/a|long
короткий/a|short
высокий/a|tall; high
низкий/a|low; short
тёплый/a|warm
холодный/a|cold
горячий/a|hot
лёгкий/a|easy; light
тяжёлый/a|heavy; hard; difficult
простой/a|simple; plain
сложный/a|complicated; complex; difficult
трудный/a|difficult; hard
дорогой/a|expensive; dear
дешёвый/a|cheap
красивый/a|beautiful; pretty; handsome
важный/a|important
главный/a|main; chief; principal
нужный/a|necessary; needed
возможный/a|possible
счастливый/a|happy; lucky
грустный/a|sad
весёлый/a|cheerful; merry; fun
довольный/a|pleased; satisfied
усталый/a|tired
больной/a|sick; ill; sore
здоровый/a|healthy
сильный/a|strong; powerful
слабый/a|weak
богатый/a|rich; wealthy
бедный/a|poor
быстрый/a|fast; quick
медленный/a|slow
чистый/a|clean; pure
грязный/a|dirty
полный/a|full; complete
пустой/a|empty
свободный/a|free; vacant
занятый/a|busy; occupied
готовый/a|ready
правый/a|right; right-hand
верный/a|faithful; correct; true
интересный/a|interesting
скучный/a|boring; dull
смешной/a|funny
умный/a|clever; smart; intelligent
глупый/a|stupid; silly
добрый/a|kind; good
злой/a|angry; evil; wicked
вкусный/a|tasty; delicious
красный/a|red
синий/a|blue; dark blue
голубой/a|light blue; sky blue
зелёный/a|green
жёлтый/a|yellow
чёрный/a|black
белый/a|white
серый/a|grey; gray
следующий/a|next; following
единственный/a|only; sole; single
разный/a|different; various
одинаковый/a|identical; the same
русский/a|Russian
английский/a|English
три/m|three
четыре/m|four
пять/m|five
шесть/m|six
семь/m|seven
восемь/m|eight
девять/m|nine
десять/m|ten
двадцать/m|twenty
тридцать/m|thirty
сто/m|hundred; one hundred
тысяча|thousand
миллион|million
спасибо/i|thank you; thanks
привет/i|hi; hello
здравствуйте/i|hello
пожалуйста/i|please; you're welcome
извините/i|excuse me; sorry
пока/i|bye; see you
сегодня/r|today
завтра/r|tomorrow
вчера/r|yesterday
скоро/r|soon
рано/r|early
поздно/r|late
часто/r|often
иногда/r|sometimes
редко/r|rarely; seldom
никогда/r|never
всегда/r|always
снова/r|again
опять/r|again
вместе/r|together
один/r|alone; by oneself
сразу/r|at once; immediately
вдруг/r|suddenly
наконец/r|finally; at last
конечно/r|of course; certainly
наверное/r|probably; perhaps
действительно/r|really; indeed
совсем/r|completely; quite; at all
почти/r|almost; nearly
довольно/r|quite; rather; enough
хорошо/r|well; good; OK
плохо/r|badly; poorly
быстро/r|quickly; fast
медленно/r|slowly
много/r|much; many; a lot
мало/r|little; few; not enough
немного/r|a little; a bit
больше/r|more; bigger
меньше/r|less; fewer; smaller
далеко/r|far; far away
близко/r|near; close
рядом/r|nearby; next to
дома/r|at home
домой/r|home (direction)
везде/r|everywhere
нигде/r|nowhere
налево/r|to the left; left
направо/r|to the right; right
прямо/r|straight; straight ahead; directly
вверх/r|up; upwards
вниз/r|down; downwards
любовь|love
дружба|friendship
счастье|happiness; luck
радость|joy
страх|fear
надежда|hope
мечта|dream
смех|laughter
государство|state
власть|power; authority
правительство|government
закон|law
политика|politics; policy
партия|party (political); batch; game
президент|president
война|war
армия|army
солдат|soldier
общество|society; company
экономика|economy; economics
развитие|development
история|history; story
культура|culture
искусство|art
наука|science
образование|education
природа|nature
энергия|energy
система|system
программа|program; programme
число|number; date
процент|percent; interest (rate)
группа|group
автор|author
актёр|actor
адрес|address
бизнес|business
бой|battle; fight
борьба|struggle; fight; wrestling
бумага|paper
век|century; age
вера|faith; belief
взгляд|look; glance; view
вещь|thing
внимание|attention
возраст|age
воздух|air
возможность|opportunity; possibility
волна|wave
впечатление|impression
враг|enemy
встреча|meeting
выбор|choice; election
выход|exit; way out; release
газета|newspaper
герой|hero; character
глубина|depth
голос|voice; vote
горе|grief; sorrow
граница|border; boundary; limit
гроза|thunderstorm
губа|lip
движение|movement; traffic; motion
деревня|village; countryside
дерево|tree; wood
деятельность|activity; work
директор|director; manager; head
длина|length
договор|contract; agreement; treaty
документ|document
доктор|doctor
долг|debt; duty
доска|board; blackboard
дух|spirit
душа|soul
дым|smoke
желание|wish; desire
журнал|magazine; journal; register
завод|factory; plant
загадка|riddle; mystery
задача|task; problem
замок|castle; lock
запах|smell
защита|protection; defence
звук|sound
здание|building
зеркало|mirror
знание|knowledge
значение|meaning; importance
золото|gold
игрушка|toy
известие|news
изменение|change
имя|name; first name
интерес|interest
информация|information
исследование|research; study
кабинет|office; study; surgery
камень|stone; rock
капитан|captain
карман|pocket
карта|map; card
картина|picture; painting
качество|quality
книга|book
кожа|skin; leather
колесо|wheel
кольцо|ring
конкурс|contest; competition
конференция|conference
корабль|ship
кость|bone
край|edge; region; land
кресло|armchair
крыша|roof
круг|circle; round
лагерь|camp
лист|leaf; sheet
литература|literature
лодка|boat
луч|ray; beam
люди|people
масса|mass; lots
мастер|master; craftsman; foreman
материал|material
медведь|bear
мелочь|trifle; small change
мера|measure
мешок|bag; sack
мнение|opinion
модель|model
момент|moment
мотор|engine; motor
мужчина|man
мысль|thought; idea
население|population
настроение|mood
номер|number; hotel room; issue
норма|norm; standard
носок|sock; toe (of shoe)
образ|image; way; manner
обстановка|situation; setting; furniture
объект|object; site
огонь|fire; light
операция|operation; surgery
опыт|experience; experiment
организация|organization
орган|organ; body (agency)
оружие|weapon; weapons; arms
основа|basis; foundation
остановка|stop (bus); stopping
отдел|department; section
отдых|rest; holiday; relaxation
отношение|attitude; relation; relationship
оценка|mark; grade; assessment
очередь|queue; line; turn
память|memory
пара|pair; couple
период|period
песок|sand
пирог|pie
писатель|writer
плечо|shoulder
победа|victory; win
повод|reason; occasion; cause
подарок|present; gift
позиция|position
покой|peace; rest; calm
положение|position; situation; status
помощь|help; assistance
порядок|order
последствие|consequence
построение|construction; formation
поступок|act; deed; action
поток|stream; flow
почва|soil; ground
предмет|subject; object; item
представление|performance; idea; presentation
председатель|chairman; chairperson
преступление|crime
привычка|habit
приём|reception; appointment; technique
продукт|product; foodstuff
проект|project; design
происшествие|incident; accident
пространство|space
противник|opponent; enemy
профессор|professor
процесс|process; trial
путь|way; path; journey
работник|worker; employee
радио|radio
разговор|conversation; talk
размер|size
район|district; area; region
ракета|rocket; missile
рассказ|story; short story
реакция|reaction
революция|revolution
результат|result
ремонт|repair; renovation
речь|speech
рисунок|drawing; picture
род|kind; family; gender
роль|role; part
роман|novel; romance
рост|height; growth
ряд|row; series; a number of
свет|light; world
свобода|freedom; liberty
связь|connection; link; communication
сезон|season
серебро|silver
сигнал|signal
ситуация|situation
сказка|fairy tale
слава|glory; fame
след|trace; track; footprint
случай|case; incident; chance
смерть|death
событие|event
совет|advice; council
содержание|content; contents
сознание|consciousness; awareness
сон|sleep; dream
состояние|state; condition; fortune
спектакль|performance; play; show
способность|ability; capacity
спор|argument; dispute
средство|means; remedy
срок|term; deadline; period
стекло|glass
стиль|style
столица|capital
страница|page
структура|structure
судьба|fate; destiny
суд|court; trial
сумма|sum; amount
сцена|stage; scene
счёт|bill; account; score
сюжет|plot; story
тайна|secret; mystery
талант|talent
тема|topic; subject; theme
теория|theory
территория|territory
техника|technology; technique; equipment
товар|goods; product
толпа|crowd
тон|tone
точка|point; dot; full stop
традиция|tradition
трава|grass; herb
труд|work; labour
труба|pipe; trumpet; chimney
туман|fog; mist
угол|corner; angle
удар|blow; hit; stroke
удовольствие|pleasure
уровень|level
усилие|effort
условие|condition; term
успех|success
устройство|device; structure
участие|participation
уход|care; departure
фабрика|factory
факт|fact
фамилия|surname; last name
фигура|figure
форма|form; shape; uniform
фраза|phrase; sentence
характер|character; nature
хвост|tail
художник|artist; painter
цвет|colour; color
цель|goal; aim; target
церковь|church
цифра|figure; digit; number
чудо|miracle; wonder
шаг|step
шум|noise
экран|screen
элемент|element
этап|stage; phase
юг|south
явление|phenomenon; appearance
ящик|box; drawer
`;
