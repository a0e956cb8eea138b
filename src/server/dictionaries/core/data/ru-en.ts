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
у|at; by; have (у меня есть)
который|which; who; that
то|that; then
за|for; behind; in (a time span)
свой|one's own; my; his
весь|all; the whole
год|year
от|from; away from
так|so; like this; thus
о|about; of
для|for
ты|you (informal)
же|after all; indeed; same (тот же)
все|everyone; all; everything (всё)
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
стоять/v|stand; be (located)
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
становиться/v|become; get; stand
прийти/v|come; arrive
оказаться/v|turn out; find oneself
остаться/v|stay; remain
ходить/v|walk; go (on foot, repeatedly)
любить/v|love; like
бывать/v|be (often); happen; visit
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
нравиться/v|like (мне нравится); please
понравиться/v|like (мне понравилось); please
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
английский|English (language)
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
кабинет|office; study; doctor's office
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
масса|mass; a lot
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
# Part 2: further common lemmas (not in ru-frequency.ts), grouped by kind
никто/n|nobody; no one
ничего/n|nothing; not bad; never mind
кто-то/n|someone; somebody
что-то/n|something
кто-нибудь/n|anyone; someone
что-нибудь/n|anything; something
каждый/d|every; each; everyone
любой/d|any; anyone
всякий/d|any; every; all kinds of
некоторый/d|some; certain
никакой/d|no; none at all
чей/n|whose
сколько/n|how much; how many
столько/n|so much; so many
несколько/n|several; a few; some
оба/m|both
через/x|through; across; in (time)
между/x|between; among
над/x|over; above
перед/x|in front of; before
против/x|against; opposite
около/x|near; about; around
вокруг/x|around; round
среди/x|among; in the middle of
вместо/x|instead of
кроме/x|except; besides
из-за/x|because of; from behind
благодаря/x|thanks to; owing to
вдоль/x|along
мимо/x|past; by
возле/x|near; by; beside
ради/x|for the sake of
про/x|about
об/x|about (form of о)
ко/x|to (form of к)
сквозь/x|through
насчёт/x|about; concerning
хотя/c|although; though
потому/c|because (потому что); that is why
либо/c|or; either
зато/c|but then; on the other hand
однако/c|however; but
причём/c|and moreover; what is more
будто/c|as if; as though
словно/c|as if; like
чем/c|than
также/c|also; as well
итак/c|so; thus
да/p|yes
нет/p|no; not
разве/p|really?; surely not
неужели/p|really?; is it possible
именно/p|exactly; precisely; namely
уж/p|really; indeed; already
вон/p|there; over there
пусть/p|let; may
давай/p|let's; come on
ладно/i|all right; OK
ага/i|aha; uh-huh
ой/i|oh; ouch
ах/i|ah; oh
эх/i|eh; oh well
ура/i|hooray
алло/i|hello (on the phone)
эй/i|hey
ого/i|wow; oho
увы/i|alas
давать/v|give; let
брать/v|take
приносить/v|bring
принести/v|bring
относиться/v|treat; relate to; belong
вспомнить/v|remember; recall
вспоминать/v|remember; recall
забывать/v|forget
продать/v|sell
заплатить/v|pay
научить/v|teach
научиться/v|learn
изучить/v|study; learn; master
отдохнуть/v|rest; have a rest
приготовить/v|cook; prepare
начаться/v|begin; start
начинаться/v|begin; start
закончить/v|finish; complete
заканчивать/v|finish; complete
закончиться/v|end; be over
заканчиваться/v|end; come to an end
продолжать/v|continue; go on
продолжить/v|continue; go on
продолжаться/v|continue; last
прекратить/v|stop; cease
остановиться/v|stop; stay
останавливаться/v|stop; stay
остановить/v|stop
побежать/v|run; start running
бегать/v|run (around); jog
выходить/v|go out; come out; leave
входить/v|enter; come in; go in
войти/v|enter; come in; go in
заходить/v|drop in; call on; come in
зайти/v|drop in; call on; come in
проходить/v|pass; go through; take place
пройти/v|pass; go through; walk
переходить/v|cross; go over
перейти/v|cross; go over
подходить/v|approach; suit; fit
подойти/v|approach; come up; suit
доходить/v|reach; get to
дойти/v|reach; get to
приезжать/v|arrive; come (by vehicle)
уезжать/v|leave; go away (by vehicle)
привезти/v|bring (by vehicle)
привозить/v|bring (by vehicle)
отвезти/v|take (by vehicle); drive
доехать/v|get to; reach (by vehicle)
полететь/v|fly; set off flying
прилететь/v|arrive (by air)
улететь/v|fly away; leave (by air)
плыть/v|swim; sail; float
садиться/v|sit down; get on; board
встречаться/v|meet; date
встретиться/v|meet
знакомиться/v|meet; get to know
познакомиться/v|meet; get acquainted
прощаться/v|say goodbye
попрощаться/v|say goodbye
здороваться/v|greet; say hello
поздороваться/v|greet; say hello
целовать/v|kiss
поцеловать/v|kiss
обнимать/v|hug; embrace
обнять/v|hug; embrace
ненавидеть/v|hate
полюбить/v|fall in love with; come to like
влюбиться/v|fall in love
хотеться/v|feel like; want (мне хочется)
захотеть/v|want; feel like
смочь/v|be able; manage
уметь/v|can; know how
суметь/v|manage; be able
пытаться/v|try; attempt
попытаться/v|try; attempt
постараться/v|try; do one's best
ошибаться/v|be mistaken; make mistakes
ошибиться/v|make a mistake; be wrong
соглашаться/v|agree
согласиться/v|agree
спорить/v|argue; bet
ругаться/v|swear; quarrel
обижаться/v|take offence; be hurt
обидеть/v|offend; hurt
сердиться/v|be angry
злиться/v|be angry
волноваться/v|worry; be nervous
беспокоиться/v|worry
удивляться/v|be surprised
удивить/v|surprise
радоваться/v|be glad; rejoice
обрадоваться/v|be glad; be delighted
скучать/v|be bored; miss
грустить/v|be sad
засмеяться/v|start laughing; laugh
улыбнуться/v|smile
заплакать/v|start crying
крикнуть/v|shout; cry out
замолчать/v|fall silent; stop talking
спеть/v|sing
нарисовать/v|draw; paint
сфотографировать/v|photograph; take a picture
почувствовать/v|feel
посоветовать/v|advise; recommend
потребовать/v|demand
понадобиться/v|be needed
нуждаться/v|need; be in need
зависеть/v|depend
принадлежать/v|belong
означать/v|mean
значить/v|mean
являться/v|be; appear
появиться/v|appear; show up
появляться/v|appear; show up
исчезнуть/v|disappear; vanish
исчезать/v|disappear; vanish
случиться/v|happen
случаться/v|happen
происходить/v|happen; take place; come from
произойти/v|happen; take place
получиться/v|work out; turn out
получаться/v|work out; turn out
удаться/v|succeed; manage (мне удалось)
удаваться/v|succeed; manage
оставаться/v|stay; remain
оставить/v|leave; keep
оставлять/v|leave; keep
находиться/v|be; be located
находить/v|find
достать/v|get; take out; reach
доставать/v|get; take out; reach
повесить/v|hang
вешать/v|hang
поднять/v|raise; lift; pick up
поднимать/v|raise; lift; pick up
подниматься/v|go up; rise; climb
спуститься/v|go down; descend
спускаться/v|go down; descend
бить/v|beat; hit; strike
ударить/v|hit; strike
стрелять/v|shoot
бороться/v|fight; struggle
воевать/v|fight; be at war
победить/v|win; defeat
побеждать/v|win; defeat
защищать/v|defend; protect
защитить/v|defend; protect
нападать/v|attack
напасть/v|attack
погибнуть/v|die; perish; be killed
умирать/v|die
убивать/v|kill
спасать/v|save; rescue
прятать/v|hide
спрятать/v|hide
прятаться/v|hide
убежать/v|run away; escape
убегать/v|run away; escape
следовать/v|follow
следить/v|follow; watch; keep an eye on
толкать/v|push
тянуть/v|pull; drag
тащить/v|drag; pull; carry
возить/v|carry; drive (regularly)
привести/v|bring; lead
приводить/v|bring; lead
развивать/v|develop
развиваться/v|develop
вырасти/v|grow; grow up
сломать/v|break
ломать/v|break
разбить/v|break; smash
чинить/v|repair; fix
починить/v|repair; fix
исправить/v|correct; fix
исправлять/v|correct; fix
создать/v|create
создавать/v|create
производить/v|produce; make
жарить/v|fry; roast
печь/v|bake
помыть/v|wash
гладить/v|iron; stroke
чистить/v|clean; brush; peel
одеть/v|dress (someone)
одевать/v|dress (someone)
надеть/v|put on
надевать/v|put on
снять/v|take off; rent; film
снимать/v|take off; rent; film
раздеваться/v|get undressed
бриться/v|shave
купаться/v|bathe; swim
загорать/v|sunbathe
кататься/v|ride; go for a ride
прыгать/v|jump
прыгнуть/v|jump
устать/v|get tired
уставать/v|get tired
заболеть/v|fall ill; get sick
выздороветь/v|recover; get well
кашлять/v|cough
дышать/v|breathe
пахнуть/v|smell
послушать/v|listen
глядеть/v|look
взглянуть/v|glance; take a look
заметить/v|notice
замечать/v|notice
наблюдать/v|observe; watch
рассматривать/v|examine; consider
рассмотреть/v|examine; consider
проверить/v|check; test
проверять/v|check; test
сравнить/v|compare
сравнивать/v|compare
голосовать/v|vote
обсуждать/v|discuss
обсудить/v|discuss
предлагать/v|offer; suggest; propose
предложить/v|offer; suggest; propose
принимать/v|accept; take; receive
принять/v|accept; take; receive
отказаться/v|refuse; give up
отказываться/v|refuse; give up
разрешать/v|allow; permit
разрешить/v|allow; permit; resolve
запрещать/v|forbid; ban
запретить/v|forbid; ban
позволять/v|allow; let
позволить/v|allow; let; afford
мешать/v|disturb; bother; stir
помешать/v|disturb; prevent
повторять/v|repeat; revise
повторить/v|repeat
переводить/v|translate; transfer
перевести/v|translate; transfer
записать/v|write down; record
записывать/v|write down; record
подписать/v|sign
печатать/v|print; type
отправить/v|send
отправлять/v|send
послать/v|send
посылать/v|send
передать/v|pass; hand over; broadcast
передавать/v|pass; hand over; broadcast
вернуть/v|return; give back
возвращать/v|return; give back
тратить/v|spend
потратить/v|spend
стоить/v|cost; be worth
зарабатывать/v|earn
заработать/v|earn; start working
заказать/v|order; book
заказывать/v|order; book
переехать/v|move (house); cross; run over
переезжать/v|move (house); cross
служить/v|serve
управлять/v|manage; govern; drive
руководить/v|lead; manage; direct
участвовать/v|take part; participate
побывать/v|visit; have been
посетить/v|visit
посещать/v|visit; attend
навестить/v|visit (someone)
пригласить/v|invite
приглашать/v|invite
праздновать/v|celebrate
отмечать/v|celebrate; mark; note
отметить/v|celebrate; mark; note
поздравить/v|congratulate
поздравлять/v|congratulate
дарить/v|give (as a gift)
подарить/v|give (as a gift)
благодарить/v|thank
поблагодарить/v|thank
извиниться/v|apologize
извиняться/v|apologize
простить/v|forgive
прощать/v|forgive
обещать/v|promise
врать/v|lie; tell lies
обманывать/v|deceive; cheat
шутить/v|joke
болтать/v|chat; chatter
поговорить/v|talk; have a talk
разговаривать/v|talk; converse
сообщить/v|inform; report; tell
сообщать/v|inform; report; tell
объявить/v|announce; declare
описать/v|describe
описывать/v|describe
доказать/v|prove
доказывать/v|prove
утверждать/v|claim; assert; approve
признать/v|admit; recognize
заявить/v|declare; state
подумать/v|think
представить/v|imagine; introduce; present
представлять/v|imagine; represent; present
предполагать/v|suppose; assume
ожидать/v|expect; wait for
сомневаться/v|doubt
догадаться/v|guess; figure out
предпочитать/v|prefer
хвалить/v|praise
ругать/v|scold; criticize
критиковать/v|criticize
уважать/v|respect
ценить/v|value; appreciate
заботиться/v|take care of; care about
воспитывать/v|bring up; raise; educate
кормить/v|feed
преподавать/v|teach
готовиться/v|prepare; get ready
сдать/v|pass (an exam); hand in
сдавать/v|take (an exam); hand in; rent out
поступить/v|enter; enrol; act
поступать/v|enter; enrol; act
окончить/v|finish; graduate from
запомнить/v|remember; memorize
запоминать/v|remember; memorize
изобрести/v|invent
исследовать/v|research; investigate
сыграть/v|play
выступать/v|perform; speak; appear
тренироваться/v|train; practise
ремонтировать/v|repair; renovate
красить/v|paint; dye
копать/v|dig
сажать/v|plant; seat; put in jail
посадить/v|plant; seat; put in jail
собирать/v|collect; gather; pick
собрать/v|collect; gather; assemble
собираться/v|gather; be going to; pack
делить/v|divide; share
разделить/v|divide; share
добавить/v|add
добавлять/v|add
включить/v|turn on; include
включать/v|turn on; include
выключить/v|turn off; switch off
выключать/v|turn off; switch off
нажать/v|press; push
нажимать/v|press; push
разбудить/v|wake up (someone)
будить/v|wake up (someone)
засыпать/v|fall asleep
заснуть/v|fall asleep
испугаться/v|get frightened
пугать/v|frighten; scare
стучать/v|knock
звучать/v|sound
шуметь/v|make noise
гореть/v|burn; be on (of a light)
светить/v|shine
таять/v|melt
замёрзнуть/v|freeze; be cold
дуть/v|blow
лить/v|pour
течь/v|flow; leak
хватать/v|be enough; grab
хватить/v|be enough; suffice
надоесть/v|bore; be fed up with
касаться/v|touch; concern
трогать/v|touch; move (emotionally)
привыкнуть/v|get used to
привыкать/v|get used to
измениться/v|change
изменяться/v|change
меняться/v|change; swap
улучшить/v|improve
длиться/v|last
спешить/v|hurry; be fast (of a clock)
торопиться/v|hurry
подождать/v|wait
дождаться/v|wait until; wait for
провожать/v|see off; accompany
проводить/v|spend (time); conduct; see off
провести/v|spend (time); conduct; hold
терпеть/v|endure; bear; tolerate
страдать/v|suffer
беречь/v|take care of; save
хранить/v|keep; store
сохранить/v|keep; save; preserve
сохранять/v|keep; save; preserve
охранять/v|guard; protect
подать/v|serve; give; submit
подавать/v|serve; give; submit
показаться/v|seem; appear
выглядеть/v|look; appear
оказываться/v|turn out; find oneself
родить/v|give birth
развестись/v|divorce; get divorced
соответствовать/v|correspond; match
содержать/v|contain; keep; support
состоять/v|consist; be
превратиться/v|turn into
перестать/v|stop; cease
переставать/v|stop; cease
попасть/v|get to; hit; end up
попадать/v|get to; hit; end up
достичь/v|reach; achieve
достигать/v|reach; achieve
добиться/v|achieve; obtain
применять/v|apply; use
пользоваться/v|use; enjoy
воспользоваться/v|use; take advantage of
употреблять/v|use
действовать/v|act; work; operate
вызвать/v|call; cause
вызывать/v|call; cause
заставить/v|force; make
заставлять/v|force; make
убедить/v|convince; persuade
убеждать/v|convince; persuade
приказать/v|order; command
велеть/v|order; tell
учитывать/v|take into account
рассчитывать/v|count on; calculate
планировать/v|plan
выполнить/v|carry out; fulfil
выполнять/v|carry out; fulfil
основать/v|found; establish
разрушить/v|destroy
уничтожить/v|destroy
сжечь/v|burn
выбросить/v|throw away
пропускать/v|miss; skip; let pass
пропустить/v|miss; skip; let pass
двигаться/v|move
повернуть/v|turn
поворачивать/v|turn
обернуться/v|turn around; turn into
оглянуться/v|look back
кивнуть/v|nod
махать/v|wave
указать/v|point; indicate
указывать/v|point; indicate
схватить/v|grab; seize; catch
вытащить/v|pull out; drag out
кинуть/v|throw
уронить/v|drop
ранить/v|wound; injure
вылечить/v|cure
слушаться/v|obey
доверять/v|trust
желать/v|wish; desire
пожелать/v|wish
жалеть/v|regret; feel sorry for
внук|grandson
внучка|granddaughter
дед|grandfather; old man
родитель|parent
родственник|relative
жених|fiancé; bridegroom
невеста|fiancée; bride
товарищ|comrade; friend
хозяин|owner; host; master
хозяйка|hostess; landlady; housewife
господин|mister; gentleman; master
дама|lady
малыш|little one; kid; toddler
старик|old man
старуха|old woman
ученик|pupil; student; apprentice
ученица|pupil; schoolgirl
преподаватель|teacher; lecturer
инженер|engineer
водитель|driver
шофёр|driver; chauffeur
продавец|shop assistant; seller
покупатель|customer; buyer
клиент|client; customer
официант|waiter
повар|cook; chef
медсестра|nurse
полиция|police
офицер|officer
генерал|general
король|king
королева|queen
царь|tsar; king
принц|prince
принцесса|princess
бог|god
чёрт|devil
ангел|angel
пассажир|passenger
турист|tourist
иностранец|foreigner
житель|resident; inhabitant
гражданин|citizen
народ|people; nation
нация|nation
член|member
участник|participant; member
специалист|specialist; expert
журналист|journalist
музыкант|musician
певец|singer
артист|artist; performer; actor
поэт|poet
спортсмен|athlete; sportsman
игрок|player
тренер|coach; trainer
судья|judge; referee
адвокат|lawyer; attorney
бизнесмен|businessman
менеджер|manager
секретарь|secretary
бухгалтер|accountant
программист|programmer
фермер|farmer
пенсионер|pensioner; retiree
вор|thief
преступник|criminal
свидетель|witness
жертва|victim; sacrifice
лидер|leader
министр|minister
мэр|mayor
лоб|forehead
щека|cheek
шея|neck
горло|throat
грудь|chest; breast
локоть|elbow
ладонь|palm
колено|knee
бровь|eyebrow
мозг|brain
желудок|stomach
мышца|muscle
борода|beard
усы|moustache; whiskers
балкон|balcony
двор|yard; courtyard
забор|fence
ворота|gate
гараж|garage
коридор|corridor; hall
туалет|toilet; restroom
душ|shower
ванна|bath; bathtub
кран|tap; faucet; crane
полка|shelf
ковёр|carpet; rug
подушка|pillow; cushion
одеяло|blanket
холодильник|fridge; refrigerator
плита|stove; cooker
печь|stove; oven
чайник|kettle; teapot
кастрюля|saucepan; pot
сковорода|frying pan
кружка|mug
салфетка|napkin
полотенце|towel
мыло|soap
щётка|brush
часы|clock; watch
будильник|alarm clock
свеча|candle
ведро|bucket
мусор|rubbish; garbage; trash
пакет|bag; packet
коробка|box
корзина|basket
звонок|bell; call; ring
лифт|lift; elevator
морковь|carrot; carrots
капуста|cabbage
лук|onion; bow
огурец|cucumber
перец|pepper
чеснок|garlic
гриб|mushroom
ягода|berry
клубника|strawberry; strawberries
вишня|cherry
груша|pear
апельсин|orange
лимон|lemon
виноград|grapes
арбуз|watermelon
орех|nut
рис|rice
макароны|pasta; macaroni
мука|flour
колбаса|sausage
сосиска|sausage; frankfurter
котлета|cutlet; burger patty
бутерброд|sandwich
пицца|pizza
салат|salad; lettuce
блин|pancake
печенье|biscuit; cookie
конфета|sweet; candy
мороженое|ice cream
варенье|jam
мёд|honey
сметана|sour cream
творог|cottage cheese; curd
сливки|cream
напиток|drink; beverage
водка|vodka
лёд|ice
соус|sauce
блюдо|dish; course
меню|menu
кусок|piece
вкус|taste; flavour
аппетит|appetite
голод|hunger; famine
костюм|suit; costume
пиджак|jacket (of a suit)
свитер|sweater; jumper
футболка|T-shirt
джинсы|jeans
шуба|fur coat
плащ|raincoat; cloak
галстук|tie
шарф|scarf
перчатка|glove
сапог|boot
шляпа|hat
пояс|belt; waist; zone
ремень|belt; strap
очки|glasses; spectacles
кошелёк|purse; wallet
зонт|umbrella
рюкзак|backpack; rucksack
чемодан|suitcase
пуговица|button
село|village
посёлок|settlement; small town
область|region; province; field
проспект|avenue
переулок|lane; side street
перекрёсток|crossroads; intersection
светофор|traffic light
тротуар|pavement; sidewalk
дворец|palace
храм|temple; church
собор|cathedral
памятник|monument
башня|tower
стадион|stadium
бассейн|swimming pool
зоопарк|zoo
цирк|circus
клуб|club
бар|bar
столовая|canteen; dining room
отель|hotel
супермаркет|supermarket
касса|till; checkout; ticket office
порт|port
таможня|customs
паспорт|passport
виза|visa
багаж|luggage; baggage
автомобиль|car; automobile
грузовик|lorry; truck
мотоцикл|motorcycle
судно|ship; vessel
вагон|carriage; railway car
платформа|platform
шоссе|highway; motorway
пробка|traffic jam; cork
авария|accident; crash; breakdown
бензин|petrol; gasoline
руль|steering wheel
рейс|flight; trip; voyage
направление|direction
расстояние|distance
километр|kilometre
метр|metre
сантиметр|centimetre
килограмм|kilogram
грамм|gram
литр|litre
цветок|flower
роза|rose
куст|bush; shrub
ветка|branch
корень|root
берег|shore; bank; coast
океан|ocean
пустыня|desert
холм|hill
долина|valley
пещера|cave
скала|rock; cliff
пыль|dust
грязь|dirt; mud
мороз|frost
жара|heat; hot weather
холод|cold
туча|rain cloud; storm cloud
гром|thunder
молния|lightning; zip
климат|climate
тень|shadow; shade
темнота|darkness
рассвет|dawn; daybreak
закат|sunset
север|north
запад|west
восток|east
космос|space; cosmos
планета|planet
зверь|beast; wild animal
волк|wolf
лиса|fox
заяц|hare
белка|squirrel
мышь|mouse
лев|lion
тигр|tiger
слон|elephant
обезьяна|monkey; ape
змея|snake
лягушка|frog
утка|duck
овца|sheep
коза|goat
муха|fly
комар|mosquito
пчела|bee
бабочка|butterfly
паук|spider
муравей|ant
петух|rooster; cock
гусь|goose
кролик|rabbit
олень|deer
попугай|parrot
голубь|pigeon; dove
ворона|crow
орёл|eagle
воробей|sparrow
мгновение|instant; moment
эпоха|epoch; era
сутки|day (24 hours)
полдень|noon; midday
полночь|midnight
выходной|day off
рождество|Christmas
свадьба|wedding
похороны|funeral
календарь|calendar
дата|date
прошлое|the past
будущее|the future
детство|childhood
юность|youth
молодость|youth
старость|old age
смысл|sense; meaning; point
суть|essence; gist
ложь|lie; falsehood
истина|truth
ум|mind; intellect
разум|reason; mind
чувство|feeling; sense
ненависть|hatred
гнев|anger; wrath
злость|anger; malice
обида|offence; resentment
стыд|shame
вина|guilt; fault
гордость|pride
уважение|respect
доверие|trust
сомнение|doubt
уверенность|confidence; certainty
тишина|silence; quiet
беда|trouble; misfortune
несчастье|misfortune; unhappiness
удача|luck; good fortune
шанс|chance
риск|risk
опасность|danger
безопасность|safety; security
угроза|threat
ужас|horror; terror
слеза|tear
поцелуй|kiss
улыбка|smile
шутка|joke
скука|boredom
усталость|tiredness; fatigue
красота|beauty
добро|good; goodness
зло|evil
справедливость|justice; fairness
честь|honour
совесть|conscience
обязанность|duty; obligation
ответственность|responsibility
конфликт|conflict
ссора|quarrel
драка|fight; brawl
поражение|defeat
неудача|failure; bad luck
план|plan
поддержка|support
забота|care; concern
умение|skill; ability
поведение|behaviour
контакт|contact
общение|communication; socializing
беседа|conversation; talk
собрание|meeting; collection
соглашение|agreement
требование|demand; requirement
просьба|request
приказ|order; command
разрешение|permission; resolution
объявление|announcement; advertisement
реклама|advertising; advertisement
новость|news; piece of news
секрет|secret
доказательство|proof; evidence
вывод|conclusion
итог|result; total; sum
кризис|crisis
торговля|trade; commerce
производство|production; manufacturing
промышленность|industry
технология|technology
медицина|medicine
воспитание|upbringing; education
обучение|training; teaching; learning
учёба|studies; studying
институт|institute; college
факультет|faculty; department
курс|course; year (of study); rate
лекция|lecture
диплом|diploma; degree
тест|test
статья|article
передача|programme; broadcast; transfer
сериал|TV series
канал|channel; canal
сайт|website
ссылка|link; reference
файл|file
пароль|password
ноутбук|laptop
приложение|app; appendix; attachment
сеть|network; net
конверт|envelope
марка|stamp; brand; mark
посылка|parcel; package
открытка|postcard; greeting card
фотография|photograph; photography
фотоаппарат|camera
камера|camera; cell
видео|video
запись|recording; record; entry
гитара|guitar
пианино|piano
скрипка|violin
оркестр|orchestra
опера|opera
балет|ballet
танец|dance
выставка|exhibition
стихотворение|poem
стих|verse; poem
поэзия|poetry
повесть|story; novella
пьеса|play
глава|chapter; head; chief
текст|text
буква|letter (of the alphabet)
грамматика|grammar
перевод|translation; transfer
переводчик|translator; interpreter
родина|homeland; native land
регион|region
республика|republic
союз|union; alliance
империя|empire
парламент|parliament
министерство|ministry
выборы|election; elections
политик|politician
наказание|punishment
тюрьма|prison; jail
штраф|fine; penalty
налог|tax
бюджет|budget
валюта|currency
евро|euro
копейка|kopeck
кредит|loan; credit
пенсия|pension
доход|income
прибыль|profit
стоимость|cost; value
скидка|discount
продажа|sale
услуга|service; favour
заказ|order
доставка|delivery
предприятие|enterprise; business
учреждение|institution; office
должность|position; post
карьера|career
специальность|speciality; profession
интервью|interview
флот|fleet; navy
бомба|bomb
танк|tank
битва|battle
атака|attack
союзник|ally
второй/a|second
третий/a|third
четвёртый/a|fourth
пятый/a|fifth
шестой/a|sixth
седьмой/a|seventh
восьмой/a|eighth
девятый/a|ninth
десятый/a|tenth
ноль/m|zero
одиннадцать/m|eleven
двенадцать/m|twelve
тринадцать/m|thirteen
четырнадцать/m|fourteen
пятнадцать/m|fifteen
шестнадцать/m|sixteen
семнадцать/m|seventeen
восемнадцать/m|eighteen
девятнадцать/m|nineteen
сорок/m|forty
пятьдесят/m|fifty
шестьдесят/m|sixty
семьдесят/m|seventy
восемьдесят/m|eighty
девяносто/m|ninety
двести/m|two hundred
триста/m|three hundred
пятьсот/m|five hundred
полтора/m|one and a half
половина|half
четверть|quarter
миллиард|billion
сотня|hundred
десяток|ten; about ten
личный/a|personal; private
общий/a|common; general; shared
общественный/a|public; social
государственный/a|state; national; public
политический/a|political
экономический/a|economic
социальный/a|social
национальный/a|national
международный/a|international
местный/a|local
городской/a|city; urban; municipal
сельский/a|rural; village
народный/a|folk; national; people's
военный/a|military; war
научный/a|scientific
технический/a|technical
современный/a|modern; contemporary
древний/a|ancient
прошлый/a|last; past
будущий/a|future; next
настоящий/a|real; present; genuine
бывший/a|former; ex-
ранний/a|early
поздний/a|late
вечерний/a|evening
утренний/a|morning
ночной/a|night
летний/a|summer
зимний/a|winter
обычный/a|usual; ordinary; normal
особый/a|special; particular
особенный/a|special; peculiar
специальный/a|special
странный/a|strange; odd
необычный/a|unusual
удивительный/a|amazing; surprising
прекрасный/a|beautiful; wonderful; fine
замечательный/a|wonderful; remarkable
отличный/a|excellent; great
ужасный/a|terrible; awful
страшный/a|terrible; scary; frightening
опасный/a|dangerous
безопасный/a|safe
спокойный/a|calm; quiet
тихий/a|quiet; silent; calm
громкий/a|loud
яркий/a|bright; vivid
тёмный/a|dark
светлый/a|light; bright
ясный/a|clear
понятный/a|clear; understandable
известный/a|famous; well-known
знаменитый/a|famous
популярный/a|popular
знакомый/a|familiar; known; acquainted
чужой/a|someone else's; strange; alien
родной/a|native; own; dear
близкий/a|close; near
далёкий/a|distant; far; remote
широкий/a|wide; broad
узкий/a|narrow; tight
толстый/a|fat; thick
тонкий/a|thin; fine; subtle
худой/a|thin; skinny
глубокий/a|deep
мелкий/a|small; shallow; petty
огромный/a|huge; enormous
крупный/a|large; major; big
великий/a|great
круглый/a|round
прямой/a|straight; direct
острый/a|sharp; spicy; acute
мягкий/a|soft; mild
твёрдый/a|hard; firm; solid
мокрый/a|wet
сухой/a|dry
свежий/a|fresh
сладкий/a|sweet
солёный/a|salty; salted
горький/a|bitter
кислый/a|sour
голодный/a|hungry
пьяный/a|drunk
живой/a|alive; living; lively
мёртвый/a|dead
милый/a|sweet; nice; dear
симпатичный/a|nice; attractive
приятный/a|pleasant; nice
неприятный/a|unpleasant
вежливый/a|polite
грубый/a|rude; rough
честный/a|honest
серьёзный/a|serious
строгий/a|strict; severe
жестокий/a|cruel
нежный/a|tender; gentle
ленивый/a|lazy
смелый/a|brave; bold
гордый/a|proud
скромный/a|modest
печальный/a|sad
несчастный/a|unhappy; unfortunate
одинокий/a|lonely; single
нервный/a|nervous
удобный/a|comfortable; convenient
неудобный/a|uncomfortable; inconvenient
уютный/a|cosy
бесплатный/a|free (of charge)
основной/a|main; basic
центральный/a|central
правильный/a|correct; right
неправильный/a|wrong; incorrect
точный/a|exact; precise; accurate
реальный/a|real; realistic
естественный/a|natural
нормальный/a|normal
невозможный/a|impossible
необходимый/a|necessary; essential
обязательный/a|compulsory; obligatory
достаточный/a|sufficient; enough
лишний/a|extra; spare; unnecessary
целый/a|whole; entire; intact
отдельный/a|separate; individual
частный/a|private
собственный/a|own
лучший/a|best; better
худший/a|worst; worse
высший/a|highest; higher; supreme
старший/a|older; elder; senior
младший/a|younger; junior
средний/a|middle; average
нижний/a|lower; bottom
верхний/a|upper; top
левый/a|left; left-wing
внутренний/a|internal; inner
внешний/a|external; outer; foreign
иностранный/a|foreign
французский/a|French
немецкий/a|German
китайский/a|Chinese
японский/a|Japanese
американский/a|American
европейский/a|European
советский/a|Soviet
российский/a|Russian (of Russia)
детский/a|children's; child's
женский/a|women's; female
мужской/a|men's; male
школьный/a|school
домашний/a|home; domestic; homemade
семейный/a|family
деревянный/a|wooden
железный/a|iron
золотой/a|gold; golden
каменный/a|stone
стеклянный/a|glass
цветной/a|coloured; colour
оранжевый/a|orange
фиолетовый/a|purple; violet
коричневый/a|brown
розовый/a|pink
открытый/a|open
закрытый/a|closed
здесь/r|here
тут/r|here
туда/r|there (direction)
сюда/r|here (direction)
оттуда/r|from there
отсюда/r|from here
откуда/r|where from
куда/r|where (to)
зачем/r|why; what for
почему/r|why
поэтому/r|so; therefore; that's why
тогда/r|then; at that time
никуда/r|nowhere (direction)
впереди/r|ahead; in front
сзади/r|behind; at the back
назад/r|back; ago
вперёд/r|forward; ahead
наверху/r|upstairs; above
внизу/r|below; downstairs
снаружи/r|outside
напротив/r|opposite; on the contrary
сначала/r|at first; first
затем/r|then; after that
позже/r|later
раньше/r|before; earlier
давно/r|long ago; for a long time
недавно/r|recently
долго/r|long; for a long time
навсегда/r|forever
немедленно/r|immediately
срочно/r|urgently
вовремя/r|on time; in time
заранее/r|in advance
вообще/r|in general; at all
совершенно/r|completely; absolutely
абсолютно/r|absolutely
точно/r|exactly; precisely; for sure
особенно/r|especially
слишком/r|too
чуть/r|slightly; a little; hardly
едва/r|hardly; barely; just
просто/r|simply; just
легко/r|easily; it is easy
трудно/r|it is difficult; hard
тяжело/r|hard; heavily
интересно/r|interesting; I wonder
весело/r|merrily; it is fun
грустно/r|sadly; it is sad
страшно/r|terribly; it is scary
жаль/r|pity; sorry; it's a shame
отлично/r|excellently; great
прекрасно/r|beautifully; perfectly
ужасно/r|terribly; awfully
нормально/r|normally; OK; fine
правильно/r|correctly; right
верно/r|right; correctly; true
вероятно/r|probably; likely
возможно/r|possibly; perhaps
видимо/r|apparently; evidently
обязательно/r|definitely; without fail
громко/r|loudly
тихо/r|quietly; silently
тепло/r|warm; warmly
холодно/r|cold; coldly
жарко/r|hot
темно/r|dark
удобно/r|comfortably; convenient
вкусно/r|tasty; deliciously
дорого/r|expensive; dearly
дёшево/r|cheaply; cheap
пешком/r|on foot
вслух/r|aloud; out loud
наизусть/r|by heart
по-русски/r|in Russian
по-английски/r|in English
по-моему/r|in my opinion
утром/r|in the morning
днём/r|in the afternoon; by day
вечером/r|in the evening
ночью/r|at night
летом/r|in summer
зимой/r|in winter
весной/r|in spring
осенью/r|in autumn
послезавтра/r|the day after tomorrow
позавчера/r|the day before yesterday
однажды/r|once; one day
обычно/r|usually
постоянно/r|constantly; always
случайно/r|by chance; accidentally
специально/r|on purpose; specially
лучше/r|better
хуже/r|worse
дальше/r|further; then
полностью/r|completely; fully
вполне/r|quite; fully
достаточно/r|enough; sufficiently
сильно/r|strongly; very much; hard
гораздо/r|much; far
`;
