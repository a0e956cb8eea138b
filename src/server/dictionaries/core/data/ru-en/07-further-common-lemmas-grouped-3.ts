/** ru-en, part 7: Part 2: further common lemmas (not in ru-frequency.ts), grouped by kind (3). Format and provenance: ../ru-en.ts. */
export default `
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
`;
