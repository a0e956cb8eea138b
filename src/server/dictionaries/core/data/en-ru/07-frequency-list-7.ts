/** en-ru, part 7: Frequency list (7). Format and provenance: ../en-ru.ts. */
export default `
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
