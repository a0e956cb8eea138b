/** en-ru, part 5: Frequency list (5). Format and provenance: ../en-ru.ts. */
export default `
shop|магазин; мастерская
folk|люди; народ
principle|принцип
survive/v|выживать / выжить
lift/v|поднимать / поднять
border|граница
competition|соревнование; конкуренция; конкурс
jump/v|прыгать / прыгнуть
gather/v|собирать / собрать; собираться
limit/v|ограничивать / ограничить
fit/v|подходить; быть впору
cry/v|плакать; кричать
equipment|оборудование; снаряжение
worth/a|стоящий (be worth — стоить)
associate/v|связывать; общаться
critic|критик
warm/a|тёплый
aspect|аспект; сторона
insist/v|настаивать / настоять
failure|неудача; провал; отказ
annual/a|ежегодный; годовой
french/a|французский
christmas|Рождество
comment|комментарий; замечание
responsible/a|ответственный
affair|дело; роман (любовный)
procedure|процедура; порядок
regular/a|обычный; регулярный; постоянный
spread/v|распространять; намазывать
chairman|председатель
baseball|бейсбол
soft/a|мягкий; тихий
ignore/v|игнорировать; не обращать внимания
egg|яйцо
belief|вера; убеждение
demonstrate/v|демонстрировать; показывать
anybody|кто-нибудь; любой
murder|убийство
gift|подарок; дар; талант
religion|религия
review|обзор; рецензия; отзыв
editor|редактор
engage/v|заниматься; привлекать
coffee|кофе
document|документ
speed|скорость
cross/v|пересекать / пересечь; переходить
influence|влияние
anyway/r|всё равно; в любом случае
threaten/v|угрожать
commit/v|совершать / совершить; обязываться
female/a|женский
youth|молодёжь; юность
wave|волна
afraid/a|испуганный (be afraid — бояться)
quarter|четверть; квартал
background|фон; происхождение; опыт
native/a|родной; коренной
broad/a|широкий
wonderful/a|замечательный; чудесный
deny/v|отрицать; отказывать
apparently/r|по-видимому; видимо
slightly/r|слегка; немного
reaction|реакция
twice/r|дважды
suit|костюм; иск
perspective|перспектива; точка зрения
growing/a|растущий
blow/v|дуть; взрывать
construction|строительство; конструкция
intelligence|ум; интеллект; разведка
destroy/v|разрушать / разрушить; уничтожать
cook/v|готовить / приготовить; варить
connection|связь; соединение
burn/v|гореть; жечь / сжечь
shoe|ботинок; туфля
grade|оценка; класс; сорт
context|контекст
committee|комитет
hey/i|эй; привет
mistake|ошибка
location|место; местоположение
clothes|одежда
indian/a|индийский; индейский
quiet/a|тихий; спокойный
dress/v|одеваться / одеться; одевать
promise/v|обещать / пообещать
aware/a|осведомлённый (be aware — знать)
neighbor|сосед
function|функция
bone|кость
active/a|активный
extend/v|продлевать; расширять
chief/a|главный
combine/v|сочетать; объединять
wine|вино
below/r|ниже; внизу
cool/a|прохладный; классный
voter|избиратель
learning|учёба; обучение; знания
bus|автобус
hell|ад
dangerous/a|опасный
remind/v|напоминать / напомнить
moral/a|моральный; нравственный
united/a|объединённый; единый
category|категория
relatively/r|относительно; сравнительно
victory|победа
academic/a|академический; учебный
internet|интернет
healthy/a|здоровый; полезный
fire/v|стрелять; увольнять
negative/a|отрицательный; негативный
following/a|следующий
historical/a|исторический
medicine|лекарство; медицина
tour|экскурсия; тур; гастроли
depend/v|зависеть
photo|фото; фотография
finding|вывод; находка
grab/v|хватать / схватить
direct/a|прямой; непосредственный
classroom|класс; классная комната
contact|контакт; связь
justice|справедливость; правосудие
participate/v|участвовать
daily/a|ежедневный
fair/a|справедливый; честный; светлый
pair|пара
famous/a|знаменитый; известный
exercise|упражнение; зарядка
knee|колено
flower|цветок
tape|лента; плёнка; скотч
hire/v|нанимать / нанять; брать напрокат
familiar/a|знакомый
appropriate/a|подходящий; уместный
supposed/a|предполагаемый (be supposed to — должен)
rain/v|идти (о дожде)
sick/a|больной
hungry/a|голодный
tired/a|усталый; уставший
thirsty/a|испытывающий жажду (хочу пить)
angry/a|сердитый; злой
sad/a|грустный; печальный
funny/a|смешной; забавный; странный
cheap/a|дешёвый
expensive/a|дорогой
clean/a|чистый
dirty/a|грязный
busy/a|занятой; занятый; оживлённый
empty/a|пустой
favorite/a|любимый
delicious/a|вкусный
lovely/a|прекрасный; милый; чудесный
pretty/a|красивый; хорошенький
ugly/a|уродливый; некрасивый
kind/a|добрый
polite/a|вежливый
rude/a|грубый
lazy/a|ленивый
smart/a|умный; нарядный
stupid/a|глупый
crazy/a|сумасшедший
strange/a|странный; незнакомый
weird/a|странный; чудной
boring/a|скучный
excited/a|взволнованный
nervous/a|нервный; встревоженный
scared/a|испуганный
surprised/a|удивлённый
worried/a|обеспокоенный; встревоженный
bored/a|скучающий (I'm bored — мне скучно)
lonely/a|одинокий
proud/a|гордый
brave/a|храбрый; смелый
shy/a|застенчивый; робкий
calm/a|спокойный
gentle/a|нежный; мягкий; ласковый
honest/a|честный
fat/a|толстый; жирный
thin/a|тонкий; худой
tall/a|высокий
slow/a|медленный
fast/a|быстрый
loud/a|громкий
wet/a|мокрый; влажный
dry/a|сухой
sweet/a|сладкий; милый
sour/a|кислый
salty/a|солёный
bitter/a|горький
spicy/a|острый; пряный
raw/a|сырой
ripe/a|спелый
smooth/a|гладкий; плавный
rough/a|грубый; шершавый; приблизительный
sharp/a|острый; резкий
breakfast|завтрак
lunch|обед
meal|еда; приём пищи
bread|хлеб
rice|рис
meat|мясо
chicken|курица
beef|говядина
pork|свинина
fruit|фрукт; плод
apple|яблоко
banana|банан
orange|апельсин
vegetable|овощ
potato|картофель; картошка
tomato|помидор
onion|лук
salad|салат
soup|суп
cheese|сыр
butter|сливочное масло
milk|молоко
tea|чай
juice|сок
beer|пиво
sugar|сахар
salt|соль
pepper|перец
cake|торт; пирожное
cookie|печенье
chocolate|шоколад
sandwich|бутерброд; сэндвич
pizza|пицца
pasta|макароны; паста
noodle|лапша
dessert|десерт
snack|перекус; закуска
plate|тарелка
bowl|миска; чаша
fork|вилка
knife|нож
spoon|ложка
bottle|бутылка
fridge|холодильник
oven|духовка; печь
bedroom|спальня
bathroom|ванная; туалет
shower|душ
toilet|туалет; унитаз
sofa|диван
couch|диван
desk|письменный стол; парта
lamp|лампа
mirror|зеркало
shelf|полка
drawer|ящик (стола)
closet|шкаф; чулан
roof|крыша
stair|ступенька; лестница
ceiling|потолок
carpet|ковёр
curtain|занавеска; штора
pillow|подушка
blanket|одеяло
towel|полотенце
soap|мыло
toothbrush|зубная щётка
lock|замок
shirt|рубашка
pants|брюки; штаны
jeans|джинсы
dress|платье
skirt|юбка
jacket|куртка; пиджак
coat|пальто
sweater|свитер
hat|шляпа; шапка
cap|кепка; шапка; крышка
sock|носок
boot|ботинок; сапог
glove|перчатка
scarf|шарф
belt|ремень; пояс
wallet|бумажник; кошелёк
watch|часы (наручные)
ring|кольцо
umbrella|зонт; зонтик
glasses|очки
uniform|форма
pocket|карман
button|пуговица; кнопка
monday|понедельник
tuesday|вторник
wednesday|среда
thursday|четверг
friday|пятница
saturday|суббота
sunday|воскресенье
january|январь
february|февраль
march|март
`;
