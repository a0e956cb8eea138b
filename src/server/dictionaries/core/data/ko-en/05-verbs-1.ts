/** ko-en, part 5: Verbs (1). Format and provenance: ../ko-en.ts. */
export default `
# Verbs
가지다/v|have; own; take
가져가다/v|take (along)
가져오다/v|bring
걸다/v|hang; make (a call); bet
걸리다/v|take (time); catch (a cold); hang
나다/v|come out; occur; grow
남다/v|remain; be left
남기다/v|leave (behind); leave (food) uneaten
내다/v|pay; submit; make
넘다/v|exceed; go over; cross
넘기다/v|pass; turn (a page); hand over
놀라다/v|be surprised; be startled
늘다/v|increase; improve
늘리다/v|increase; extend
닦다/v|wipe; brush (teeth); polish
달다/v|hang; attach
당하다/v|suffer; undergo; be cheated
대다/v|touch; put against; park
데려가다/v|take (a person) along
데려오다/v|bring (a person)
도망가다/v|run away; escape
돌다/v|turn; spin; go around
돌리다/v|turn; spin; hand out
드리다/v|give (honorific)
드시다/v|eat; drink (honorific)
주무시다/v|sleep (honorific)
계시다/v|be; stay (honorific)
말씀하다/v|speak; say (honorific)
떠나다/v|leave; depart
떨어지다/v|fall; drop; run out
떨어뜨리다/v|drop
뜨다/v|float; rise (sun); open (eyes)
마치다/v|finish; complete
막다/v|block; prevent; stop
만지다/v|touch
말다/v|stop; not do (-지 말다 = don't)
맡다/v|take charge of; smell; keep
맡기다/v|entrust; leave (in care)
맞추다/v|fit; adjust; guess right
매다/v|tie; fasten
멈추다/v|stop
모시다/v|serve; accompany (honorific)
묶다/v|tie; bind
미루다/v|postpone; put off
밀다/v|push
받아들이다/v|accept
발견하다/v|discover; find
밝히다/v|reveal; make clear; light up
버리다/v|throw away; abandon
벌다/v|earn (money)
변하다/v|change
부딪히다/v|bump into; collide
불다/v|blow
비다/v|be empty
비우다/v|empty; clear
빠지다/v|fall into; be missing; lose (weight)
사라지다/v|disappear; vanish
살리다/v|save (a life); revive
삼키다/v|swallow
상하다/v|go bad; spoil; be hurt
생각나다/v|come to mind; remember
섞다/v|mix
세다/v|count
소개하다/v|introduce
속다/v|be deceived; be fooled
속이다/v|deceive; cheat
숨다/v|hide (oneself)
숨기다/v|hide (something); conceal
시키다/v|order (food); make (someone do)
식다/v|cool down; get cold
싣다/v|load; carry
싸다/v|wrap; pack
쌓다/v|pile up; build up
쏟다/v|spill; pour out
쓰러지다/v|collapse; fall down
아끼다/v|save; cherish; spare
안다/v|hug; hold in one's arms
알아보다/v|find out; recognize
알아듣다/v|understand (what is said)
얻다/v|get; gain; obtain
없애다/v|get rid of; remove
여기다/v|regard; consider
열리다/v|open; be held
오르다/v|go up; rise; climb
올리다/v|raise; put up; post
옮기다/v|move; carry; transfer
외우다/v|memorize
움직이다/v|move
이끌다/v|lead
이루다/v|achieve; accomplish
익다/v|ripen; be cooked
익히다/v|learn; get used to; cook
잇다/v|connect; continue
잘되다/v|go well; succeed
잠그다/v|lock
잠들다/v|fall asleep
잡히다/v|be caught
적다/v|write down; note
전하다/v|convey; pass on; deliver
정리하다/v|organize; tidy up; sum up
조심하다/v|be careful; watch out
졸다/v|doze off
좋아지다/v|get better; improve
줄다/v|decrease; shrink
줄이다/v|reduce; cut down
줍다/v|pick up
지키다/v|keep; protect; guard
지우다/v|erase; delete
짓다/v|build; make (a name); cook (rice)
찾아가다/v|go to see; visit
찾아오다/v|come to see; visit
채우다/v|fill
챙기다/v|take care of; pack; bring
추다/v|dance (춤을 추다)
취소하다/v|cancel
치우다/v|clear away; tidy up
키우다/v|raise; grow; keep (a pet)
튀기다/v|fry; deep-fry
틀다/v|turn on (music, TV); twist
파다/v|dig
펴다/v|open; spread; unfold
풀다/v|solve; untie; relieve
피다/v|bloom
피우다/v|smoke; light (a fire)
피하다/v|avoid
향하다/v|head for; face
확인하다/v|check; confirm
흐르다/v|flow; pass (time)
흔들다/v|shake; wave
흘리다/v|spill; shed (tears)
화내다/v|get angry
나누다/v|divide; share
따라가다/v|follow; go along
따라오다/v|follow; come along
다치다/v|get hurt; be injured
달라지다/v|change; become different
닮다/v|resemble; look like
담다/v|put in (a container)
더하다/v|add
덮다/v|cover
돌보다/v|look after; take care of
들르다/v|drop by; stop by
따다/v|pick; win (a medal); get (a license)
때리다/v|hit; beat
떠올리다/v|recall; think of
떨다/v|tremble; shake
뜯다/v|tear off; open (a package)
마르다/v|dry; get thin
말리다/v|dry; stop (someone)
망치다/v|ruin; spoil
맞이하다/v|welcome; greet
먹이다/v|feed
모자라다/v|be short of; lack
물다/v|bite
물어보다/v|ask
미치다/v|go crazy; reach
바라보다/v|look at; gaze at
밟다/v|step on
배달하다/v|deliver
보여주다/v|show
보호하다/v|protect
부수다/v|break; smash
부치다/v|send (by mail); fry (pancakes)
붓다/v|pour; swell
붙다/v|stick; pass (an exam)
비교하다/v|compare
비키다/v|step aside; move out of the way
빌다/v|pray; wish; beg
뽑다/v|pick; pull out; elect
사귀다/v|make friends; go out with
살펴보다/v|look over; examine
선택하다/v|choose; select
성공하다/v|succeed
실패하다/v|fail
소리치다/v|shout; yell
시도하다/v|try; attempt
신청하다/v|apply; sign up
실수하다/v|make a mistake
쌓이다/v|pile up; accumulate
썩다/v|rot; go bad
안내하다/v|guide; show around; inform
알려주다/v|tell; let know
어울리다/v|suit; go well with; hang out
연결하다/v|connect; link
예약하다/v|reserve; book
오해하다/v|misunderstand
외출하다/v|go out
요구하다/v|demand; require
울리다/v|ring; make (someone) cry
이사하다/v|move (house)
인사하다/v|greet; say hello
일으키다/v|cause; raise; wake
잃어버리다/v|lose
잊어버리다/v|forget
자랑하다/v|boast; show off; be proud of
잘못하다/v|do wrong; make a mistake
적응하다/v|adapt; adjust
조사하다/v|investigate; survey
존재하다/v|exist
주문하다/v|order
주의하다/v|pay attention; be careful
죽이다/v|kill
지나가다/v|pass by; go by
지치다/v|be exhausted; be tired of
질문하다/v|ask (a question)
집중하다/v|concentrate; focus
차다/v|kick; be full; wear (a watch)
참가하다/v|participate; take part
참석하다/v|attend
추천하다/v|recommend
축하하다/v|congratulate; celebrate
출근하다/v|go to work
퇴근하다/v|leave work; get off work
치료하다/v|treat; cure
칭찬하다/v|praise; compliment
통화하다/v|talk on the phone
판단하다/v|judge; decide
포기하다/v|give up
표현하다/v|express
합격하다/v|pass (an exam)
해결하다/v|solve; resolve
허락하다/v|allow; permit
환영하다/v|welcome
활동하다/v|be active; work
회복하다/v|recover
후회하다/v|regret
힘내다/v|cheer up; keep one's strength up
경험하다/v|experience
구경하다/v|look around; sightsee; watch
구하다/v|look for; get; save (rescue)
기대하다/v|look forward to; expect
기뻐하다/v|be glad; rejoice
노력하다/v|try hard; make an effort
대화하다/v|talk; have a conversation
도전하다/v|challenge; try
등록하다/v|register; enroll
발표하다/v|announce; present
방문하다/v|visit
변화하다/v|change
복습하다/v|review (lessons)
예습하다/v|prepare (lessons) in advance
생활하다/v|live; lead a life
설치하다/v|install; set up
성장하다/v|grow
세탁하다/v|wash; do laundry
수리하다/v|repair; fix
식사하다/v|have a meal; eat
실망하다/v|be disappointed
안심하다/v|be relieved
연구하다/v|research; study
완성하다/v|complete; finish
인정하다/v|admit; recognize
입원하다/v|be hospitalized
퇴원하다/v|leave the hospital
저장하다/v|save; store
전달하다/v|deliver; pass on
존경하다/v|respect; look up to
주차하다/v|park
증가하다/v|increase
감소하다/v|decrease
지원하다/v|apply; support
진행하다/v|proceed; carry on; host
찬성하다/v|agree; approve
반대하다/v|oppose; object
참여하다/v|participate
취직하다/v|get a job
충전하다/v|charge (a battery)
포함하다/v|include
환불하다/v|refund; get a refund
기억나다/v|remember; come to mind
다녀오다/v|go and come back
올라오다/v|come up
내려오다/v|come down
나타나다/v|appear; show up
넘어지다/v|fall down; trip
미끄러지다/v|slip; slide
알아차리다/v|notice; realize
깨다/v|wake up; break
깨우다/v|wake (someone) up
깨지다/v|break; be broken
꺼지다/v|go out (light, fire); turn off
켜지다/v|come on; be turned on
고장나다/v|break down; be out of order
끊다/v|cut off; quit; hang up
끊기다/v|be cut off; be disconnected
늦다/v|be late
감다/v|wash (hair); close (eyes); wind
빗다/v|comb
면도하다/v|shave
화장하다/v|put on makeup
샤워하다/v|take a shower
목욕하다/v|take a bath
세수하다/v|wash one's face
양치하다/v|brush one's teeth
설거지하다/v|do the dishes
빨래하다/v|do the laundry
장보다/v|go grocery shopping
수영하다/v|swim
등산하다/v|go hiking; climb a mountain
`;
