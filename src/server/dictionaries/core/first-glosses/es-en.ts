/**
 * Hand-reviewed first glosses for common Spanish lemmas (Spanish → English). The dictionary layer
 * puts these meanings first, because the offline FreeDict data often lists a rare or odd sense
 * first (or sorts senses alphabetically).
 *
 * Provenance: written for this project from general knowledge of Spanish and English, and
 * reviewed line by line for accuracy; not copied from any dictionary or word list. The first part
 * follows src/server/language/data/es-frequency.ts entry by entry (same order, spelling and tag,
 * exact repeats skipped); the second part adds further common everyday lemmas.
 *
 * most common everyday learner meaning first. Verbs are infinitives (comer) glossed as bare
 * English infinitives (eat); adjectives are masculine singular.
 * Tags: /v verb, /a adjective, /r adverb, /i interjection, /m number, /p particle,
 * /c conjunction, /d determiner, /n pronoun, /x preposition; untagged = noun (as in the
 * frequency list, which also leaves function words untagged). Lines starting with # are comments.
 */
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
mañana|morning; tomorrow
mesa|table
cuarto|room; quarter
habitación|room; bedroom
cocina|kitchen; cooking; stove
baño|bathroom; bath
sala|room; hall; living room
jardín|garden
ventana|window
cama|bed
silla|chair
coche|car
carro|car; cart
tren|train
avión|plane
autobús|bus
bicicleta|bicycle; bike
camino|way; path; road
viaje|trip; journey
hotel|hotel
playa|beach
mar|sea
montaña|mountain
río|river
campo|countryside; field
pueblo|village; town; people
iglesia|church
escuela|school
colegio|school
universidad|university
clase|class; kind
profesor|teacher; professor
profesora|teacher (female)
estudiante|student
alumno|pupil; student
médico|doctor
doctor|doctor
hospital|hospital
dinero|money
precio|price
tienda|shop; store; tent
mercado|market
banco|bank; bench
restaurante|restaurant
comida|food; meal; lunch
desayuno|breakfast
almuerzo|lunch
cena|dinner; supper
pan|bread
carne|meat
pollo|chicken
pescado|fish (food)
fruta|fruit
manzana|apple; block (of houses)
naranja|orange
verdura|vegetable
papa|potato; pope
patata|potato
tomate|tomato
arroz|rice
huevo|egg
leche|milk
queso|cheese
café|coffee; café
té|tea
cerveza|beer
vino|wine
jugo|juice
zumo|juice
azúcar|sugar
sal|salt
plato|plate; dish; course
vaso|glass (for drinking)
taza|cup; mug
botella|bottle
cuchillo|knife
tenedor|fork
cuchara|spoon
ropa|clothes
camisa|shirt
pantalón|trousers; pants
vestido|dress
falda|skirt
zapato|shoe
chaqueta|jacket
abrigo|coat
sombrero|hat
bolso|bag; handbag
perro|dog
gato|cat; jack (car)
pájaro|bird
caballo|horse
vaca|cow
cerdo|pig; pork
animal|animal
cuerpo|body
cara|face
nariz|nose
boca|mouth
oreja|ear
diente|tooth
pelo|hair
brazo|arm
pierna|leg
pie|foot
dedo|finger; toe
espalda|back
corazón|heart
sangre|blood
piel|skin; fur; leather
hermano|brother
hermana|sister
abuelo|grandfather
abuela|grandmother
tío|uncle
tía|aunt
primo|cousin
prima|cousin (female)
esposo|husband
esposa|wife
marido|husband
novio|boyfriend; groom
novia|girlfriend; bride
vecino|neighbour
jefe|boss; chief
compañero|colleague; classmate; partner
lunes|Monday
martes|Tuesday
miércoles|Wednesday
jueves|Thursday
viernes|Friday
sábado|Saturday
domingo|Sunday
enero|January
febrero|February
marzo|March
abril|April
mayo|May
junio|June
julio|July
agosto|August
septiembre|September
octubre|October
noviembre|November
diciembre|December
primavera|spring
verano|summer
otoño|autumn; fall
invierno|winter
fin|end
cumpleaños|birthday
navidad|Christmas
vacaciones|holidays; vacation
fiesta|party; holiday; festival
sol|sun
luna|moon
estrella|star
cielo|sky; heaven
nube|cloud
lluvia|rain
nieve|snow
viento|wind
calor|heat
frío|cold
idea|idea
razón|reason
pregunta|question
respuesta|answer
ejemplo|example
error|mistake; error
cambio|change; exchange
grupo|group
equipo|team; equipment
juego|game; play; set
partido|match; game; party (political)
fútbol|football; soccer
deporte|sport
música|music
canción|song
película|film; movie
foto|photo
teléfono|phone; telephone
móvil|mobile phone
celular|cell phone
ordenador|computer
computadora|computer
internet|internet
mensaje|message
correo|mail; email; post
página|page
pantalla|screen
idioma|language
lengua|language; tongue
español|Spanish
inglés|English
frase|sentence; phrase
bueno/a|good; kind; tasty
malo/a|bad; ill
pequeño/a|small; little
viejo/a|old
joven/a|young
largo/a|long
corto/a|short
alto/a|tall; high; loud
bajo/a|short; low; quiet
bonito/a|pretty; nice; lovely
feo/a|ugly
lindo/a|pretty; lovely; cute
guapo/a|good-looking; handsome
caro/a|expensive; dear
barato/a|cheap
fácil/a|easy
difícil/a|difficult; hard
importante/a|important
posible/a|possible
imposible/a|impossible
feliz/a|happy
triste/a|sad
contento/a|happy; glad; pleased
cansado/a|tired; tiring
enfermo/a|ill; sick
fuerte/a|strong; loud
débil/a|weak
rico/a|rich; tasty; delicious
pobre/a|poor
rápido/a|fast; quick
lento/a|slow
limpio/a|clean
sucio/a|dirty
lleno/a|full
vacío/a|empty
libre/a|free; vacant
ocupado/a|busy; occupied; taken
seguro/a|sure; safe; secure
claro/a|clear; light (colour); bright
cierto/a|true; certain
verdadero/a|true; real
falso/a|false; fake
simpático/a|nice; friendly
amable/a|kind; friendly
divertido/a|fun; funny
aburrido/a|boring; bored
interesante/a|interesting
increíble/a|incredible; amazing
rojo/a|red
azul/a|blue
verde/a|green; unripe
amarillo/a|yellow
negro/a|black
blanco/a|white
gris/a|grey
marrón/a|brown
rosa/a|pink
último/a|last; latest
siguiente/a|next; following
próximo/a|next; near
único/a|only; unique
diferente/a|different
igual/a|same; equal
mejor/a|better; best
peor/a|worse; worst
mayor/a|older; bigger; main
menor/a|younger; smaller; minor
caliente/a|hot
frío/a|cold
delicioso/a|delicious
tres/m|three
cuatro/m|four
cinco/m|five
seis/m|six
siete/m|seven
ocho/m|eight
nueve/m|nine
diez/m|ten
once/m|eleven
doce/m|twelve
veinte/m|twenty
treinta/m|thirty
cien/m|hundred; one hundred
ciento/m|hundred (in 101–199)
mil/m|thousand
millón|million
gracias/i|thanks; thank you
hola/i|hello; hi
adiós/i|goodbye; bye
perdón/i|sorry; excuse me; pardon
hoy/r|today
mañana/r|tomorrow
ayer/r|yesterday
pronto/r|soon; early
tarde/r|late
temprano/r|early
nunca/r|never
jamás/r|never; ever
todavía/r|still; yet
aún/r|still; yet; even
casi/r|almost; nearly
quizás/r|maybe; perhaps
quizá/r|maybe; perhaps
realmente/r|really
solamente/r|only; just
exactamente/r|exactly
rápidamente/r|quickly
finalmente/r|finally; in the end
claramente/r|clearly
normalmente/r|normally; usually
generalmente/r|generally; usually
juntos/r|together
lejos/r|far; far away
cerca/r|near; close
dentro/r|inside
fuera/r|outside; out
arriba/r|up; upstairs; above
abajo/r|down; downstairs; below
delante/r|in front; ahead
detrás/r|behind
hambre|hunger
sed|thirst
miedo|fear
sueño|dream; sleepiness; sleep
prisa|hurry; rush
suerte|luck
amor|love
odio|hatred; hate
alegría|joy; happiness
tristeza|sadness
esperanza|hope
paz|peace
guerra|war
acción|action; share (stock)
actividad|activity
acuerdo|agreement
aire|air
alma|soul
ambiente|atmosphere; environment
amistad|friendship
análisis|analysis; test
ángulo|angle
apartamento|apartment; flat
árbol|tree
arte|art
artista|artist
asunto|matter; issue; affair
atención|attention
autor|author
ayuda|help
barrio|neighbourhood; district
base|base; basis
batalla|battle
belleza|beauty
billete|ticket; banknote
boda|wedding
bolsa|bag; stock exchange
borde|edge; border
cadena|chain; channel (TV)
caja|box; checkout; cash register
calidad|quality
cámara|camera; chamber
campaña|campaign
canal|channel; canal
cantidad|amount; quantity
capacidad|capacity; ability
capital|capital
capítulo|chapter; episode
carácter|character; temper
cargo|position; post; charge
carrera|race; degree course; career
carretera|road; highway
carta|letter; menu; card
causa|cause
centro|centre; downtown
cerebro|brain
ciencia|science
cine|cinema; movies
círculo|circle
cita|appointment; date; quote
ciudadano|citizen
civilización|civilization
cliente|customer; client
clima|climate; weather
club|club
cola|queue; line; tail
color|colour
comercio|trade; shop; commerce
comisión|commission; committee
compañía|company
comunidad|community
concepto|concept
conciencia|conscience; awareness
concierto|concert
condición|condition
conferencia|conference; lecture
confianza|trust; confidence
conflicto|conflict
conjunto|set; group; outfit
conocimiento|knowledge; consciousness
consecuencia|consequence
consejo|advice; council
construcción|construction; building
contacto|contact
contenido|content
contrato|contract
control|control; check
conversación|conversation
copa|glass (wine); cup; drink
corte|cut; court
costa|coast
costumbre|custom; habit
crecimiento|growth
crisis|crisis
cuenta|bill; account; count
cuento|story; tale
cuestión|question; matter; issue
cultura|culture
curso|course; school year
daño|damage; harm
dato|piece of data; fact
debate|debate
decisión|decision
defensa|defence
deseo|wish; desire
destino|destination; destiny; fate
detalle|detail
diferencia|difference
dirección|address; direction
director|director; head teacher
discurso|speech
diseño|design
distancia|distance
documento|document
dolor|pain; ache
duda|doubt
economía|economy; economics
edad|age
edificio|building
educación|education; manners
efecto|effect
ejército|army
elección|election; choice
elemento|element
empleo|job; employment; use
empresa|company; business
energía|energy; power
enemigo|enemy
enfermedad|illness; disease
entrada|entrance; ticket; starter
época|time; era; period
escena|scene
espacio|space; room
especie|species; kind
espejo|mirror
esfuerzo|effort
estación|station; season
estado|state; condition
estilo|style
estudio|study; studio
etapa|stage; phase
éxito|success; hit
experiencia|experience
explicación|explanation
exposición|exhibition; exposure
expresión|expression
extranjero|foreigner; abroad
fábrica|factory
falta|lack; mistake; foul
fecha|date
fe|faith
figura|figure
fila|row; line; queue
final|end; final
flor|flower
fondo|bottom; background; back
frontera|border; frontier
fuego|fire
fuente|fountain; source; dish
fuerza|strength; force
función|function; show
futuro|future
ganas|desire; urge (tener ganas)
gasto|expense; spending
general|general
género|genre; gender; kind
gesto|gesture; expression
golpe|blow; knock; hit
gota|drop
gusto|taste; pleasure; liking
habitante|inhabitant; resident
hecho|fact; event
herida|wound; injury
herramienta|tool
hielo|ice
hierro|iron
hogar|home; household
hoja|leaf; sheet (of paper)
hombro|shoulder
honor|honour
humor|humour; mood
igualdad|equality
imagen|image; picture
importancia|importance
impuesto|tax
industria|industry
información|information
informe|report
instante|instant; moment
instrumento|instrument
intención|intention
interés|interest
investigación|research; investigation
isla|island
izquierda|left
juez|judge
justicia|justice
lado|side
lago|lake
lágrima|tear (crying)
lápiz|pencil
lector|reader
lectura|reading
ley|law
libertad|freedom; liberty
límite|limit
línea|line
lista|list
llave|key; tap
llamada|call
lucha|fight; struggle
luz|light; electricity
madera|wood
maestro|teacher; master
mal|evil; harm; illness
mapa|map
máquina|machine
marca|brand; mark
medicina|medicine
medida|measure; size; measurement
medio|middle; means; environment
memoria|memory
mente|mind
meta|goal; finish line
método|method
miembro|member; limb
ministro|minister
mirada|look; gaze
misión|mission
modelo|model
modo|way; mode
moneda|coin; currency
movimiento|movement
muerte|death
muestra|sample; sign; show
museo|museum
nación|nation
naturaleza|nature
necesidad|need; necessity
negocio|business; deal; shop
nivel|level
norte|north
noticia|news; piece of news
novela|novel
número|number
objeto|object
obra|work; play; building work
océano|ocean
oficina|office
olor|smell
opinión|opinion
orden|order
organización|organization
origen|origin
oro|gold
paciente|patient
padres|parents
paisaje|landscape; scenery
papel|paper; role
par|pair; couple
pared|wall
pareja|couple; partner
parque|park
pasado|past
paso|step; pass
patio|courtyard; patio; yard
pecho|chest; breast
peligro|danger
pelota|ball
pena|pity; sorrow; penalty
pensamiento|thought
periódico|newspaper
periodista|journalist
permiso|permission; permit; leave
personaje|character
peso|weight; peso
piedra|stone; rock
piso|floor; flat; apartment
planeta|planet
planta|plant; floor (storey)
plan|plan
plaza|square; place; seat
población|population; town
poder|power
poema|poem
poesía|poetry
policía|police; police officer
política|politics; policy
posibilidad|possibility
práctica|practice
premio|prize; award
presencia|presence
presidente|president
presión|pressure
principio|beginning; principle
prisión|prison
proceso|process; trial
producto|product
programa|programme; show; program
progreso|progress
propuesta|proposal
protección|protection
prueba|test; proof; try
público|public; audience
puente|bridge; long weekend
puerto|port; harbour
puesto|post; job; stall
raíz|root
rato|while; short time
realidad|reality
receta|recipe; prescription
recuerdo|memory; souvenir
red|network; net
regalo|gift; present
región|region
regla|rule; ruler; period
relación|relationship; relation
religión|religion
reloj|watch; clock
resto|rest; remainder
resultado|result
reunión|meeting
revista|magazine
riesgo|risk
ritmo|rhythm; pace
robo|theft; robbery
rueda|wheel
ruido|noise
salud|health
secreto|secret
sector|sector
seguridad|safety; security
sentido|sense; meaning; direction
sentimiento|feeling
señal|sign; signal
señor|sir; Mr; gentleman
señora|madam; Mrs; lady
serie|series
servicio|service; toilet
sexo|sex
siglo|century
significado|meaning
silencio|silence
sistema|system
situación|situation
sociedad|society
soldado|soldier
solución|solution
sombra|shade; shadow
sonido|sound
sorpresa|surprise
suelo|floor; ground; soil
sueldo|salary; wages
sujeto|subject; guy
sur|south
tamaño|size
tarea|task; homework
tarjeta|card
teatro|theatre
técnica|technique
tema|topic; subject; song
temperatura|temperature
teoría|theory
tipo|type; kind; guy
título|title; degree
torre|tower
trabajador|worker
tradición|tradition
traje|suit; costume
tratamiento|treatment
tribunal|court
turno|turn; shift
uso|use
valor|value; courage
velocidad|speed
venta|sale
víctima|victim
victoria|victory
vidrio|glass
visión|vision; sight
visita|visit; visitor
voluntad|will; willpower
voz|voice
vuelo|flight
zona|area; zone

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
# Cooking and food
cebolla|onion
ajo|garlic
pimienta|pepper (spice)
pimiento|pepper (vegetable)
zanahoria|carrot
lechuga|lettuce
pepino|cucumber
calabaza|pumpkin; squash
calabacín|courgette; zucchini
berenjena|aubergine; eggplant
espinaca|spinach
brócoli|broccoli
coliflor|cauliflower
col|cabbage
champiñón|mushroom
seta|mushroom (wild)
maíz|corn; maize
frijol|bean
judía|bean
garbanzo|chickpea
lenteja|lentil
guisante|pea
aguacate|avocado
limón|lemon
lima|lime; file (tool)
plátano|banana; plantain
fresa|strawberry
uva|grape
pera|pear
melocotón|peach
durazno|peach
piña|pineapple
sandía|watermelon
melón|melon
cereza|cherry
mango|mango; handle
coco|coconut
nuez|walnut; nut
almendra|almond
cacahuete|peanut
harina|flour
aceite|oil
vinagre|vinegar
mantequilla|butter
nata|cream
crema|cream
yogur|yogurt
chocolate|chocolate
miel|honey
mermelada|jam
galleta|biscuit; cookie; cracker
pastel|cake; pie
tarta|cake; tart
helado|ice cream
postre|dessert
dulce|sweet
caramelo|sweet; candy; caramel
bocadillo|sandwich (baguette)
sándwich|sandwich
hamburguesa|hamburger
pizza|pizza
pasta|pasta; paste
fideo|noodle
sopa|soup
ensalada|salad
salsa|sauce; salsa
guiso|stew
tortilla|omelette; tortilla
jamón|ham
chorizo|chorizo (sausage)
salchicha|sausage
tocino|bacon
ternera|veal; beef
res|head of cattle; beef (LatAm)
cordero|lamb
pavo|turkey
marisco|seafood; shellfish
gamba|prawn; shrimp
camarón|shrimp
atún|tuna
salmón|salmon
pulpo|octopus
calamar|squid
ingrediente|ingredient
sabor|taste; flavour
trozo|piece; bit
rebanada|slice
pedazo|piece; bit
cucharada|spoonful; tablespoon
pizca|pinch
kilo|kilo
gramo|gram
litro|litre
olla|pot; saucepan
sartén|frying pan
horno|oven
microondas|microwave
nevera|fridge
refrigerador|refrigerator
congelador|freezer
tabla|board; table (chart)
bol|bowl
cuenco|bowl
servilleta|napkin
mantel|tablecloth
bandeja|tray
lata|can; tin
paquete|packet; package; parcel
bebida|drink
refresco|soft drink
merienda|afternoon snack
tapa|tapa (snack); lid
aperitivo|appetizer; aperitif
menú|menu; set meal
camarero|waiter
mesero|waiter
propina|tip
crudo/a|raw
cocido/a|cooked; boiled
frito/a|fried
asado/a|roasted; grilled
picante/a|spicy; hot
salado/a|salty; savoury
dulce/a|sweet
amargo/a|bitter
ácido/a|sour; acidic
fresco/a|fresh; cool
maduro/a|ripe; mature
sabroso/a|tasty
casero/a|homemade
vegetariano/a|vegetarian
# Travel and town
aeropuerto|airport
vuelta|return; turn; walk
ida|outward journey; one way
maleta|suitcase
mochila|backpack; rucksack
equipaje|luggage
pasaporte|passport
visado|visa
aduana|customs
reserva|booking; reservation
alojamiento|accommodation
albergue|hostel
huésped|guest
recepción|reception
llegada|arrival
salida|departure; exit
andén|platform
vía|track; way; lane
asiento|seat
pasajero|passenger
conductor|driver
piloto|pilot; driver
taxi|taxi
metro|underground; subway; metre
barco|boat; ship
moto|motorbike
gasolina|petrol; gasoline
gasolinera|petrol station
aparcamiento|car park; parking
semáforo|traffic light
esquina|corner
cruce|crossroads; junction
avenida|avenue
supermercado|supermarket
farmacia|pharmacy; chemist's
panadería|bakery
carnicería|butcher's
librería|bookshop
peluquería|hairdresser's
correos|post office
bar|bar; café
cafetería|café; cafeteria
discoteca|nightclub
catedral|cathedral
castillo|castle
palacio|palace
monumento|monument
ruina|ruin
guía|guide; guidebook
turista|tourist
turismo|tourism
excursión|trip; excursion; outing
recorrido|route; tour
plano|map (of a town); plan
desierto|desert
bosque|forest; woods
selva|jungle; rainforest
volcán|volcano
cueva|cave
valle|valley
colina|hill
cerro|hill
ola|wave
arena|sand
orilla|shore; bank
piscina|swimming pool
toalla|towel
bañador|swimsuit
gafas|glasses; goggles
tormenta|storm
trueno|thunder
relámpago|lightning
niebla|fog
humedad|humidity; damp
grado|degree
oeste|west
# Home and daily life
dormitorio|bedroom
salón|living room; hall
comedor|dining room
pasillo|corridor; hallway
escalera|stairs; ladder
ascensor|lift; elevator
techo|ceiling; roof
tejado|roof
alfombra|carpet; rug
cortina|curtain
lámpara|lamp
sofá|sofa
sillón|armchair
armario|wardrobe; cupboard
estantería|bookcase; shelves
cajón|drawer
almohada|pillow
sábana|sheet
manta|blanket
colchón|mattress
lavadora|washing machine
lavavajillas|dishwasher
fregadero|kitchen sink
lavabo|washbasin; toilet
ducha|shower
bañera|bathtub
inodoro|toilet
grifo|tap; faucet
jabón|soap
champú|shampoo
cepillo|brush
peine|comb
basura|rubbish; trash
timbre|doorbell; stamp
buzón|letterbox; mailbox
vecindario|neighbourhood
alquiler|rent
hipoteca|mortgage
factura|bill; invoice
recibo|receipt; bill
calefacción|heating
enchufe|plug; socket
bombilla|light bulb
pila|battery; pile; sink
cable|cable; wire
martillo|hammer
clavo|nail
tornillo|screw
cuerda|rope; string
bolígrafo|pen; ballpoint
cuaderno|notebook
goma|rubber; eraser
tijeras|scissors
sello|stamp; seal
paraguas|umbrella
llavero|keyring
cartera|wallet; briefcase
monedero|purse
despertador|alarm clock
rutina|routine
mascota|pet
# Technology and video
vídeo|video
video|video
aplicación|app; application
archivo|file; archive
carpeta|folder
contraseña|password
usuario|user
enlace|link
botón|button
tecla|key (keyboard)
teclado|keyboard
ratón|mouse
portátil|laptop
tableta|tablet
auriculares|headphones; earphones
altavoz|speaker; loudspeaker
micrófono|microphone
batería|battery; drums
cargador|charger
dispositivo|device
aparato|device; appliance
configuración|settings; configuration
ajuste|setting; adjustment
actualización|update
versión|version
descarga|download
seguidor|follower
suscriptor|subscriber
comentario|comment
like|like (on social media)
publicación|post; publication
tutorial|tutorial
reseña|review
oferta|offer; deal
descuento|discount
resolución|resolution
virtual/a|virtual
digital/a|digital
inalámbrico/a|wireless
potente/a|powerful
ligero/a|light; slight
pesado/a|heavy; tedious
cómodo/a|comfortable
incómodo/a|uncomfortable
práctico/a|practical; handy
útil/a|useful
inútil/a|useless
moderno/a|modern
antiguo/a|old; ancient; former
actual/a|current; present
reciente/a|recent
original/a|original
básico/a|basic
principal/a|main
especial/a|special
normal/a|normal
raro/a|strange; rare; weird
extraño/a|strange; foreign
común/a|common
simple/a|simple
sencillo/a|simple; easy; plain
complicado/a|complicated
perfecto/a|perfect
excelente/a|excellent
genial/a|great; brilliant
fantástico/a|fantastic
maravilloso/a|wonderful
horrible/a|horrible; awful
terrible/a|terrible
precioso/a|beautiful; lovely; precious
hermoso/a|beautiful
agradable/a|pleasant; nice
tranquilo/a|calm; quiet
nervioso/a|nervous
preocupado/a|worried
enfadado/a|angry
enojado/a|angry
sorprendido/a|surprised
emocionado/a|excited; moved
orgulloso/a|proud
celoso/a|jealous
tímido/a|shy
valiente/a|brave
listo/a|ready; clever
inteligente/a|intelligent; clever
tonto/a|silly; stupid
loco/a|crazy; mad
serio/a|serious
gracioso/a|funny
educado/a|polite
grosero/a|rude
trabajador/a|hard-working
perezoso/a|lazy
generoso/a|generous
honesto/a|honest
sano/a|healthy
delgado/a|thin; slim
gordo/a|fat
ancho/a|wide; broad
estrecho/a|narrow; tight
profundo/a|deep
redondo/a|round
cuadrado/a|square
plano/a|flat
duro/a|hard; tough
blando/a|soft
suave/a|soft; smooth; gentle
liso/a|smooth; straight (hair)
mojado/a|wet
seco/a|dry
oscuro/a|dark
brillante/a|bright; shiny; brilliant
tibio/a|lukewarm; warm
templado/a|mild; warm
nublado/a|cloudy
soleado/a|sunny
lluvioso/a|rainy
ruidoso/a|noisy
silencioso/a|silent; quiet
peligroso/a|dangerous
necesario/a|necessary
suficiente/a|enough; sufficient
propio/a|own
entero/a|whole; entire
medio/a|half; average
doble/a|double
solo/a|alone; lonely; on its own
junto/a|together; next to
cercano/a|near; close
lejano/a|distant; far
público/a|public
privado/a|private
nacional/a|national
internacional/a|international
local/a|local
social/a|social
político/a|political
económico/a|economic; cheap
personal/a|personal
natural/a|natural
humano/a|human
real/a|real; royal
total/a|total
final/a|final
anterior/a|previous; front
posterior/a|later; back
superior/a|upper; superior
inferior/a|lower; inferior
distinto/a|different; distinct
parecido/a|similar
semejante/a|similar; such
capaz/a|capable; able
famoso/a|famous
conocido/a|well-known; familiar
desconocido/a|unknown
popular/a|popular
típico/a|typical
tradicional/a|traditional
extranjero/a|foreign
español/a|Spanish
mexicano/a|Mexican
americano/a|American
europeo/a|European
francés/a|French
alemán/a|German
italiano/a|Italian
chino/a|Chinese
japonés/a|Japanese
# Function words
tú/n|you (informal)
usted/n|you (formal)
ustedes/n|you (plural)
vosotros/n|you (plural, Spain)
nosotros/n|we; us
ellos/n|they; them
te/n|you; yourself
os/n|you (plural); yourselves
les/n|them; to them; you (plural)
mí/n|me
ti/n|you
conmigo/n|with me
contigo/n|with you
alguien/n|someone; anyone
nadie/n|nobody; no one; anyone
cual/n|which; who
quien/n|who; whom
quién/n|who
cuál/n|which; what
esto/n|this
aquello/n|that (over there)
aquel/d|that (over there)
tu/d|your
vuestro/d|your (plural)
ninguno/d|none; no; not any
varios/d|several; various
demasiado/d|too much; too many
bastante/d|quite; enough
cualquier/d|any; whatever
ambos/d|both
cuanto/d|as much as; as many as
cuánto/d|how much; how many
sino/c|but (rather)
aunque/c|although; even if
mientras/c|while; whereas
pues/c|well; since; then
ojalá/i|I hope; hopefully
bajo/x|under; below
ante/x|before; in the face of
contra/x|against
hacia/x|towards
según/x|according to
durante/x|during; for
mediante/x|by means of
tras/x|after; behind
excepto/x|except
salvo/x|except; save
incluso/r|even; including
además/r|also; besides; moreover
sólo/r|only; just
apenas/r|hardly; barely
bastante/r|quite; fairly; enough
demasiado/r|too; too much
tampoco/r|neither; not either
luego/r|then; later
antes/r|before; earlier
mientras/r|meanwhile
enseguida/r|right away
ya/r|already; now
aquí/r|here
ahí/r|there
allí/r|there
allá/r|over there
acá/r|here
dónde/r|where
cuándo/r|when
cómo/r|how
adónde/r|where (to)
mal/r|badly; wrong
despacio/r|slowly
deprisa/r|quickly; fast
fácilmente/r|easily
perfectamente/r|perfectly
totalmente/r|totally; completely
completamente/r|completely
absolutamente/r|absolutely
simplemente/r|simply; just
precisamente/r|precisely; exactly
especialmente/r|especially
directamente/r|directly; straight
actualmente/r|currently; now
recientemente/r|recently
últimamente/r|lately
inmediatamente/r|immediately
seguramente/r|probably; surely
probablemente/r|probably
posiblemente/r|possibly
afortunadamente/r|fortunately
desgraciadamente/r|unfortunately
obviamente/r|obviously
igualmente/r|likewise; equally
vale/i|OK; all right
oye/i|hey; listen
bueno/i|well; OK
claro/i|of course; sure
venga/i|come on; OK
vaya/i|wow; oh dear
ay/i|ouch; oh
eh/i|hey; eh
uf/i|phew; ugh
bienvenido/i|welcome
salud/i|cheers; bless you
felicidades/i|congratulations
cuarenta/m|forty
cincuenta/m|fifty
sesenta/m|sixty
setenta/m|seventy
ochenta/m|eighty
noventa/m|ninety
trece/m|thirteen
catorce/m|fourteen
quince/m|fifteen
dieciséis/m|sixteen
diecisiete/m|seventeen
dieciocho/m|eighteen
diecinueve/m|nineteen
veintiuno/m|twenty-one
cero/m|zero
doscientos/m|two hundred
quinientos/m|five hundred
segundo/a|second
tercero/a|third
cuarto/a|fourth
quinto/a|fifth
mitad|half
doble|double
docena|dozen
# Work and people
oficio|trade; job
profesión|profession
empleado|employee
empleada|employee (female)
empresario|businessman; employer
gerente|manager
secretario|secretary
abogado|lawyer
ingeniero|engineer
arquitecto|architect
enfermero|nurse
enfermera|nurse (female)
dentista|dentist
cocinero|cook; chef
panadero|baker
vendedor|seller; salesperson
dependiente|shop assistant
cajero|cashier; ATM
bombero|firefighter
cartero|postman
agricultor|farmer
granja|farm
campesino|peasant; farmer
obrero|worker; labourer
científico|scientist
escritor|writer
pintor|painter
músico|musician
cantante|singer
actor|actor
actriz|actress
bailarín|dancer
deportista|athlete; sportsperson
jugador|player
entrenador|coach; trainer
árbitro|referee
aficionado|fan; amateur
entrevista|interview
currículum|CV; résumé
salario|salary; wage
jubilación|retirement; pension
desempleo|unemployment
paro|unemployment; strike
huelga|strike
proyecto|project
objetivo|goal; aim; objective
bebé|baby
chico|boy; guy
chica|girl
muchacho|boy; lad
muchacha|girl
adulto|adult
anciano|old man; elderly person
señorita|miss; young lady
nieto|grandson; grandchild
nieta|granddaughter
sobrino|nephew
sobrina|niece
suegro|father-in-law
suegra|mother-in-law
cuñado|brother-in-law
cuñada|sister-in-law
pariente|relative
invitado|guest
desconocido|stranger
dueño|owner
# Health and body
cuello|neck
garganta|throat
rodilla|knee
tobillo|ankle
codo|elbow
muñeca|wrist; doll
uña|nail (finger, toe)
labio|lip
ceja|eyebrow
frente|forehead; front
mejilla|cheek
barba|beard
bigote|moustache
estómago|stomach
barriga|belly; tummy
pulmón|lung
hueso|bone
músculo|muscle
fiebre|fever; temperature
gripe|flu
resfriado|cold (illness)
tos|cough
alergia|allergy
pastilla|pill; tablet
consulta|consultation; doctor's office; query
urgencias|emergency room; A&E
ambulancia|ambulance
seguro|insurance
cansancio|tiredness
estrés|stress
dieta|diet
ejercicio|exercise
gimnasio|gym
# Shopping and clothes
compra|purchase; shopping
efectivo|cash
talla|size (clothes)
probador|fitting room
rebajas|sales
camiseta|T-shirt
jersey|jumper; sweater
suéter|sweater
vaqueros|jeans
calcetín|sock
bota|boot
zapatilla|trainer; slipper
sandalia|sandal
bufanda|scarf
guante|glove
gorra|cap
cinturón|belt
corbata|tie
bolsillo|pocket
anillo|ring
collar|necklace; collar
pendiente|earring; slope
# Animals and nature
pez|fish (alive)
oveja|sheep
cabra|goat
conejo|rabbit
gallina|hen
toro|bull
burro|donkey
oso|bear
lobo|wolf
zorro|fox
león|lion
tigre|tiger
elefante|elephant
mono|monkey; overalls
serpiente|snake
insecto|insect
mosca|fly
mosquito|mosquito
abeja|bee
araña|spider
hormiga|ant
mariposa|butterfly
ballena|whale
delfín|dolphin
tiburón|shark
rosa|rose
hierba|grass; herb
césped|lawn; grass
rama|branch
semilla|seed
fruto|fruit; result
contaminación|pollution
reciclaje|recycling
# More everyday verbs
apetecer/v|feel like; fancy
soler/v|usually (do)
acordar/v|remember (acordarse); agree
quejar/v|complain (quejarse)
equivocar/v|be wrong; make a mistake
enterar/v|find out (enterarse)
relajar/v|relax
disfrutar/v|enjoy
aprovechar/v|make the most of; use
divertir/v|have fun (divertirse); amuse
aburrir/v|bore; get bored
asustar/v|scare; frighten
sorprender/v|surprise
emocionar/v|move; excite
animar/v|cheer up; encourage
calmar/v|calm; soothe
tranquilizar/v|calm down; reassure
merecer/v|deserve
pertenecer/v|belong
depender/v|depend
incluir/v|include
contener/v|contain; hold back
obtener/v|get; obtain
desarrollar/v|develop
establecer/v|establish; set up
indicar/v|indicate; show
señalar/v|point (at); point out
demostrar/v|show; prove
organizar/v|organize
planear/v|plan
planificar/v|plan
resolver/v|solve; resolve
solucionar/v|solve; fix
`;
