/**
 * Built-in English → Russian core vocabulary for offline glosses.
 *
 * Provenance: written for this project from general knowledge of the two languages and reviewed
 * line by line for accuracy; not copied from any dictionary. Entries follow
 * src/server/language/data/en-frequency.ts in order (same headword spelling and tag, so every
 * lemma the engine produces from that list has a gloss); a lemma listed there under two tags
 * gets one line per tag.
 *
 * Format: one entry per line, headword[/tag]|gloss1; gloss2; gloss3 — the most common everyday
 * meaning first. Russian glosses are in dictionary form: nouns in the nominative singular, verbs
 * in the infinitive with the imperfective first and the perfective after a slash where both are
 * common. Lines starting with # are comments.
 * Tags: /v verb, /a adjective, /r adverb, /i interjection, /m number, /p particle,
 * /c conjunction, /d determiner, /n pronoun, /x preposition; untagged = noun (the frequency list
 * also leaves function words untagged, and those keep its spelling here).
 */
export default `
the|определённый артикль; этот; тот
be/v|быть; являться; находиться
and|и; а
of|(родительный падеж); из; о
a|неопределённый артикль; один; какой-то
to|к; в; на
in|в; внутри; через (о времени)
have/v|иметь; у меня есть
it|это; он; оно
i|я
that|тот; что; который
for|для; за; в течение
you|ты; вы
he|он
with|с; у
on|на; в (о днях)
do/v|делать / сделать
say/v|говорить / сказать
this|этот; это
they|они
at|в; у; на
but|но; а
we|мы
his|его; свой
from|из; от; с
not|не; нет
by|у; около; (творительный падеж)
she|она
or|или
as|как; когда; так как
what|что; какой
go/v|идти / пойти; ехать / поехать
their|их; свой
can|мочь / смочь; уметь
who|кто; который
get/v|получать / получить; становиться
if|если; ли
would|бы (условное наклонение)
her|её; ей; свой
all|весь; все; всё
my|мой
make/v|делать / сделать; заставлять
about|о; про; около
know/v|знать
will|будущее время; воля; завещание
up|вверх; наверх
one/m|один
time|время; раз
there|там; туда
year|год
so|так; поэтому; итак
think/v|думать / подумать; считать
when|когда
which|который; какой
them|их; им
some|несколько; некоторый; немного
me|меня; мне
people|люди; народ
take/v|брать / взять; занимать (время)
out|наружу; вне
into|в (направление)
just|просто; только что; только
see/v|видеть / увидеть; понимать
him|его; ему
your|твой; ваш
come/v|приходить / прийти; приезжать
could|мог бы; мочь (прошедшее)
now|сейчас; теперь
than|чем
like|как; вроде; нравиться
other/a|другой
how|как
then|потом; тогда; затем
its|его; её; свой
our|наш
two/m|два
more|больше; ещё; более
these|эти
want/v|хотеть / захотеть
way|путь; способ; дорога
look/v|смотреть / посмотреть; выглядеть
first/a|первый
also|также; тоже
new/a|новый
because|потому что; так как
day|день
use/v|использовать; пользоваться
no|нет; никакой
man|мужчина; человек
find/v|находить / найти
here|здесь; сюда
thing|вещь; дело
give/v|давать / дать
many|много; многие
well/r|хорошо
only|только; единственный
those|те
tell/v|рассказывать / рассказать; говорить
very|очень
even|даже
back/r|назад; обратно
any|любой; какой-нибудь
good/a|хороший; добрый
woman|женщина
through|через; сквозь
us|нас; нам
life|жизнь
child|ребёнок
work/v|работать
down/r|вниз
may|может быть; можно
after|после
should|следует; должен
call/v|звонить / позвонить; звать; называть
world|мир; свет
over|над; через; более
school|школа
still/r|всё ещё; до сих пор
try/v|пытаться / попытаться; пробовать
last/a|последний; прошлый
ask/v|спрашивать / спросить; просить
need/v|нуждаться; нужно (мне нужно)
too|тоже; слишком
feel/v|чувствовать / почувствовать
three/m|три
state|государство; штат; состояние
never/r|никогда
become/v|становиться / стать
between|между
high/a|высокий
really/r|действительно; правда
something|что-то; что-нибудь
most|самый; большинство; больше всего
another|другой; ещё один
family|семья
own/a|собственный; свой
leave/v|уходить / уйти; уезжать; оставлять
put/v|класть / положить; ставить
old/a|старый
while|пока; в то время как
mean/v|значить; иметь в виду
keep/v|держать; хранить; продолжать
student|студент; ученик
why|почему; зачем
let/v|позволять / позволить; пускать; давай (let's)
great/a|отличный; великий; большой
same/a|тот же; одинаковый
big/a|большой
group|группа
begin/v|начинать / начать
seem/v|казаться
country|страна; сельская местность
help/v|помогать / помочь
talk/v|разговаривать; говорить
where|где; куда
turn/v|поворачивать / повернуть; становиться
problem|проблема
every|каждый
start/v|начинать / начать
hand|рука; кисть
might|может быть; мог бы
show/v|показывать / показать
part|часть; роль
against|против
place|место
such|такой
again/r|снова; опять
few|мало; немногие
case|случай; дело; чехол
week|неделя
company|компания; фирма; общество
system|система
each|каждый
right/a|правильный; правый
program|программа
hear/v|слышать / услышать
question|вопрос
during|во время; в течение
play/v|играть / сыграть
government|правительство
run/v|бегать; бежать; управлять
small/a|маленький
number|число; номер; количество
off|с; от; выключено
always/r|всегда
move/v|двигаться; переезжать
night|ночь
live/v|жить
point|точка; пункт; смысл
believe/v|верить / поверить; считать
hold/v|держать; проводить (собрание)
today/r|сегодня
bring/v|приносить / принести; приводить
happen/v|случаться / случиться
next/a|следующий
without|без
before|до; перед; раньше
large/a|большой; крупный
million/m|миллион
must|должен; надо
home|дом; домой; дома
under|под
water|вода
room|комната; место
write/v|писать / написать
mother|мать; мама
area|район; область; площадь
national/a|национальный; государственный
money|деньги
story|рассказ; история
young/a|молодой
fact|факт
month|месяц
different/a|другой; разный; различный
lot|много; участок; жребий
study/v|учиться; изучать; заниматься
book|книга
eye|глаз
job|работа; задание
word|слово
business|бизнес; дело
issue|вопрос; проблема; выпуск
side|сторона; бок
kind|вид; сорт; тип
four/m|четыре
head|голова; глава
far/r|далеко
black/a|чёрный
long/a|длинный; долгий
both|оба; и тот и другой
little/a|маленький; небольшой
house|дом
yes/i|да
since|с (тех пор); так как
provide/v|обеспечивать / обеспечить
service|услуга; служба; обслуживание
around|вокруг; около; по
friend|друг; подруга
important/a|важный
father|отец
sit/v|сидеть; садиться / сесть
away/r|прочь; далеко; в отъезде
until|до; пока не
power|власть; сила; энергия
hour|час
game|игра; матч
often/r|часто
yet|ещё; уже; однако
line|линия; строка; очередь
political/a|политический
end/v|заканчивать / закончить; кончаться
among|среди; между
ever/r|когда-либо; всегда
stand/v|стоять; вставать / встать; терпеть
bad/a|плохой
lose/v|терять / потерять; проигрывать
however/r|однако; как бы ни
member|член; участник
pay/v|платить / заплатить
law|закон; право
meet/v|встречать / встретить; знакомиться
car|машина; автомобиль
city|город
almost/r|почти
include/v|включать / включить
continue/v|продолжать / продолжить
set/v|ставить; устанавливать; заходить (о солнце)
later/r|позже; потом
community|сообщество; община
much|много; намного
name|имя; название
five/m|пять
once|однажды; один раз; когда-то
white/a|белый
least|наименьший; меньше всего
president|президент
learn/v|учить / выучить; узнавать
real/a|настоящий; реальный
change/v|менять / изменить; меняться
team|команда
minute|минута
best/a|лучший
several|несколько
idea|идея; мысль
kid|ребёнок; малыш
body|тело
information|информация; сведения
nothing|ничего; ничто
ago/r|назад (тому назад)
lead/v|вести; руководить
social/a|социальный; общественный
understand/v|понимать / понять
whether|ли
watch/v|смотреть / посмотреть; наблюдать; следить
together/r|вместе
follow/v|следовать; идти за
parent|родитель
stop/v|останавливать / остановить; останавливаться; прекращать
face|лицо
anything|что-нибудь; что угодно; ничего
create/v|создавать / создать
public/a|общественный; публичный; государственный
already/r|уже
speak/v|говорить; разговаривать
others|другие; остальные
read/v|читать / прочитать
level|уровень
allow/v|позволять / позволить; разрешать
add/v|добавлять / добавить
office|офис; кабинет; должность
spend/v|тратить / потратить; проводить (время)
door|дверь
health|здоровье
person|человек; личность
art|искусство
sure/a|уверенный; конечно (sure!)
war|война
history|история
party|вечеринка; партия
within|в пределах; внутри
grow/v|расти / вырасти; выращивать
result|результат
open/v|открывать / открыть
morning|утро
walk/v|ходить пешком; гулять
reason|причина; разум
low/a|низкий
win/v|выигрывать / выиграть; побеждать
research|исследование
girl|девочка; девушка
guy|парень
early/a|ранний
food|еда; пища
moment|момент; миг
himself|себя; сам
air|воздух
teacher|учитель; преподаватель
force|сила
offer/v|предлагать / предложить
enough|достаточно; хватит
education|образование
across|через; поперёк
although|хотя
remember/v|помнить; вспоминать / вспомнить
foot|нога (ступня); фут
second/m|второй
boy|мальчик
maybe/r|может быть; возможно
toward|к; по направлению к
able/a|способный (be able to — мочь)
age|возраст; век; эпоха
policy|политика; курс; полис
everything|всё
love/v|любить
process|процесс
music|музыка
including|включая
consider/v|рассматривать; считать
appear/v|появляться / появиться; казаться
actually/r|на самом деле; вообще-то
buy/v|покупать / купить
probably/r|наверное; вероятно
human/a|человеческий
wait/v|ждать / подождать
serve/v|служить; подавать (еду); обслуживать
market|рынок
die/v|умирать / умереть
send/v|посылать / послать; отправлять
expect/v|ожидать; ждать
sense|чувство; смысл
build/v|строить / построить
stay/v|оставаться / остаться; жить (в гостях)
fall/v|падать / упасть
oh/i|о; ой; ах
nation|нация; народ; страна
plan/v|планировать / запланировать
cut/v|резать / разрезать; стричь; сокращать
college|колледж; университет
interest|интерес; процент
death|смерть
course|курс; ход; конечно (of course)
someone|кто-то; кто-нибудь
experience|опыт; впечатление
behind|за; позади
reach/v|достигать / достичь; дотягиваться
local/a|местный
kill/v|убивать / убить
six/m|шесть
remain/v|оставаться / остаться
effect|эффект; действие; следствие
yeah/i|да; ага
suggest/v|предлагать / предложить; советовать
class|класс; урок; занятие
control/v|контролировать; управлять
raise/v|поднимать / поднять; растить
care/v|заботиться; беспокоиться
perhaps/r|может быть; возможно
late/a|поздний; опоздавший
hard/a|трудный; твёрдый
field|поле; область
else|ещё; другой; иначе
pass/v|проходить / пройти; передавать; сдать (экзамен)
former/a|бывший; прежний
sell/v|продавать / продать
major/a|главный; крупный; основной
sometimes/r|иногда
require/v|требовать
along|вдоль; по
development|развитие
themselves|себя; сами
report/v|сообщать / сообщить; докладывать
role|роль
better/a|лучший; лучше
economic/a|экономический
effort|усилие
decide/v|решать / решить
rate|ставка; темп; курс
strong/a|сильный; крепкий
possible/a|возможный
heart|сердце
drug|лекарство; наркотик
show|шоу; передача; спектакль
leader|лидер; руководитель
light|свет; фонарь
voice|голос
wife|жена
whole/a|весь; целый
police|полиция
mind|ум; разум
finally/r|наконец; в конце концов
pull/v|тянуть; тащить
return/v|возвращаться / вернуться; возвращать
free/a|свободный; бесплатный
military/a|военный
price|цена
less|меньше; менее
according|согласно (according to)
decision|решение
explain/v|объяснять / объяснить
son|сын
hope/v|надеяться
develop/v|развивать / развить; развиваться
view|вид; взгляд; мнение
relationship|отношения; связь
carry/v|нести; носить
town|город; городок
road|дорога
drive/v|водить (машину); ехать
arm|рука
true/a|верный; правдивый; настоящий
federal/a|федеральный
break/v|ломать / сломать; разбивать
difference|разница; различие
thank/v|благодарить / поблагодарить
receive/v|получать / получить
value|ценность; стоимость
international/a|международный
building|здание
action|действие; поступок
full/a|полный
model|модель; образец
join/v|присоединяться / присоединиться
season|сезон; время года
society|общество
tax|налог
director|директор; режиссёр
position|позиция; положение; должность
player|игрок
agree/v|соглашаться / согласиться
especially/r|особенно
record|запись; рекорд; пластинка
pick/v|выбирать / выбрать; собирать
wear/v|носить; быть одетым в
paper|бумага; газета
special/a|особый; специальный
space|пространство; космос; место
ground|земля; почва
form|форма; бланк
support/v|поддерживать / поддержать
event|событие; мероприятие
official/a|официальный
whose|чей
matter|дело; вопрос; вещество
everyone|все; каждый
center|центр
couple|пара
site|место; участок; сайт
project|проект
hit/v|ударять / ударить; попадать
base|основа; база
activity|деятельность; занятие
star|звезда
table|стол; таблица
need|нужда; потребность
court|суд; корт; двор
produce/v|производить / произвести
eat/v|есть / съесть
american/a|американский
teach/v|учить / научить; преподавать
oil|масло; нефть
half|половина
situation|ситуация; положение
easy/a|лёгкий; простой
cost/v|стоить
industry|промышленность; отрасль
figure|фигура; цифра
street|улица
image|изображение; образ
itself|себя; сам
phone|телефон
either|любой из двух; тоже (не)
data|данные
cover/v|покрывать / покрыть; закрывать
quite/r|довольно; вполне; совсем
picture|картина; фотография; картинка
clear/a|ясный; понятный; чистый
practice|практика; тренировка
piece|кусок; часть; штука
land|земля; страна; суша
recent/a|недавний; последний
describe/v|описывать / описать
product|продукт; товар
doctor|врач; доктор
wall|стена
patient|пациент; больной
worker|рабочий; работник
news|новости; известие
test|тест; испытание; контрольная
movie|фильм; кино
certain/a|уверенный; определённый
north|север
personal/a|личный
simply/r|просто
third/m|третий
technology|технология; техника
catch/v|ловить / поймать; успеть на
step|шаг; ступенька
baby|младенец; малыш
computer|компьютер
type|тип; вид
attention|внимание
draw/v|рисовать / нарисовать; тянуть
film|фильм; плёнка
tree|дерево
source|источник
red/a|красный
nearly/r|почти
organization|организация
choose/v|выбирать / выбрать
cause/v|вызывать / вызвать; причинять
hair|волосы
century|век; столетие
evidence|доказательство; улики
window|окно
difficult/a|трудный; сложный
listen/v|слушать / послушать
soon/r|скоро
culture|культура
billion/m|миллиард
chance|шанс; возможность; случай
brother|брат
energy|энергия
period|период; точка
summer|лето
realize/v|понимать / понять; осознавать
hundred/m|сто
available/a|доступный; свободный
plant|растение; завод
likely/a|вероятный
opportunity|возможность
term|срок; термин; семестр
short/a|короткий; низкий
letter|письмо; буква
condition|условие; состояние
choice|выбор
single/a|единственный; одиночный; холостой
rule|правило
daughter|дочь
administration|администрация; управление
south|юг
husband|муж
floor|пол; этаж
campaign|кампания
material|материал
population|население
economy|экономика
medical/a|медицинский
hospital|больница
church|церковь
close/v|закрывать / закрыть
thousand/m|тысяча
risk|риск
current/a|текущий; нынешний
fire|огонь; пожар
future|будущее
wrong/a|неправильный; неверный
involve/v|вовлекать; включать
defense|защита; оборона
anyone|кто-нибудь; любой
increase/v|увеличивать / увеличить; расти
security|безопасность; охрана
bank|банк; берег
myself|себя; сам
certainly/r|конечно; несомненно
west|запад
sport|спорт
board|доска; совет; правление
seek/v|искать; стремиться
per|в; на; за (в расчёте на)
subject|предмет; тема; подданный
officer|офицер; полицейский; служащий
private/a|частный; личный
rest|отдых; остаток; остальные
behavior|поведение
deal/v|иметь дело; торговать; раздавать
performance|выступление; исполнение; работа
fight/v|драться; бороться; сражаться
throw/v|бросать / бросить
top|верх; вершина
quickly/r|быстро
past|прошлое
goal|цель; гол
bed|кровать; постель
order|порядок; заказ; приказ
author|автор
fill/v|наполнять / наполнить; заполнять
represent/v|представлять; изображать
focus/v|сосредоточиваться; фокусировать
foreign/a|иностранный; зарубежный
drop/v|ронять / уронить; падать; бросать
blood|кровь
upon|на; по; после
agency|агентство; ведомство
push/v|толкать / толкнуть; нажимать
nature|природа; характер
color|цвет
recently/r|недавно
store|магазин; запас; склад
reduce/v|сокращать / сократить; снижать
sound|звук
note|записка; заметка; нота
fine/a|прекрасный; хороший; тонкий
near|около; возле; рядом
movement|движение
page|страница
enter/v|входить / войти; вводить
share/v|делиться / поделиться; делить
common/a|общий; обычный; распространённый
poor/a|бедный; плохой
natural/a|естественный; природный
race|гонка; раса
concern|забота; беспокойство; дело
series|серия; сериал; ряд
significant/a|значительный; важный
similar/a|похожий; подобный
hot/a|горячий; жаркий; острый
language|язык
usually/r|обычно
response|ответ; реакция
dead/a|мёртвый
rise/v|подниматься / подняться; расти; вставать
animal|животное
factor|фактор
decade|десятилетие
article|статья; артикль; предмет
shoot/v|стрелять; снимать (фильм)
east|восток
save/v|спасать / спасти; сохранять; копить
seven/m|семь
artist|художник; артист
scene|сцена; место (происшествия)
stock|запас; акции
career|карьера
despite|несмотря на
central/a|центральный
eight/m|восемь
thus/r|таким образом; так
treatment|лечение; обращение
beyond|за; вне; сверх
happy/a|счастливый; довольный
exactly/r|точно; именно
protect/v|защищать / защитить
approach|подход; приближение
lie/v|лежать; лгать
size|размер
dog|собака
fund|фонд; средства
serious/a|серьёзный
occur/v|происходить / произойти; приходить в голову
media|СМИ; средства массовой информации
ready/a|готовый
sign|знак; вывеска; признак
thought|мысль
list|список
individual|личность; человек; индивид
simple/a|простой
quality|качество
pressure|давление
accept/v|принимать / принять
answer|ответ
resource|ресурс
identify/v|определять; опознавать
left|левая сторона; налево; слева
meeting|встреча; собрание
determine/v|определять / определить
prepare/v|готовить / приготовить; готовиться
disease|болезнь
whatever|что бы ни; что угодно
success|успех
argue/v|спорить; утверждать
cup|чашка; кубок
particularly/r|особенно
amount|количество; сумма
ability|способность; умение
staff|персонал; сотрудники
recognize/v|узнавать / узнать; признавать
indicate/v|указывать / указать; показывать
character|характер; персонаж
growth|рост
loss|потеря; убыток; поражение
degree|степень; градус
wonder/v|интересоваться (I wonder); удивляться
attack|атака; нападение; приступ
herself|себя; сама
region|регион; область
television|телевидение; телевизор
box|коробка; ящик
training|обучение; тренировка
pretty/r|довольно; достаточно
trade|торговля
election|выборы
everybody|все; каждый
physical/a|физический
lay/v|класть / положить; накрывать (стол)
general/a|общий; генеральный
feeling|чувство; ощущение
standard|стандарт; уровень
bill|счёт; законопроект; купюра
message|сообщение; послание
fail/v|не удаваться / не удаться; проваливать
outside/r|снаружи; на улице
arrive/v|прибывать / прибыть; приезжать
analysis|анализ
benefit|польза; выгода; пособие
sex|пол; секс
forward/r|вперёд
lawyer|юрист; адвокат
present/a|присутствующий; нынешний
section|раздел; секция; часть
environmental/a|экологический
glass|стекло; стакан
skill|навык; умение; мастерство
sister|сестра
professor|профессор
operation|операция; работа
financial/a|финансовый
crime|преступление; преступность
stage|сцена; этап; стадия
ok/i|хорошо; ладно; окей
compare/v|сравнивать / сравнить
authority|власть; авторитет; орган власти
miss/v|скучать; пропускать / пропустить; опоздать (на)
design/v|проектировать; разрабатывать
sort|сорт; вид; род
act/v|действовать; играть (роль)
ten/m|десять
knowledge|знание; знания
gun|ружьё; пистолет; оружие
station|станция; вокзал
blue/a|синий; голубой
state/v|заявлять / заявить; утверждать
strategy|стратегия
clearly/r|ясно; явно; очевидно
discuss/v|обсуждать / обсудить
indeed/r|действительно; в самом деле
truth|правда; истина
song|песня
example|пример
democratic/a|демократический
check/v|проверять / проверить
environment|окружающая среда; обстановка
leg|нога
dark/a|тёмный
various/a|различный; разный
rather/r|довольно; скорее
laugh/v|смеяться / засмеяться
guess/v|угадывать / угадать; полагать
executive/a|исполнительный
prove/v|доказывать / доказать; оказываться
hang/v|висеть; вешать / повесить
entire/a|весь; целый
rock|камень; скала; рок
forget/v|забывать / забыть
claim/v|утверждать; требовать
remove/v|удалять / удалить; убирать
manager|менеджер; руководитель
enjoy/v|наслаждаться; получать удовольствие
network|сеть
legal/a|юридический; законный
religious/a|религиозный
cold/a|холодный
final/a|последний; окончательный
main/a|главный; основной
science|наука
green/a|зелёный
memory|память; воспоминание
card|карта; открытка; карточка
above/r|выше; наверху
seat|место; сиденье
cell|клетка; ячейка; камера
establish/v|устанавливать; основывать
nice/a|хороший; приятный; милый
trial|суд; испытание
expert/a|опытный; экспертный
spring|весна; пружина; родник
firm|фирма
radio|радио
visit/v|посещать / посетить; навещать
management|управление; руководство
avoid/v|избегать / избежать
imagine/v|представлять / представить
tonight/r|сегодня вечером
huge/a|огромный
ball|мяч; шар; бал
finish/v|заканчивать / закончить
yourself|себя; сам; сами
theory|теория
impact|влияние; воздействие; удар
respond/v|отвечать / ответить; реагировать
statement|заявление; утверждение
maintain/v|поддерживать; утверждать
charge|плата; обвинение; заряд
popular/a|популярный
traditional/a|традиционный
onto|на
reveal/v|раскрывать / раскрыть; обнаруживать
direction|направление; руководство
weapon|оружие
employee|сотрудник; служащий
cultural/a|культурный
contain/v|содержать
peace|мир; покой
pain|боль
apply/v|применять; подавать заявление
measure/v|измерять / измерить
wide/a|широкий
shake/v|трясти; дрожать; пожимать (руку)
fly/v|летать; лететь
interview|интервью; собеседование
manage/v|управлять; справляться; суметь
chair|стул; председатель
fish|рыба
particular/a|особый; конкретный
camera|фотоаппарат; камера
structure|структура; сооружение
politics|политика
perform/v|выступать; исполнять; выполнять
bit|кусочек; немного
weight|вес
suddenly/r|вдруг; внезапно
discover/v|открывать / открыть; обнаруживать
candidate|кандидат
production|производство; постановка
treat/v|обращаться; лечить; угощать
trip|поездка; путешествие
evening|вечер
affect/v|влиять / повлиять; затрагивать
inside/r|внутри; внутрь
conference|конференция
unit|единица; блок; подразделение
style|стиль
adult|взрослый
worry/v|волноваться; беспокоиться
range|диапазон; ряд; ассортимент
mention/v|упоминать / упомянуть
deep/a|глубокий
edge|край; кромка
specific/a|конкретный; особый
writer|писатель
trouble|беда; проблема; неприятность
necessary/a|необходимый; нужный
throughout|на всём протяжении; по всему
challenge|вызов; трудная задача
fear|страх
shoulder|плечо
institution|учреждение; институт
middle/a|средний
sea|море
dream|мечта; сон
beautiful/a|красивый; прекрасный
property|собственность; имущество; свойство
instead/r|вместо этого
improve/v|улучшать / улучшить
stuff|вещи; штуки; материал
detail|деталь; подробность
method|метод; способ
somebody|кто-то; кто-нибудь
magazine|журнал
hotel|гостиница; отель
soldier|солдат
reflect/v|отражать / отразить; размышлять
heavy/a|тяжёлый; сильный
sexual/a|сексуальный; половой
bag|сумка; пакет; мешок
heat|жара; тепло
marriage|брак; женитьба
tough/a|трудный; жёсткий; крепкий
sing/v|петь / спеть
surface|поверхность
purpose|цель; назначение
exist/v|существовать
pattern|узор; образец; закономерность
whom|кого; кому
skin|кожа
agent|агент
owner|владелец; хозяин
machine|машина; механизм; аппарат
gas|газ; бензин
generation|поколение
commercial/a|коммерческий; торговый
address|адрес; речь
cancer|рак
item|предмет; пункт; товар
reality|реальность; действительность
coach|тренер; автобус; вагон
yard|двор; ярд
beat/v|бить; побеждать / победить
violence|насилие
total/a|общий; полный
tend/v|иметь тенденцию; ухаживать
investment|инвестиция; вложение
discussion|обсуждение; дискуссия
finger|палец
garden|сад; огород
notice/v|замечать / заметить
collection|коллекция; сбор
modern/a|современный
task|задача; задание
partner|партнёр
positive/a|положительный; уверенный
civil/a|гражданский; вежливый
kitchen|кухня
consumer|потребитель
shot|выстрел; снимок; укол
budget|бюджет
wish/v|желать / пожелать; хотеть
painting|картина; живопись
scientist|учёный
safe/a|безопасный; в безопасности
agreement|соглашение; согласие
capital|столица; капитал
mouth|рот; устье
nor|ни; и не
victim|жертва
newspaper|газета
threat|угроза
responsibility|ответственность; обязанность
smile/v|улыбаться / улыбнуться
attorney|адвокат; юрист
score|счёт; оценка; балл
account|счёт; отчёт; учётная запись
interesting/a|интересный
audience|публика; аудитория; зрители
rich/a|богатый
dinner|ужин; обед
vote/v|голосовать / проголосовать
western/a|западный
relate/v|относиться; связывать
travel/v|путешествовать; ездить
debate|дебаты; спор
prevent/v|предотвращать; мешать
citizen|гражданин
majority|большинство
none|никто; ничто; ни один
front|перед; фронт; передняя часть
born/a|рождённый (be born — родиться)
admit/v|признавать / признать; впускать
senior/a|старший; пожилой
assume/v|предполагать; брать на себя
wind|ветер
key|ключ; клавиша
professional/a|профессиональный
mission|миссия; задание
fast/r|быстро
alone/r|один; одиноко; в одиночестве
customer|покупатель; клиент
suffer/v|страдать
speech|речь
successful/a|успешный
option|вариант; выбор
participant|участник
southern/a|южный
fresh/a|свежий
eventually/r|в конце концов; в итоге
forest|лес
video|видео
global/a|глобальный; мировой
senate|сенат
reform|реформа
access|доступ
restaurant|ресторан
judge|судья
publish/v|публиковать / опубликовать; издавать
relation|отношение; связь; родственник
release/v|выпускать / выпустить; освобождать
bird|птица
opinion|мнение
credit|кредит; заслуга
critical/a|критический; важный
corner|угол
concerned/a|обеспокоенный; заинтересованный
recall/v|вспоминать / вспомнить; отзывать
version|версия; вариант
stare/v|смотреть пристально; глазеть
safety|безопасность
effective/a|эффективный; действенный
neighborhood|район; окрестности; соседство
original/a|оригинальный; первоначальный
troop|отряд; войска
income|доход
directly/r|прямо; непосредственно
hurt/v|болеть; причинять боль; ранить
species|вид (биологический)
immediately/r|немедленно; сразу
track|след; трек; дорожка
basic/a|основной; базовый
strike/v|ударять / ударить; бастовать
sky|небо
freedom|свобода
absolutely/r|абсолютно; совершенно
plane|самолёт; плоскость
nobody|никто
achieve/v|достигать / достичь
object|предмет; объект; цель
attitude|отношение; позиция
labor|труд; рабочая сила
refer/v|ссылаться; направлять; относиться
concept|понятие; концепция
client|клиент
powerful/a|мощный; могущественный
perfect/a|идеальный; совершенный
nine/m|девять
therefore/r|поэтому; следовательно
conduct/v|проводить / провести; дирижировать
announce/v|объявлять / объявить
conversation|разговор; беседа
examine/v|осматривать; исследовать; экзаменовать
touch/v|трогать / тронуть; касаться
please/r|пожалуйста
attend/v|посещать; присутствовать
completely/r|полностью; совершенно
variety|разнообразие; сорт
sleep/v|спать
involved/a|вовлечённый; причастный
investigation|расследование; исследование
nuclear/a|ядерный
researcher|исследователь
press|пресса; пресс
conflict|конфликт
spirit|дух; настроение
replace/v|заменять / заменить
british/a|британский
encourage/v|поощрять; поддерживать; ободрять
argument|спор; довод; аргумент
camp|лагерь
brain|мозг
feature|черта; особенность; функция
afternoon|вторая половина дня; день
weekend|выходные
dozen|дюжина
possibility|возможность
insurance|страхование; страховка
department|отдел; факультет; министерство
battle|битва; сражение
beginning|начало
date|дата; число; свидание
generally/r|в общем; обычно
african/a|африканский
sorry/a|жаль (мне жаль); извините
crisis|кризис
complete/a|полный; законченный
fan|болельщик; поклонник; вентилятор
stick/v|приклеивать; втыкать; придерживаться
define/v|определять / определить
easily/r|легко
hole|дыра; яма; отверстие
element|элемент
vision|зрение; видение
status|статус; положение
normal/a|нормальный; обычный
chinese/a|китайский
ship|корабль; судно
solution|решение; раствор
stone|камень
slowly/r|медленно
scale|масштаб; шкала; весы
university|университет
introduce/v|знакомить / познакомить; вводить
driver|водитель
attempt|попытка
park|парк
spot|место; пятно
lack|нехватка; отсутствие
ice|лёд
boat|лодка; судно
drink/v|пить / выпить
sun|солнце
distance|расстояние
wood|дерево (материал); лес
handle/v|справляться; обращаться с
truck|грузовик
mountain|гора
survey|опрос; обзор
supply/v|снабжать; поставлять
tradition|традиция
winter|зима
village|деревня; село
refuse/v|отказываться / отказаться
sales|продажи
roll/v|катить; катиться
communication|общение; связь
run|бег; пробежка; серия
screen|экран
gain/v|получать; набирать; приобретать
resident|житель
hide/v|прятать / спрятать; прятаться
gold|золото
club|клуб; дубинка
farm|ферма
potential/a|потенциальный; возможный
european/a|европейский
presence|присутствие
independent/a|независимый
district|район; округ
shape|форма; состояние
reader|читатель
contract|договор; контракт
crowd|толпа
christian/a|христианский
express/v|выражать / выразить
apartment|квартира
willing/a|готовый; согласный
strength|сила
previous/a|предыдущий; прежний
band|группа; оркестр; лента
obviously/r|очевидно; явно
horse|лошадь; конь
interested/a|заинтересованный
target|цель; мишень
prison|тюрьма
ride/v|ездить; кататься; ехать
guard|охранник; охрана; страж
terms|условия; отношения
demand/v|требовать / потребовать
reporter|репортёр; журналист
deliver/v|доставлять / доставить
text|текст
tool|инструмент; орудие
wild/a|дикий
vehicle|транспортное средство; машина
observe/v|наблюдать; соблюдать
flight|полёт; рейс
facility|учреждение; объект; удобство
understanding|понимание
average/a|средний
emerge/v|появляться / появиться; возникать
advantage|преимущество
quick/a|быстрый
leadership|руководство; лидерство
earn/v|зарабатывать / заработать
pound|фунт
basis|основа; база
bright/a|яркий; светлый; умный
operate/v|работать; управлять; оперировать
guest|гость
sample|образец; проба
contribute/v|вносить вклад; жертвовать
tiny/a|крошечный
block|квартал; блок
protection|защита
settle/v|поселяться / поселиться; улаживать; решать
feed/v|кормить / накормить
collect/v|собирать / собрать; коллекционировать
additional/a|дополнительный
highly/r|очень; высоко
identity|личность; идентичность
title|название; заголовок; титул
mostly/r|в основном; главным образом
lesson|урок
faith|вера
river|река
promote/v|продвигать; повышать (в должности)
living/a|живой; живущий
count/v|считать / сосчитать
unless|если не
marry/v|жениться; выходить замуж
tomorrow/r|завтра
technique|техника; метод; приём
path|тропинка; путь
ear|ухо
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
frame|рама; рамка; каркас
fuel|топливо
furniture|мебель
gallery|галерея
gap|промежуток; разрыв; пробел
garage|гараж
gate|ворота; калитка; выход (в аэропорту)
gesture|жест
ghost|призрак; привидение
guide|гид; экскурсовод; путеводитель
guitar|гитара
habit|привычка
hall|зал; холл; коридор
harbor|гавань; порт
height|высота; рост
hero|герой
highlight|главное событие; изюминка
hobby|хобби; увлечение
honey|мёд; дорогой (обращение)
honor|честь
host|хозяин; ведущий
humor|юмор
hunger|голод
ideal|идеал
illness|болезнь
incident|случай; происшествие; инцидент
ingredient|ингредиент; составная часть
injury|травма; ранение
ink|чернила
instrument|инструмент; прибор
invitation|приглашение
iron|железо; утюг
jail|тюрьма
jewelry|украшения; ювелирные изделия
joke|шутка; анекдот
journal|журнал; дневник
joy|радость
jungle|джунгли
junk|хлам; барахло
kingdom|королевство; царство
knot|узел
label|ярлык; этикетка
ladder|лестница (приставная); стремянка
lawn|газон; лужайка
lecture|лекция
liquid|жидкость
load|груз; нагрузка
luck|удача; везение
lung|лёгкое
magic|магия; волшебство
mail|почта
manner|манера; способ
marathon|марафон
mask|маска
measure|мера
medal|медаль
melody|мелодия
menu|меню
mess|беспорядок; бардак
metal|металл
midnight|полночь
mood|настроение
mud|грязь
muscle|мышца
mystery|тайна; загадка; детектив
nail|гвоздь; ноготь
neck|шея
nest|гнездо
noise|шум
novel|роман
nut|орех; гайка
orchestra|оркестр
package|посылка; пакет; упаковка
palace|дворец
pan|сковорода; кастрюля
parade|парад
passion|страсть
pearl|жемчуг; жемчужина
penalty|штраф; наказание; пенальти
permission|разрешение
pet|домашнее животное; питомец
pilot|пилот; лётчик
pin|булавка; значок; пин-код
planet|планета
plastic|пластик; пластмасса
poem|стихотворение; поэма
poet|поэт
poison|яд
portrait|портрет
poverty|бедность; нищета
powder|порошок; пудра
prayer|молитва
prize|приз; премия
profit|прибыль
pump|насос
puzzle|головоломка; загадка; пазл
queen|королева
rank|звание; ранг; ряд
rat|крыса
recipe|рецепт
reward|награда; вознаграждение
rhythm|ритм
rope|верёвка; канат
route|маршрут; путь
routine|распорядок; рутина
rubber|резина; ластик
salary|зарплата; оклад
sand|песок
sauce|соус
scissors|ножницы
secret|секрет; тайна
shadow|тень
shame|стыд; позор; жаль
shell|ракушка; скорлупа; снаряд
shelter|убежище; приют; укрытие
shore|берег
signal|сигнал
silence|тишина; молчание
silk|шёлк
silver|серебро
sink|раковина; мойка
slice|ломтик; кусок
smoke|дым
soil|почва; земля
soul|душа
spice|специя; пряность
sponsor|спонсор
stadium|стадион
stamp|марка; печать; штамп
steam|пар
steel|сталь
stomach|желудок; живот
storage|хранение; склад
strike|забастовка; удар
string|верёвка; струна; нитка
suitcase|чемодан
supper|ужин
surgery|операция; хирургия
sweat|пот
symbol|символ
talent|талант
tank|бак; резервуар; танк
tear|слеза
temperature|температура
tent|палатка
thread|нить; нитка
throat|горло
thumb|большой палец
tip|чаевые; совет; кончик
toe|палец ноги
tongue|язык (орган)
tooth|зуб
topic|тема
tower|башня
toy|игрушка
trail|тропа; след
trap|ловушка; капкан
treasure|сокровище; клад
trend|тенденция; тренд
tribe|племя
tunnel|туннель
twin|близнец
universe|вселенная
vacuum|вакуум; пылесос
vase|ваза
violin|скрипка
volume|объём; громкость; том
wage|зарплата
waist|талия
wealth|богатство
weather|погода
wheel|колесо; руль
whistle|свисток; свист
wing|крыло
wire|провод; проволока
witness|свидетель
wolf|волк
wool|шерсть
worm|червь; червяк
wrist|запястье
`;
