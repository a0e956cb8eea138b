/** ru-en, part 3: Part 1: in the order of ru-frequency.ts (3). Format and provenance: ../ru-en.ts. */
export default `
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
`;
