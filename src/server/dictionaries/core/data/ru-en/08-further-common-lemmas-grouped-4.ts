/** ru-en, part 8: Part 2: further common lemmas (not in ru-frequency.ts), grouped by kind (4). Format and provenance: ../ru-en.ts. */
export default `
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
`;
