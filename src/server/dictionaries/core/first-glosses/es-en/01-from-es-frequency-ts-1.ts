/** es-en, part 1: From es-frequency.ts, in its order (1). Format and provenance: ../es-en.ts. */
export default `
# From es-frequency.ts, in its order
de|of; from; about
el|the
que|that; which; than
y|and
a|to; at
en|in; on; at
un|a; an; one
ser/v|be
se|oneself; himself; herself
no|no; not
haber/v|have (auxiliary); there be
por|for; by; through
con|with
su|his; her; their
para|for; to; in order to
como|like; as; how
estar/v|be (state, location)
tener/v|have
le|(to) him; (to) her; (to) you (formal)
lo|it; him; the
todo|all; everything; whole
pero|but
más|more; most; plus
hacer/v|do; make
o|or
poder/v|can; be able to
decir/v|say; tell
este|this
ir/v|go
otro/a|other; another
ese|that
la|the; her; it
si|if; whether
me|me; myself
ya|already; now; anymore
ver/v|see; watch
porque|because
dar/v|give
cuando|when
él|he; him
muy|very
sin|without
vez|time (occasion); turn
mucho|a lot; much; many
saber/v|know; taste (of)
qué|what; which; how
sobre|about; on; over
mi|my
alguno|some; any; one (of them)
mismo/a|same; self
yo|I
también|also; too
hasta|until; up to; even
año|year
dos/m|two
querer/v|want; love
entre|between; among
así|like this; so; thus
primero/a|first
desde|from; since
grande/a|big; large; great
eso|that
ni|nor; not even
nos|us; ourselves
llegar/v|arrive; reach; get (to)
pasar/v|happen; pass; spend (time)
tiempo|time; weather
ella|she; her
sí|yes; oneself
día|day
uno/m|one
bien|well; fine; good
poco|little; few; a bit
deber/v|must; should; owe
entonces|then; so
poner/v|put; place; turn on
cosa|thing
tanto|so much; so many; as much
hombre|man
parecer/v|seem; look like
nuestro|our; ours
tan|so; as
donde|where
ahora/r|now
parte|part; share; side
después/r|after; afterwards; later
vida|life
quedar/v|stay; remain; be left
siempre/r|always
creer/v|believe; think
hablar/v|speak; talk
llevar/v|carry; take; wear
dejar/v|leave; let; stop (doing)
nada|nothing; anything
cada|each; every
seguir/v|follow; continue; keep (doing)
menos|less; fewer; minus
nuevo/a|new
encontrar/v|find; meet
algo|something; anything
solo/r|only; just
pues|well; so; then
llamar/v|call; knock; name
venir/v|come
pensar/v|think
salir/v|go out; leave
volver/v|come back; return; do again
tomar/v|take; drink; have
conocer/v|know (person, place); meet
vivir/v|live
sentir/v|feel; be sorry
tratar/v|try (tratar de); treat; deal with
mirar/v|look at; watch
contar/v|tell; count
empezar/v|start; begin
esperar/v|wait; hope; expect
buscar/v|look for; search
existir/v|exist
entrar/v|enter; go in; come in
trabajar/v|work
escribir/v|write
perder/v|lose; miss
producir/v|produce; cause
ocurrir/v|happen; occur
entender/v|understand
pedir/v|ask for; order; request
recibir/v|receive; get
recordar/v|remember; remind
terminar/v|finish; end
permitir/v|allow; let
aparecer/v|appear; show up
conseguir/v|get; achieve; manage to
comenzar/v|begin; start
servir/v|serve; be useful
sacar/v|take out; get; pull out
necesitar/v|need
mantener/v|keep; maintain; support
resultar/v|turn out; result
leer/v|read
caer/v|fall; drop
cambiar/v|change; exchange
presentar/v|present; introduce
crear/v|create
abrir/v|open
considerar/v|consider
oír/v|hear
acabar/v|finish; end; have just (done)
convertir/v|turn into; convert
ganar/v|win; earn
formar/v|form; shape; train
traer/v|bring
partir/v|leave; split; cut
morir/v|die
aceptar/v|accept
realizar/v|carry out; do; make
suponer/v|suppose; assume; mean
comprender/v|understand; include
lograr/v|achieve; manage to
explicar/v|explain
preguntar/v|ask
tocar/v|touch; play (music); be one's turn
reconocer/v|recognize; admit
estudiar/v|study
alcanzar/v|reach; catch up with
nacer/v|be born
dirigir/v|direct; lead; manage
correr/v|run
utilizar/v|use
pagar/v|pay
ayudar/v|help
gustar/v|like; please
jugar/v|play
escuchar/v|listen; hear
cumplir/v|fulfil; turn (age); keep
ofrecer/v|offer
descubrir/v|discover; find out
levantar/v|lift; raise; get up
intentar/v|try
usar/v|use; wear
decidir/v|decide
repetir/v|repeat
olvidar/v|forget
valer/v|be worth; cost
comer/v|eat; have lunch
mostrar/v|show
ocupar/v|occupy; take up
mover/v|move
continuar/v|continue
suceder/v|happen; succeed (follow)
cerrar/v|close; shut
preparar/v|prepare; make
enseñar/v|teach; show
aprender/v|learn
viajar/v|travel
comprar/v|buy
vender/v|sell
beber/v|drink
dormir/v|sleep
despertar/v|wake up
bañar/v|bathe; take a bath
duchar/v|shower; take a shower
lavar/v|wash
limpiar/v|clean
cocinar/v|cook
cenar/v|have dinner
desayunar/v|have breakfast
almorzar/v|have lunch
caminar/v|walk
andar/v|walk; go
bailar/v|dance
cantar/v|sing
nadar/v|swim
conducir/v|drive
manejar/v|drive; handle; manage
visitar/v|visit
invitar/v|invite; treat (pay for)
celebrar/v|celebrate
regalar/v|give (as a gift)
amar/v|love
odiar/v|hate
preferir/v|prefer
desear/v|wish; want; desire
soñar/v|dream
reír/v|laugh
llorar/v|cry
sonreír/v|smile
gritar/v|shout; scream
contestar/v|answer; reply
responder/v|answer; respond
mandar/v|send; order
enviar/v|send
llenar/v|fill
vaciar/v|empty
romper/v|break; tear
arreglar/v|fix; repair; tidy
construir/v|build
destruir/v|destroy
subir/v|go up; climb; upload
bajar/v|go down; lower; download
cruzar/v|cross
girar/v|turn; spin
parar/v|stop
quitar/v|remove; take off; take away
guardar/v|keep; save; put away
cuidar/v|take care of; look after
descansar/v|rest
cansar/v|tire; make tired
preocupar/v|worry
enfadar/v|make angry; get angry
molestar/v|bother; annoy
importar/v|matter; import
encantar/v|love (like a lot); delight
doler/v|hurt; ache
faltar/v|be missing; lack
sobrar/v|be left over; be too much
costar/v|cost; be hard
casa|house; home
país|country
mundo|world
momento|moment
forma|form; shape; way
caso|case
lugar|place
gobierno|government
persona|person
mano|hand
ojo|eye
historia|history; story
manera|way; manner
noche|night; evening
trabajo|work; job
punto|point; dot; full stop
verdad|truth
padre|father
madre|mother
agua|water
hijo|son; child
hija|daughter
niño|child; boy
niña|girl; child
familia|family
ciudad|city; town
nombre|name; noun
palabra|word
tierra|earth; land; ground
mujer|woman; wife
gente|people
amigo|friend
amiga|friend (female)
problema|problem
libro|book
calle|street
puerta|door
cabeza|head
semana|week
mes|month
hora|hour; time
minuto|minute
tarde|afternoon; evening
`;
