/** fr-en, part 1: From fr-frequency.ts, in its order (1). Format and provenance: ../fr-en.ts. */
export default `
# From fr-frequency.ts, in its order
le|the; him; it
de|of; from; some
un|a; an; one
être/v|be
et|and
à|to; at; in
il|he; it
avoir/v|have
ne|not (ne ... pas)
je|I
son|his; her; its
que|that; what; than
se|oneself; himself; herself
qui|who; which; that
ce|this; that; it
dans|in; into
en|in; some; of it
du|some; of the; from the
elle|she; her; it
au|to the; at the; in the
pour|for; in order to
pas|not; step
vous|you
par|by; through; per
sur|on; about; over
faire/v|do; make
plus|more; no more (ne ... plus)
dire/v|say; tell
me|me; myself
on|we; one; people
mon|my
lui|him; her; to him
nous|we; us
comme|like; as; since
mais|but
pouvoir/v|can; be able to
avec|with
tout|all; everything; every
y|there; it; to it
aller/v|go
voir/v|see
bien|well; good; fine
où|where; when
sans|without
tu|you (informal)
ou|or
leur|their; to them
homme|man
si|if; so; yes (to a negative)
deux/m|two
moi|me; I
vouloir/v|want
te|you; yourself (informal)
femme|woman; wife
venir/v|come
quand|when
grand/a|big; tall; great
celui|the one; that one
notre|our
devoir/v|must; have to; owe
là|there; here
jour|day
prendre/v|take
même/a|same; very; itself
votre|your
rien|nothing; anything
petit/a|small; little; short
encore/r|again; still; more
aussi|also; too; as
quelque|some; a few
dont|of which; whose
trouver/v|find
donner/v|give
temps|time; weather
ça|that; it; this
peu/r|little; not much
même|even; same
falloir/v|be necessary; need
sous|under; beneath
parler/v|speak; talk
alors|so; then
main|hand
chose|thing
ton|your (informal); tone
mettre/v|put; put on; take (time)
vie|life
savoir/v|know; know how to
œil|eye
passer/v|pass; spend (time); go by
autre/a|other; another
après|after; afterwards
regarder/v|look at; watch
toujours/r|always; still
puis|then
jamais/r|never; ever
cela|that; it
aimer/v|love; like
non|no; not
heure|hour; time; o'clock
croire/v|believe; think
cent/m|hundred
monde|world; people
donc|so; therefore
enfant|child
fois|time (occasion)
seul/a|alone; only; single
autre|other; another
entre|between; among
vers|towards; around; verse
chez|at (someone's place); at
demander/v|ask; ask for
jeune/a|young
jusque|until; up to
très|very
moment|moment
rester/v|stay; remain
répondre/v|answer; reply
tête|head
père|father
fille|girl; daughter
mille/m|thousand
premier/a|first
car|because; for; coach
entendre/v|hear
ni|nor; neither ... nor
bon/a|good; right
trois/m|three
cœur|heart
an|year
terre|earth; ground; land
contre|against
dieu|god
monsieur|sir; mister; gentleman
voix|voice; vote
penser/v|think
quel|what; which
arriver/v|arrive; happen; manage
maison|house; home
devant/r|in front; ahead
coup|blow; hit; knock
beau/a|beautiful; handsome; nice
connaître/v|know; be familiar with
devenir/v|become
air|air; look; tune
mot|word
nuit|night
sentir/v|feel; smell
vieux/a|old
sembler/v|seem
moins/r|less; minus
tenir/v|hold; keep
ici/r|here
comprendre/v|understand; include
oui|yes
pendant|during; for
porte|door; gate
ami|friend
trop/r|too; too much
porter/v|carry; wear
peu|little; few
regard|look; gaze
depuis|since; for
besoin|need
sortir/v|go out; leave; take out
toucher/v|touch; receive (money)
dernier/a|last; latest
lever/v|raise; lift
long/a|long
écrire/v|write
chercher/v|look for; fetch
nom|name; noun
corps|body
vivre/v|live
revenir/v|come back; return
côté|side
partir/v|leave; go away
mourir/v|die
lire/v|read
suivre/v|follow; take (a course)
paraître/v|seem; appear
mère|mother
pied|foot
attendre/v|wait; wait for; expect
rendre/v|give back; make; return
entrer/v|enter; come in
perdre/v|lose; waste
place|place; seat; square
ouvrir/v|open
tomber/v|fall
gens|people
appeler/v|call
pays|country
nouveau/a|new
vrai/a|true; real
rue|street
heureux/a|happy
tourner/v|turn; shoot (a film)
ville|town; city
mort|death; dead person
question|question
gros/a|big; fat
bras|arm
raison|reason; right (avoir raison)
fin|end
travail|work; job
arrêter/v|stop; arrest
noir/a|black; dark
blanc/a|white
reprendre/v|take back; resume
doute|doubt
plein/a|full
pauvre/a|poor
ordre|order
mois|month
semaine|week
dos|back
histoire|story; history
belle/a|beautiful
prêt/a|ready
voiture|car
argent|money; silver
école|school
eau|water
feu|fire; traffic light
jouer/v|play; act
manger/v|eat
boire/v|drink
dormir/v|sleep
travailler/v|work
habiter/v|live (in); reside
acheter/v|buy
vendre/v|sell
payer/v|pay; pay for
coûter/v|cost
aider/v|help
apprendre/v|learn; teach
étudier/v|study
commencer/v|begin; start
finir/v|finish; end
continuer/v|continue; go on
essayer/v|try; try on
oublier/v|forget
rappeler/v|call back; remind
souvenir/v|remember (se souvenir)
montrer/v|show
expliquer/v|explain
raconter/v|tell; recount
chanter/v|sing
danser/v|dance
marcher/v|walk; work (function)
courir/v|run
nager/v|swim
voyager/v|travel
visiter/v|visit (a place)
rencontrer/v|meet
quitter/v|leave
changer/v|change
choisir/v|choose
décider/v|decide
préférer/v|prefer
espérer/v|hope
laisser/v|leave; let
permettre/v|allow; permit
promettre/v|promise
recevoir/v|receive; get
envoyer/v|send
apporter/v|bring
emporter/v|take away; take along
amener/v|bring (someone)
présenter/v|present; introduce
préparer/v|prepare; make
cuisiner/v|cook
laver/v|wash
nettoyer/v|clean
ranger/v|tidy; put away
fermer/v|close; shut
allumer/v|turn on; light
éteindre/v|turn off; put out
gagner/v|win; earn
compter/v|count
mesurer/v|measure
envie|desire; urge (avoir envie)
peur|fear
faim|hunger
soif|thirst
froid|cold
chaud/a|hot; warm
sommeil|sleep; sleepiness
tort|wrong (avoir tort); fault
aujourd'hui/r|today
demain/r|tomorrow
hier/r|yesterday
maintenant/r|now
bientôt/r|soon
tard/r|late
tôt/r|early
déjà/r|already
souvent/r|often
parfois/r|sometimes
`;
