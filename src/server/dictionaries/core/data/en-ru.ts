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
it|он; она; оно
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
by|у; около; (кем-то) сделанный
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
think/v|думать; считать
when|когда
which|который; какой
them|их; им
some|несколько; некоторый; немного
me|меня; мне
people|люди; народ
take/v|брать / взять; занимать (время)
out|наружу; вне
into|в (направление)
just|только что; просто; только
see/v|видеть / увидеть; понимать
him|его; ему
your|твой; ваш
come/v|приходить / прийти; приезжать
could|мог бы; мочь (прошедшее)
now|сейчас; теперь
than|чем
like|как; вроде; подобно
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
need/v|нуждаться; быть нужным
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
most|больше всего; самый; большинство
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
let/v|позволять / позволить; пускать
great/a|великий; отличный; большой
same/a|тот же; одинаковый
big/a|большой
group|группа
begin/v|начинать / начать
seem/v|казаться
country|страна; деревня
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
case|случай; дело; ящик
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
home|дом; домашний очаг
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
set/v|ставить; устанавливать; садиться
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
watch/v|смотреть; наблюдать; следить
together/r|вместе
follow/v|следовать; идти за
parent|родитель
stop/v|останавливать / остановить; прекращать
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
sure/a|уверенный
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
able/a|способный
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
plan/v|планировать
cut/v|резать; стричь; сокращать
college|колледж; университет
interest|интерес; процент
death|смерть
course|курс; ход
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
pass/v|проходить / пройти; передавать; сдать
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
teach/v|учить; преподавать
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
single/a|единственный; одинокий; холост
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
`;
