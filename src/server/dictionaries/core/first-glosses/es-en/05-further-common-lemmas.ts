/** es-en, part 5: Further common lemmas. Format and provenance: ../es-en.ts. */
export default `
# Further common lemmas
# Everyday verbs
acostar/v|put to bed; lie down
afeitar/v|shave
peinar/v|comb
vestir/v|dress; wear
maquillar/v|put on make-up
secar/v|dry
cepillar/v|brush
sentar/v|sit; seat; suit
pelar/v|peel
cortar/v|cut
picar/v|chop; sting; itch
freír/v|fry
hervir/v|boil
hornear/v|bake
asar/v|roast; grill
mezclar/v|mix
batir/v|beat; whisk
añadir/v|add
echar/v|throw; put in; pour
calentar/v|heat; warm up
enfriar/v|cool; chill
probar/v|try; taste; test
remover/v|stir; remove
rallar/v|grate
untar/v|spread
derretir/v|melt
pesar/v|weigh
medir/v|measure
agregar/v|add
colar/v|strain; sneak in
tapar/v|cover; put a lid on
dorar/v|brown (in cooking)
sazonar/v|season
reservar/v|book; reserve; set aside
alquilar/v|rent; hire
volar/v|fly
aterrizar/v|land
despegar/v|take off
facturar/v|check in (luggage); invoice
pasear/v|go for a walk; stroll
recorrer/v|travel around; go through
explorar/v|explore
descargar/v|download; unload
instalar/v|install; set up
actualizar/v|update
cargar/v|charge; load; carry
conectar/v|connect
desconectar/v|disconnect
encender/v|turn on; light
apagar/v|turn off; put out
grabar/v|record; film
editar/v|edit
compartir/v|share
publicar/v|publish; post
suscribir/v|subscribe
comentar/v|comment; mention
funcionar/v|work; function
fallar/v|fail; miss
reiniciar/v|restart; reboot
borrar/v|delete; erase
copiar/v|copy
pegar/v|stick; paste; hit
imprimir/v|print
escanear/v|scan
teclear/v|type
pulsar/v|press; click
divorciar/v|divorce
enamorar/v|fall in love (enamorarse); charm
besar/v|kiss
abrazar/v|hug; embrace
saludar/v|greet; say hello
despedir/v|say goodbye; fire (job)
conversar/v|talk; chat
charlar/v|chat
discutir/v|argue; discuss
pelear/v|fight; quarrel
perdonar/v|forgive; excuse
agradecer/v|thank; be grateful for
disculpar/v|excuse; forgive
prometer/v|promise
mentir/v|lie (tell lies)
confiar/v|trust; rely
dudar/v|doubt; hesitate
imaginar/v|imagine
adivinar/v|guess
averiguar/v|find out
notar/v|notice
observar/v|observe; watch
fijar/v|fix; set; notice (fijarse)
revisar/v|check; review; revise
comprobar/v|check; verify
elegir/v|choose; elect
escoger/v|choose; pick
opinar/v|think; give an opinion
proponer/v|propose; suggest
sugerir/v|suggest
recomendar/v|recommend
aconsejar/v|advise
avisar/v|warn; let know
anunciar/v|announce; advertise
informar/v|inform; report
describir/v|describe
traducir/v|translate
pronunciar/v|pronounce
deletrear/v|spell
significar/v|mean
corregir/v|correct
practicar/v|practise
memorizar/v|memorize
aprobar/v|pass (exam); approve
suspender/v|fail (exam); suspend
graduar/v|graduate; adjust
matricular/v|enrol; register
apuntar/v|note down; aim; sign up
firmar/v|sign
rellenar/v|fill in; stuff
entregar/v|hand in; deliver
devolver/v|give back; return
prestar/v|lend
ahorrar/v|save (money)
gastar/v|spend; wear out
cobrar/v|charge; get paid
deber|duty; obligation
costear/v|pay for; afford
mudar/v|move (house); change
crecer/v|grow; grow up
envejecer/v|grow old; age
durar/v|last
tardar/v|take (time); be late
demorar/v|delay; take (time)
apurar/v|hurry; finish off
saltar/v|jump; skip
empujar/v|push
tirar/v|throw; pull; throw away
lanzar/v|throw; launch
coger/v|take; catch; grab
agarrar/v|grab; hold; catch
soltar/v|let go; release
atrapar/v|catch; trap
golpear/v|hit; knock
tropezar/v|trip; stumble
herir/v|injure; hurt
lastimar/v|hurt; injure
sangrar/v|bleed
curar/v|cure; heal
sanar/v|heal; get well
enfermar/v|fall ill; make ill
toser/v|cough
estornudar/v|sneeze
respirar/v|breathe
sudar/v|sweat
temblar/v|tremble; shake
vomitar/v|vomit; throw up
tragar/v|swallow
morder/v|bite
masticar/v|chew
oler/v|smell
saborear/v|taste; savour
escupir/v|spit
fumar/v|smoke
emborrachar/v|get drunk
brindar/v|toast; offer
atender/v|serve; attend to; answer
acercar/v|bring closer; approach
alejar/v|move away
acompañar/v|go with; accompany
reunir/v|gather; meet; join
juntar/v|put together; gather
separar/v|separate; split up
dividir/v|divide; split
sumar/v|add (up)
restar/v|subtract
multiplicar/v|multiply
calcular/v|calculate; estimate
aumentar/v|increase; rise
disminuir/v|decrease; reduce
reducir/v|reduce; cut down
mejorar/v|improve; get better
empeorar/v|get worse
evitar/v|avoid; prevent
impedir/v|prevent; stop
proteger/v|protect
defender/v|defend
atacar/v|attack
luchar/v|fight; struggle
vencer/v|defeat; beat; expire
fracasar/v|fail
triunfar/v|succeed; triumph
competir/v|compete
entrenar/v|train; coach
marcar/v|score; mark; dial
chutar/v|shoot (ball); kick
patear/v|kick
esquiar/v|ski
patinar/v|skate; skid
pescar/v|fish; catch
cazar/v|hunt
acampar/v|camp
escalar/v|climb
navegar/v|sail; browse (web)
bucear/v|dive; snorkel
montar/v|ride; assemble; set up
pintar/v|paint
dibujar/v|draw
tejer/v|knit; weave
coser/v|sew
plantar/v|plant
regar/v|water (plants)
cultivar/v|grow; cultivate
recoger/v|pick up; collect; tidy
ordenar/v|tidy; order; sort
barrer/v|sweep
fregar/v|wash up; mop
planchar/v|iron
tender/v|hang out (washing); tend
doblar/v|fold; turn; dub
colgar/v|hang; hang up
`;
