/** ru-en, part 1: Part 1: in the order of ru-frequency.ts (1). Format and provenance: ../ru-en.ts. */
export default `
# Part 1: in the order of ru-frequency.ts
и|and
в|in; into; at
не|not
на|on; onto; at
я|I
быть/v|be
он|he; it
с|with; from; off
что|what; that
а|and; but; whereas
по|along; by; according to
это|this; it; that
она|she; it
этот|this
к|to; towards
но|but
они|they
мы|we
как|how; as; like
из|from; out of; of
у|at; by; have (у меня есть)
который|which; who; that
то|that; then
за|for; behind; in (a time span)
свой|one's own; my; his
весь|all; the whole
год|year
от|from; away from
так|so; like this; thus
о|about; of
для|for
ты|you (informal)
же|after all; indeed; same (тот же)
все|everyone; all; everything (всё)
тот|that; the one
мочь/v|can; be able
вы|you (plural, polite)
человек|person; man; human being
такой|such; so; like this
его|his; him; its
сказать/v|say; tell
только|only; just
или|or
ещё|still; yet; more
бы|would (conditional)
себя|oneself; myself; yourself
один/m|one
уже|already
до|until; before; up to
время|time
если|if
сам|oneself; himself; by oneself
когда|when
другой|other; another; different
вот|here is; there is; look
говорить/v|speak; talk; say
наш|our; ours
мой|my; mine
знать/v|know
стать/v|become; begin
при|in the presence of; under; during
чтобы|in order to; so that
дело|business; matter; affair
жизнь|life
кто|who
первый/a|first
очень|very
два/m|two
день|day
её|her; hers; its
новый/a|new
рука|hand; arm
даже|even
во|in (form of в)
со|with (form of с)
раз|time; once
где|where
там|there
под|under; below
можно/r|one can; may; it is possible
ну|well; come on
какой|what; which; what kind of
после|after
их|their; them
работа|work; job
без|without
самый/a|the most; the very
потом|then; later; afterwards
надо/r|must; it is necessary; need
хотеть/v|want
ли|whether; if (question particle)
слово|word
идти/v|go (on foot); walk; come
большой/a|big; large; great
должен/a|must; have to; owe
место|place; seat; room
иметь/v|have
ничто|nothing
видеть/v|see
сейчас/r|now; right now; in a moment
тоже|also; too
стоять/v|stand; be (located)
друг|friend
дом|house; home; building
сторона|side; direction; party
теперь/r|now; nowadays
глаз|eye
лицо|face; person
ни|not a; neither; nor
понимать/v|understand
думать/v|think
город|city; town
спросить/v|ask
вопрос|question; issue
пойти/v|go; set off
страна|country
земля|earth; land; ground
последний/a|last; latest
работать/v|work
вид|view; look; kind
мир|world; peace
голова|head
ребёнок|child; kid
сила|strength; force; power
конец|end
лишь|only; just
отец|father
уйти/v|leave; go away
час|hour; o'clock
ведь|after all; you see
хороший/a|good; nice
сидеть/v|sit; be sitting
смотреть/v|look; watch
жить/v|live
право|right; law
правда|truth; true; really
женщина|woman
машина|car; machine
вода|water
ответить/v|answer; reply
нужно/r|it is necessary; need; must
выйти/v|go out; come out; leave
лет|years (genitive plural of год)
делать/v|do; make
сделать/v|do; make
начать/v|begin; start
посмотреть/v|look; watch; have a look
взять/v|take
дать/v|give; let
становиться/v|become; get; stand
прийти/v|come; arrive
оказаться/v|turn out; find oneself
остаться/v|stay; remain
ходить/v|walk; go (on foot, repeatedly)
любить/v|love; like
бывать/v|be (often); happen; visit
решить/v|decide; solve
писать/v|write
читать/v|read
играть/v|play
спать/v|sleep
есть/v|eat; there is
пить/v|drink
слушать/v|listen; listen to
слышать/v|hear
помнить/v|remember
забыть/v|forget
ждать/v|wait; wait for; expect
искать/v|look for; search
найти/v|find
купить/v|buy
продавать/v|sell
платить/v|pay
учить/v|learn; teach; study
учиться/v|study; learn; be a student
изучать/v|study; learn
заниматься/v|do; be engaged in; study
гулять/v|walk; go for a walk
отдыхать/v|rest; relax; be on holiday
готовить/v|cook; prepare
звонить/v|call; phone; ring
позвонить/v|call; phone; ring
помогать/v|help
помочь/v|help
просить/v|ask; request; beg
попросить/v|ask; request
открыть/v|open
закрыть/v|close; shut
открывать/v|open
закрывать/v|close; shut
начинать/v|begin; start
кончать/v|finish; end
кончиться/v|end; be over; run out
бежать/v|run
ехать/v|go (by vehicle); ride; drive
ездить/v|go (by vehicle, regularly); travel
летать/v|fly (regularly)
лететь/v|fly
плавать/v|swim; sail; float
вернуться/v|return; come back
возвращаться/v|return; come back
приходить/v|come; arrive
уходить/v|leave; go away
встречать/v|meet
встретить/v|meet
показать/v|show
показывать/v|show
рассказать/v|tell; narrate
рассказывать/v|tell; narrate
объяснить/v|explain
объяснять/v|explain
понять/v|understand; realize
прочитать/v|read
написать/v|write
увидеть/v|see
услышать/v|hear
узнать/v|find out; learn; recognize
узнавать/v|find out; learn; recognize
получить/v|receive; get
получать/v|receive; get
потерять/v|lose
терять/v|lose
выиграть/v|win
проиграть/v|lose (a game)
поехать/v|go (by vehicle); set off
приехать/v|arrive; come (by vehicle)
уехать/v|leave; go away (by vehicle)
сесть/v|sit down; get on (a bus)
лечь/v|lie down; go to bed
встать/v|get up; stand up
вставать/v|get up; stand up
одеваться/v|get dressed
мыться/v|wash (oneself)
умываться/v|wash one's face
просыпаться/v|wake up
проснуться/v|wake up
ложиться/v|lie down; go to bed
нравиться/v|like (мне нравится); please
понравиться/v|like (мне понравилось); please
казаться/v|seem; appear
бояться/v|be afraid; fear
смеяться/v|laugh
улыбаться/v|smile
плакать/v|cry; weep
кричать/v|shout; scream
молчать/v|be silent; keep quiet
петь/v|sing
танцевать/v|dance
рисовать/v|draw; paint
фотографировать/v|photograph; take pictures
путешествовать/v|travel
чувствовать/v|feel
советовать/v|advise; recommend
требовать/v|demand; require
существовать/v|exist
использовать/v|use
организовать/v|organize
интересоваться/v|be interested in
пробовать/v|try; taste
попробовать/v|try; taste
стараться/v|try; make an effort
надеяться/v|hope; rely on
верить/v|believe; trust
поверить/v|believe; trust
считать/v|count; consider; think
решать/v|decide; solve
выбирать/v|choose; select; elect
выбрать/v|choose; select; elect
менять/v|change; exchange
изменить/v|change; alter; betray
строить/v|build; construct
построить/v|build; construct
жениться/v|marry (of a man); get married
родиться/v|be born
умереть/v|die
убить/v|kill
спасти/v|save; rescue
ловить/v|catch; fish
поймать/v|catch
бросить/v|throw; quit; abandon
бросать/v|throw; quit; abandon
держать/v|hold; keep
носить/v|carry; wear
нести/v|carry
везти/v|carry (by vehicle); drive; be lucky
вести/v|lead; conduct; drive
водить/v|drive; lead; take
ставить/v|put (upright); place; stage
поставить/v|put (upright); place; stage
класть/v|put (lying flat); lay
положить/v|put (lying flat); lay
висеть/v|hang; be hanging
лежать/v|lie; be lying
падать/v|fall
упасть/v|fall
расти/v|grow
звать/v|call; invite
называть/v|call; name
называться/v|be called
`;
