/** en-ru, part 4: Frequency list (4). Format and provenance: ../en-ru.ts. */
export default `
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
`;
