/** en-ru, part 6: Frequency list (6). Format and provenance: ../en-ru.ts. */
export default `
april|апрель
june|июнь
july|июль
august|август
september|сентябрь
october|октябрь
november|ноябрь
december|декабрь
autumn|осень
fall|осень; падение
holiday|праздник; отпуск; каникулы
birthday|день рождения
vacation|отпуск; каникулы
cat|кошка; кот
cow|корова
pig|свинья
sheep|овца
duck|утка
rabbit|кролик; заяц
mouse|мышь
bear|медведь
lion|лев
tiger|тигр
elephant|слон
monkey|обезьяна
snake|змея
insect|насекомое
bee|пчела
fly|муха
spider|паук
cloud|облако; туча
rain|дождь
snow|снег
storm|буря; гроза; шторм
moon|луна
ocean|океан
lake|озеро
beach|пляж
island|остров
hill|холм
valley|долина
desert|пустыня
grass|трава
leaf|лист
mom|мама
dad|папа
grandmother|бабушка
grandfather|дедушка
grandma|бабушка
grandpa|дедушка
aunt|тётя
uncle|дядя
cousin|двоюродный брат; двоюродная сестра
niece|племянница
nephew|племянник
grandson|внук
granddaughter|внучка
wedding|свадьба
boyfriend|парень; друг
girlfriend|девушка; подруга
classmate|одноклассник; однокурсник
roommate|сосед по комнате
stranger|незнакомец; чужой
train|поезд
airport|аэропорт
ticket|билет
passenger|пассажир
journey|путешествие; поездка
map|карта
luggage|багаж
passport|паспорт
taxi|такси
bicycle|велосипед
bike|велосипед; мотоцикл
subway|метро
highway|шоссе; автострада
bridge|мост
traffic|движение; пробки
parking|парковка; стоянка
nurse|медсестра; медбрат
dentist|зубной врач; стоматолог
pharmacy|аптека
headache|головная боль
fever|температура; жар; лихорадка
cough|кашель
cold|простуда; холод
pill|таблетка
library|библиотека
museum|музей
theater|театр
cinema|кинотеатр; кино
supermarket|супермаркет
mall|торговый центр
bakery|пекарня; булочная
post|почта; пост; столб
cafe|кафе
bar|бар; плитка; брусок
email|электронная почта; письмо
laptop|ноутбук
keyboard|клавиатура
password|пароль
website|сайт; веб-сайт
app|приложение
online/a|онлайновый; в интернете
download/v|скачивать / скачать; загружать
upload/v|загружать / загрузить (в сеть)
click/v|щёлкать / щёлкнуть; нажимать
type/v|печатать; набирать (текст)
search/v|искать; обыскивать
homework|домашнее задание
exam|экзамен
pencil|карандаш
pen|ручка
notebook|тетрадь; блокнот
dictionary|словарь
vocabulary|словарный запас; лексика
grammar|грамматика
sentence|предложение; приговор
pronunciation|произношение
translate/v|переводить / перевести
spell/v|писать по буквам; произносить по буквам
clean/v|убирать / убрать; чистить
wash/v|мыть / помыть; стирать
bake/v|печь / испечь
boil/v|кипятить; варить; кипеть
fry/v|жарить / пожарить
mix/v|смешивать / смешать
pour/v|наливать / налить; лить
taste/v|пробовать (на вкус); иметь вкус
smell/v|пахнуть; нюхать; чувствовать запах
shut/v|закрывать / закрыть
lock/v|запирать / запереть
fix/v|чинить / починить; исправлять
repair/v|ремонтировать; чинить / починить
paint/v|красить / покрасить; рисовать
dance/v|танцевать
swim/v|плавать; плыть
climb/v|подниматься; лезть; взбираться
kick/v|пинать; бить ногой
hug/v|обнимать / обнять
kiss/v|целовать / поцеловать
shout/v|кричать / крикнуть
scream/v|кричать; визжать
whisper/v|шептать / прошептать
yell/v|кричать / крикнуть; орать
wake/v|просыпаться / проснуться; будить
rest/v|отдыхать / отдохнуть
relax/v|расслабляться / расслабиться; отдыхать
hurry/v|спешить; торопиться
rush/v|мчаться; спешить; торопить
borrow/v|брать взаймы; занимать / занять
lend/v|давать взаймы; одалживать
owe/v|быть должным
rent/v|снимать / снять; арендовать; сдавать
afford/v|позволять / позволить себе
waste/v|тратить зря; терять (время)
forgive/v|прощать / простить
apologize/v|извиняться / извиниться
greet/v|здороваться / поздороваться; приветствовать
invite/v|приглашать / пригласить
celebrate/v|праздновать / отпраздновать; отмечать
congratulate/v|поздравлять / поздравить
hate/v|ненавидеть
prefer/v|предпочитать
doubt/v|сомневаться
trust/v|доверять; верить
pretend/v|притворяться; делать вид
regret/v|сожалеть; жалеть
complain/v|жаловаться / пожаловаться
recommend/v|рекомендовать; советовать
organize/v|организовывать / организовать
arrange/v|устраивать; расставлять
damage/v|повреждать / повредить
injure/v|ранить; травмировать
disappear/v|исчезать / исчезнуть
knock/v|стучать / постучать
ring/v|звонить / позвонить; звенеть
goodbye/i|до свидания; пока
hello/i|привет; здравствуйте; алло
thanks/i|спасибо
sorry/i|извините; простите; жаль
wow/i|ух ты; вау
bye/i|пока
basically/r|в основном; по сути
literally/r|буквально
definitely/r|определённо; точно; обязательно
honestly/r|честно
seriously/r|серьёзно
totally/r|полностью; совершенно
everywhere/r|везде; повсюду
somewhere/r|где-то; куда-то
anywhere/r|где-нибудь; куда-нибудь; везде
nowhere/r|нигде; никуда
abroad/r|за границей; за границу
downstairs/r|внизу; вниз (на нижний этаж)
upstairs/r|наверху; наверх
nearby/r|поблизости; рядом
yesterday/r|вчера
early/r|рано
late/r|поздно
twenty/m|двадцать
thirty/m|тридцать
forty/m|сорок
fifty/m|пятьдесят
sixty/m|шестьдесят
seventy/m|семьдесят
eighty/m|восемьдесят
ninety/m|девяносто
eleven/m|одиннадцать
twelve/m|двенадцать
thirteen/m|тринадцать
fourteen/m|четырнадцать
fifteen/m|пятнадцать
sixteen/m|шестнадцать
seventeen/m|семнадцать
eighteen/m|восемнадцать
nineteen/m|девятнадцать
accident|авария; несчастный случай; случайность
advice|совет
alarm|тревога; будильник; сигнализация
anger|гнев; злость
anniversary|годовщина; юбилей
apology|извинение
appointment|встреча; приём (у врача); назначение
average|среднее; средний уровень
award|награда; премия
balance|равновесие; баланс; остаток
bargain|выгодная покупка; сделка
bottom|дно; низ
brand|марка; бренд
brick|кирпич
bunch|пучок; связка; букет
cabin|хижина; каюта; кабина
calendar|календарь
candle|свеча
cash|наличные; деньги
champion|чемпион
channel|канал
chapter|глава
charity|благотворительность
chart|диаграмма; график; таблица
cheek|щека
chest|грудь; сундук
chin|подбородок
climate|климат
clinic|клиника; поликлиника
coast|побережье; берег
coin|монета
colleague|коллега
comfort|комфорт; утешение
concert|концерт
confidence|уверенность; доверие
contest|конкурс; соревнование
costume|костюм
cotton|хлопок
courage|мужество; смелость
crew|экипаж; команда; бригада
crown|корона
curiosity|любопытство
cycle|цикл
damage|повреждение; ущерб
danger|опасность
deadline|срок; крайний срок
debt|долг
delay|задержка
delivery|доставка; роды
deposit|вклад; залог; депозит
designer|дизайнер; конструктор
destination|пункт назначения; цель
diet|диета; питание
dinosaur|динозавр
disaster|катастрофа; бедствие
discount|скидка
dish|блюдо; тарелка
dust|пыль
duty|долг; обязанность; пошлина
emergency|чрезвычайная ситуация; экстренный случай
emotion|эмоция; чувство
engine|двигатель; мотор
engineer|инженер
entrance|вход; подъезд
envelope|конверт
error|ошибка
escape|побег; спасение
essay|эссе; сочинение
excuse|оправдание; предлог
exhibition|выставка
expert|эксперт; специалист
explanation|объяснение
fashion|мода
fault|вина; недостаток
feather|перо
fence|забор; ограда
festival|фестиваль; праздник
file|файл; папка; дело
flag|флаг
flavor|вкус; аромат
flood|наводнение; поток
fog|туман
fortune|состояние; удача; судьба
`;
