/** ru-en, part 2: Part 1: in the order of ru-frequency.ts (2). Format and provenance: ../ru-en.ts. */
export default `
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
`;
