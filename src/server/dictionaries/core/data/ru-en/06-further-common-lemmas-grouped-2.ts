/** ru-en, part 6: Part 2: further common lemmas (not in ru-frequency.ts), grouped by kind (2). Format and provenance: ../ru-en.ts. */
export default `
мешать/v|disturb; bother; stir
помешать/v|disturb; prevent
повторять/v|repeat; revise
повторить/v|repeat
переводить/v|translate; transfer
перевести/v|translate; transfer
записать/v|write down; record
записывать/v|write down; record
подписать/v|sign
печатать/v|print; type
отправить/v|send
отправлять/v|send
послать/v|send
посылать/v|send
передать/v|pass; hand over; broadcast
передавать/v|pass; hand over; broadcast
вернуть/v|return; give back
возвращать/v|return; give back
тратить/v|spend
потратить/v|spend
стоить/v|cost; be worth
зарабатывать/v|earn
заработать/v|earn; start working
заказать/v|order; book
заказывать/v|order; book
переехать/v|move (house); cross; run over
переезжать/v|move (house); cross
служить/v|serve
управлять/v|manage; govern; drive
руководить/v|lead; manage; direct
участвовать/v|take part; participate
побывать/v|visit; have been
посетить/v|visit
посещать/v|visit; attend
навестить/v|visit (someone)
пригласить/v|invite
приглашать/v|invite
праздновать/v|celebrate
отмечать/v|celebrate; mark; note
отметить/v|celebrate; mark; note
поздравить/v|congratulate
поздравлять/v|congratulate
дарить/v|give (as a gift)
подарить/v|give (as a gift)
благодарить/v|thank
поблагодарить/v|thank
извиниться/v|apologize
извиняться/v|apologize
простить/v|forgive
прощать/v|forgive
обещать/v|promise
врать/v|lie; tell lies
обманывать/v|deceive; cheat
шутить/v|joke
болтать/v|chat; chatter
поговорить/v|talk; have a talk
разговаривать/v|talk; converse
сообщить/v|inform; report; tell
сообщать/v|inform; report; tell
объявить/v|announce; declare
описать/v|describe
описывать/v|describe
доказать/v|prove
доказывать/v|prove
утверждать/v|claim; assert; approve
признать/v|admit; recognize
заявить/v|declare; state
подумать/v|think
представить/v|imagine; introduce; present
представлять/v|imagine; represent; present
предполагать/v|suppose; assume
ожидать/v|expect; wait for
сомневаться/v|doubt
догадаться/v|guess; figure out
предпочитать/v|prefer
хвалить/v|praise
ругать/v|scold; criticize
критиковать/v|criticize
уважать/v|respect
ценить/v|value; appreciate
заботиться/v|take care of; care about
воспитывать/v|bring up; raise; educate
кормить/v|feed
преподавать/v|teach
готовиться/v|prepare; get ready
сдать/v|pass (an exam); hand in
сдавать/v|take (an exam); hand in; rent out
поступить/v|enter; enrol; act
поступать/v|enter; enrol; act
окончить/v|finish; graduate from
запомнить/v|remember; memorize
запоминать/v|remember; memorize
изобрести/v|invent
исследовать/v|research; investigate
сыграть/v|play
выступать/v|perform; speak; appear
тренироваться/v|train; practise
ремонтировать/v|repair; renovate
красить/v|paint; dye
копать/v|dig
сажать/v|plant; seat; put in jail
посадить/v|plant; seat; put in jail
собирать/v|collect; gather; pick
собрать/v|collect; gather; assemble
собираться/v|gather; be going to; pack
делить/v|divide; share
разделить/v|divide; share
добавить/v|add
добавлять/v|add
включить/v|turn on; include
включать/v|turn on; include
выключить/v|turn off; switch off
выключать/v|turn off; switch off
нажать/v|press; push
нажимать/v|press; push
разбудить/v|wake up (someone)
будить/v|wake up (someone)
засыпать/v|fall asleep
заснуть/v|fall asleep
испугаться/v|get frightened
пугать/v|frighten; scare
стучать/v|knock
звучать/v|sound
шуметь/v|make noise
гореть/v|burn; be on (of a light)
светить/v|shine
таять/v|melt
замёрзнуть/v|freeze; be cold
дуть/v|blow
лить/v|pour
течь/v|flow; leak
хватать/v|be enough; grab
хватить/v|be enough; suffice
надоесть/v|bore; be fed up with
касаться/v|touch; concern
трогать/v|touch; move (emotionally)
привыкнуть/v|get used to
привыкать/v|get used to
измениться/v|change
изменяться/v|change
меняться/v|change; swap
улучшить/v|improve
длиться/v|last
спешить/v|hurry; be fast (of a clock)
торопиться/v|hurry
подождать/v|wait
дождаться/v|wait until; wait for
провожать/v|see off; accompany
проводить/v|spend (time); conduct; see off
провести/v|spend (time); conduct; hold
терпеть/v|endure; bear; tolerate
страдать/v|suffer
беречь/v|take care of; save
хранить/v|keep; store
сохранить/v|keep; save; preserve
сохранять/v|keep; save; preserve
охранять/v|guard; protect
подать/v|serve; give; submit
подавать/v|serve; give; submit
показаться/v|seem; appear
выглядеть/v|look; appear
оказываться/v|turn out; find oneself
родить/v|give birth
развестись/v|divorce; get divorced
соответствовать/v|correspond; match
содержать/v|contain; keep; support
состоять/v|consist; be
превратиться/v|turn into
перестать/v|stop; cease
переставать/v|stop; cease
попасть/v|get to; hit; end up
попадать/v|get to; hit; end up
достичь/v|reach; achieve
достигать/v|reach; achieve
добиться/v|achieve; obtain
применять/v|apply; use
пользоваться/v|use; enjoy
воспользоваться/v|use; take advantage of
употреблять/v|use
действовать/v|act; work; operate
вызвать/v|call; cause
вызывать/v|call; cause
заставить/v|force; make
заставлять/v|force; make
убедить/v|convince; persuade
убеждать/v|convince; persuade
приказать/v|order; command
велеть/v|order; tell
учитывать/v|take into account
рассчитывать/v|count on; calculate
планировать/v|plan
выполнить/v|carry out; fulfil
выполнять/v|carry out; fulfil
основать/v|found; establish
разрушить/v|destroy
уничтожить/v|destroy
сжечь/v|burn
выбросить/v|throw away
пропускать/v|miss; skip; let pass
пропустить/v|miss; skip; let pass
двигаться/v|move
повернуть/v|turn
поворачивать/v|turn
обернуться/v|turn around; turn into
оглянуться/v|look back
кивнуть/v|nod
махать/v|wave
указать/v|point; indicate
указывать/v|point; indicate
схватить/v|grab; seize; catch
вытащить/v|pull out; drag out
кинуть/v|throw
уронить/v|drop
ранить/v|wound; injure
вылечить/v|cure
слушаться/v|obey
доверять/v|trust
желать/v|wish; desire
пожелать/v|wish
жалеть/v|regret; feel sorry for
внук|grandson
внучка|granddaughter
дед|grandfather; old man
родитель|parent
родственник|relative
жених|fiancé; bridegroom
невеста|fiancée; bride
товарищ|comrade; friend
хозяин|owner; host; master
хозяйка|hostess; landlady; housewife
господин|mister; gentleman; master
дама|lady
малыш|little one; kid; toddler
старик|old man
старуха|old woman
ученик|pupil; student; apprentice
ученица|pupil; schoolgirl
преподаватель|teacher; lecturer
инженер|engineer
водитель|driver
шофёр|driver; chauffeur
продавец|shop assistant; seller
покупатель|customer; buyer
клиент|client; customer
официант|waiter
повар|cook; chef
медсестра|nurse
полиция|police
офицер|officer
генерал|general
король|king
королева|queen
царь|tsar; king
принц|prince
принцесса|princess
бог|god
чёрт|devil
ангел|angel
пассажир|passenger
турист|tourist
иностранец|foreigner
житель|resident; inhabitant
гражданин|citizen
народ|people; nation
нация|nation
член|member
участник|participant; member
специалист|specialist; expert
журналист|journalist
музыкант|musician
певец|singer
артист|artist; performer; actor
поэт|poet
спортсмен|athlete; sportsman
игрок|player
тренер|coach; trainer
судья|judge; referee
адвокат|lawyer; attorney
бизнесмен|businessman
менеджер|manager
секретарь|secretary
бухгалтер|accountant
программист|programmer
фермер|farmer
пенсионер|pensioner; retiree
вор|thief
преступник|criminal
свидетель|witness
жертва|victim; sacrifice
лидер|leader
министр|minister
мэр|mayor
лоб|forehead
щека|cheek
шея|neck
горло|throat
грудь|chest; breast
локоть|elbow
ладонь|palm
колено|knee
`;
