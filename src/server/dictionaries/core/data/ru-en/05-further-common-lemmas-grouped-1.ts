/** ru-en, part 5: Part 2: further common lemmas (not in ru-frequency.ts), grouped by kind (1). Format and provenance: ../ru-en.ts. */
export default `
# Part 2: further common lemmas (not in ru-frequency.ts), grouped by kind
никто/n|nobody; no one
ничего/n|nothing; not bad; never mind
кто-то/n|someone; somebody
что-то/n|something
кто-нибудь/n|anyone; someone
что-нибудь/n|anything; something
каждый/d|every; each; everyone
любой/d|any; anyone
всякий/d|any; every; all kinds of
некоторый/d|some; certain
никакой/d|no; none at all
чей/n|whose
сколько/n|how much; how many
столько/n|so much; so many
несколько/n|several; a few; some
оба/m|both
через/x|through; across; in (time)
между/x|between; among
над/x|over; above
перед/x|in front of; before
против/x|against; opposite
около/x|near; about; around
вокруг/x|around; round
среди/x|among; in the middle of
вместо/x|instead of
кроме/x|except; besides
из-за/x|because of; from behind
благодаря/x|thanks to; owing to
вдоль/x|along
мимо/x|past; by
возле/x|near; by; beside
ради/x|for the sake of
про/x|about
об/x|about (form of о)
ко/x|to (form of к)
сквозь/x|through
насчёт/x|about; concerning
хотя/c|although; though
потому/c|because (потому что); that is why
либо/c|or; either
зато/c|but then; on the other hand
однако/c|however; but
причём/c|and moreover; what is more
будто/c|as if; as though
словно/c|as if; like
чем/c|than
также/c|also; as well
итак/c|so; thus
да/p|yes
нет/p|no; not
разве/p|really?; surely not
неужели/p|really?; is it possible
именно/p|exactly; precisely; namely
уж/p|really; indeed; already
вон/p|there; over there
пусть/p|let; may
давай/p|let's; come on
ладно/i|all right; OK
ага/i|aha; uh-huh
ой/i|oh; ouch
ах/i|ah; oh
эх/i|eh; oh well
ура/i|hooray
алло/i|hello (on the phone)
эй/i|hey
ого/i|wow; oho
увы/i|alas
давать/v|give; let
брать/v|take
приносить/v|bring
принести/v|bring
относиться/v|treat; relate to; belong
вспомнить/v|remember; recall
вспоминать/v|remember; recall
забывать/v|forget
продать/v|sell
заплатить/v|pay
научить/v|teach
научиться/v|learn
изучить/v|study; learn; master
отдохнуть/v|rest; have a rest
приготовить/v|cook; prepare
начаться/v|begin; start
начинаться/v|begin; start
закончить/v|finish; complete
заканчивать/v|finish; complete
закончиться/v|end; be over
заканчиваться/v|end; come to an end
продолжать/v|continue; go on
продолжить/v|continue; go on
продолжаться/v|continue; last
прекратить/v|stop; cease
остановиться/v|stop; stay
останавливаться/v|stop; stay
остановить/v|stop
побежать/v|run; start running
бегать/v|run (around); jog
выходить/v|go out; come out; leave
входить/v|enter; come in; go in
войти/v|enter; come in; go in
заходить/v|drop in; call on; come in
зайти/v|drop in; call on; come in
проходить/v|pass; go through; take place
пройти/v|pass; go through; walk
переходить/v|cross; go over
перейти/v|cross; go over
подходить/v|approach; suit; fit
подойти/v|approach; come up; suit
доходить/v|reach; get to
дойти/v|reach; get to
приезжать/v|arrive; come (by vehicle)
уезжать/v|leave; go away (by vehicle)
привезти/v|bring (by vehicle)
привозить/v|bring (by vehicle)
отвезти/v|take (by vehicle); drive
доехать/v|get to; reach (by vehicle)
полететь/v|fly; set off flying
прилететь/v|arrive (by air)
улететь/v|fly away; leave (by air)
плыть/v|swim; sail; float
садиться/v|sit down; get on; board
встречаться/v|meet; date
встретиться/v|meet
знакомиться/v|meet; get to know
познакомиться/v|meet; get acquainted
прощаться/v|say goodbye
попрощаться/v|say goodbye
здороваться/v|greet; say hello
поздороваться/v|greet; say hello
целовать/v|kiss
поцеловать/v|kiss
обнимать/v|hug; embrace
обнять/v|hug; embrace
ненавидеть/v|hate
полюбить/v|fall in love with; come to like
влюбиться/v|fall in love
хотеться/v|feel like; want (мне хочется)
захотеть/v|want; feel like
смочь/v|be able; manage
уметь/v|can; know how
суметь/v|manage; be able
пытаться/v|try; attempt
попытаться/v|try; attempt
постараться/v|try; do one's best
ошибаться/v|be mistaken; make mistakes
ошибиться/v|make a mistake; be wrong
соглашаться/v|agree
согласиться/v|agree
спорить/v|argue; bet
ругаться/v|swear; quarrel
обижаться/v|take offence; be hurt
обидеть/v|offend; hurt
сердиться/v|be angry
злиться/v|be angry
волноваться/v|worry; be nervous
беспокоиться/v|worry
удивляться/v|be surprised
удивить/v|surprise
радоваться/v|be glad; rejoice
обрадоваться/v|be glad; be delighted
скучать/v|be bored; miss
грустить/v|be sad
засмеяться/v|start laughing; laugh
улыбнуться/v|smile
заплакать/v|start crying
крикнуть/v|shout; cry out
замолчать/v|fall silent; stop talking
спеть/v|sing
нарисовать/v|draw; paint
сфотографировать/v|photograph; take a picture
почувствовать/v|feel
посоветовать/v|advise; recommend
потребовать/v|demand
понадобиться/v|be needed
нуждаться/v|need; be in need
зависеть/v|depend
принадлежать/v|belong
означать/v|mean
значить/v|mean
являться/v|be; appear
появиться/v|appear; show up
появляться/v|appear; show up
исчезнуть/v|disappear; vanish
исчезать/v|disappear; vanish
случиться/v|happen
случаться/v|happen
происходить/v|happen; take place; come from
произойти/v|happen; take place
получиться/v|work out; turn out
получаться/v|work out; turn out
удаться/v|succeed; manage (мне удалось)
удаваться/v|succeed; manage
оставаться/v|stay; remain
оставить/v|leave; keep
оставлять/v|leave; keep
находиться/v|be; be located
находить/v|find
достать/v|get; take out; reach
доставать/v|get; take out; reach
повесить/v|hang
вешать/v|hang
поднять/v|raise; lift; pick up
поднимать/v|raise; lift; pick up
подниматься/v|go up; rise; climb
спуститься/v|go down; descend
спускаться/v|go down; descend
бить/v|beat; hit; strike
ударить/v|hit; strike
стрелять/v|shoot
бороться/v|fight; struggle
воевать/v|fight; be at war
победить/v|win; defeat
побеждать/v|win; defeat
защищать/v|defend; protect
защитить/v|defend; protect
нападать/v|attack
напасть/v|attack
погибнуть/v|die; perish; be killed
умирать/v|die
убивать/v|kill
спасать/v|save; rescue
прятать/v|hide
спрятать/v|hide
прятаться/v|hide
убежать/v|run away; escape
убегать/v|run away; escape
следовать/v|follow
следить/v|follow; watch; keep an eye on
толкать/v|push
тянуть/v|pull; drag
тащить/v|drag; pull; carry
возить/v|carry; drive (regularly)
привести/v|bring; lead
приводить/v|bring; lead
развивать/v|develop
развиваться/v|develop
вырасти/v|grow; grow up
сломать/v|break
ломать/v|break
разбить/v|break; smash
чинить/v|repair; fix
починить/v|repair; fix
исправить/v|correct; fix
исправлять/v|correct; fix
создать/v|create
создавать/v|create
производить/v|produce; make
жарить/v|fry; roast
печь/v|bake
помыть/v|wash
гладить/v|iron; stroke
чистить/v|clean; brush; peel
одеть/v|dress (someone)
одевать/v|dress (someone)
надеть/v|put on
надевать/v|put on
снять/v|take off; rent; film
снимать/v|take off; rent; film
раздеваться/v|get undressed
бриться/v|shave
купаться/v|bathe; swim
загорать/v|sunbathe
кататься/v|ride; go for a ride
прыгать/v|jump
прыгнуть/v|jump
устать/v|get tired
уставать/v|get tired
заболеть/v|fall ill; get sick
выздороветь/v|recover; get well
кашлять/v|cough
дышать/v|breathe
пахнуть/v|smell
послушать/v|listen
глядеть/v|look
взглянуть/v|glance; take a look
заметить/v|notice
замечать/v|notice
наблюдать/v|observe; watch
рассматривать/v|examine; consider
рассмотреть/v|examine; consider
проверить/v|check; test
проверять/v|check; test
сравнить/v|compare
сравнивать/v|compare
голосовать/v|vote
обсуждать/v|discuss
обсудить/v|discuss
предлагать/v|offer; suggest; propose
предложить/v|offer; suggest; propose
принимать/v|accept; take; receive
принять/v|accept; take; receive
отказаться/v|refuse; give up
отказываться/v|refuse; give up
разрешать/v|allow; permit
разрешить/v|allow; permit; resolve
запрещать/v|forbid; ban
запретить/v|forbid; ban
позволять/v|allow; let
позволить/v|allow; let; afford
`;
