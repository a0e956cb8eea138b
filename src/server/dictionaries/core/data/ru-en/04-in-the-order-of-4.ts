/** ru-en, part 4: Part 1: in the order of ru-frequency.ts (4). Format and provenance: ../ru-en.ts. */
export default `
радио|radio
разговор|conversation; talk
размер|size
район|district; area; region
ракета|rocket; missile
рассказ|story; short story
реакция|reaction
революция|revolution
результат|result
ремонт|repair; renovation
речь|speech
рисунок|drawing; picture
род|kind; family; gender
роль|role; part
роман|novel; romance
рост|height; growth
ряд|row; series; a number of
свет|light; world
свобода|freedom; liberty
связь|connection; link; communication
сезон|season
серебро|silver
сигнал|signal
ситуация|situation
сказка|fairy tale
слава|glory; fame
след|trace; track; footprint
случай|case; incident; chance
смерть|death
событие|event
совет|advice; council
содержание|content; contents
сознание|consciousness; awareness
сон|sleep; dream
состояние|state; condition; fortune
спектакль|performance; play; show
способность|ability; capacity
спор|argument; dispute
средство|means; remedy
срок|term; deadline; period
стекло|glass
стиль|style
столица|capital
страница|page
структура|structure
судьба|fate; destiny
суд|court; trial
сумма|sum; amount
сцена|stage; scene
счёт|bill; account; score
сюжет|plot; story
тайна|secret; mystery
талант|talent
тема|topic; subject; theme
теория|theory
территория|territory
техника|technology; technique; equipment
товар|goods; product
толпа|crowd
тон|tone
точка|point; dot; full stop
традиция|tradition
трава|grass; herb
труд|work; labour
труба|pipe; trumpet; chimney
туман|fog; mist
угол|corner; angle
удар|blow; hit; stroke
удовольствие|pleasure
уровень|level
усилие|effort
условие|condition; term
успех|success
устройство|device; structure
участие|participation
уход|care; departure
фабрика|factory
факт|fact
фамилия|surname; last name
фигура|figure
форма|form; shape; uniform
фраза|phrase; sentence
характер|character; nature
хвост|tail
художник|artist; painter
цвет|colour; color
цель|goal; aim; target
церковь|church
цифра|figure; digit; number
чудо|miracle; wonder
шаг|step
шум|noise
экран|screen
элемент|element
этап|stage; phase
юг|south
явление|phenomenon; appearance
ящик|box; drawer
`;
