/**
 * Spanish → English: content words clicked in the Spanish passages (../passages/es.txt and
 * passages/es-*.txt), each with the English first glosses a teacher would accept for it in that
 * sentence, written by hand (not taken from the dictionary). One word per line: `surface: a | b`.
 */
export const es = `
Hola: hello | hi
vez: time
canal: channel
Hoy: today
cocina: kitchen
voy: go | going
enseñar: teach | show
preparar: prepare | make | cook
tortilla: omelette | omelet | tortilla | Spanish omelette
patatas: potatoes | potato
abuela: grandmother | grandma | granny
receta: recipe
sencilla: simple | easy | plain
tiene: have | has
trucos: tricks | tips | trick | tip
marcan: mark | make
diferencia: difference
Primero: first | firstly
necesitamos: need
medianas: medium | medium-sized | average
cebolla: onion
huevos: eggs | egg
aceite: oil
oliva: olive
sal: salt
Pelamos: peel
cortamos: cut | slice
rodajas: slices | slice | rounds
finas: thin | fine
siempre: always
decía: say | said | used to say
secreto: secret
fuego: fire | heat | flame
lento: slow | low
queden: stay | end up | remain | be
dentro: inside | within
sé: know
gente: people
prefiere: prefer | prefers
casa: house | home
hecho: do | made | make | done
listas: ready
sacamos: take out | remove
quitamos: remove | take off | take away
sobra: be left over | left over | remain | be surplus
Ahora: now
batimos: beat | whisk
bol: bowl
grande: big | large
añadimos: add
mezclamos: mix | combine
Dejamos: let | leave
reposar: rest | stand | settle
mezcla: mixture | mix | blend
minutos: minutes | minute
Después: after | afterwards | then | later
echamos: pour | put | throw
sartén: frying pan | pan | skillet
caliente: hot
esperamos: wait
viene: come | comes
momento: moment
difícil: difficult | hard
darle: give
vuelta: turn | flip
Ponemos: put | place
plato: plate | dish
encima: on top | above | over
Perfecta: perfect
Bueno: well | good
casi: almost | nearly
gustado: like | liked | please
vídeo: video
próxima: next
chicos: guys | boys | kids
nuevo: new
llevo: take | carry
gimnasio: gym | gymnasium
rutina: routine
piernas: legs | leg
empezar: start | begin
bicicleta: bicycle | bike
lesiones: injuries | injury
barra: bar | barbell
series: sets | series | set
repeticiones: repetitions | reps | repetition
principio: beginning | start
pesaba: weigh | lift
subiendo: raise | increase | go up | raising | increasing | put up
peso: weight
importante: important
mantener: keep | maintain
espalda: back
recta: straight
bajar: lower | go down | come down | descend
paso: move | move on | go | pass
prensa: press | leg press
máquina: machine
cómoda: comfortable
trabajar: work
músculos: muscles | muscle
cargar: load | put strain on | burden | strain
columna: spine | column | backbone
descanso: rest
bebo: drink
agua: water
sudando: sweat | sweating
calor: heat | hot
terminar: finish | end
estiramientos: stretches | stretching | stretch
suelo: floor | ground
ayudan: help
dolor: pain | ache | soreness
día: day
siguiente: next | following
quiero: want
hablar: talk | speak
comida: food | meal
entrenar: train | work out | exercise
arroz: rice
pollo: chicken
verduras: vegetables | vegetable | greens
batido: shake | milkshake | smoothie
fruta: fruit
falta: need | lack
gastar: spend
dinero: money
suplementos: supplements | supplement
constante: consistent | constant | steady
dormir: sleep
dudas: questions | doubts | doubt | question
comentarios: comments | comment
respondo: answer | reply | respond
vemos: see
entrenamiento: training | workout | training session
pasa: happen | go on | happens | up
centro: centre | center | downtown | city centre
ciudad: city | town
mejores: best | better
sitios: places | place | spots | sites
comer: eat
barato: cheap | cheaply | inexpensive
viernes: Friday
tarde: afternoon | evening
calles: streets | street
llenas: full | filled | crowded
bar: bar
tapas: tapas | snacks | tapa
camarero: waiter | barman | bartender
conoce: know | knows
pedir: order | ask for
croquetas: croquettes | croquette
ración: portion | serving | plate | ration
calamares: squid | calamari
cañas: small beers | beers | glasses of beer | beer
Mirad: look | look at
pinta: look | appearance
madre: mother | mum | mom
crujientes: crunchy | crispy | crusty
fuera: outside | out
verdad: really | truth | true | honestly
probado: try | tried | taste | tasted
seguimos: continue | keep | carry on | go on | follow
caminando: walk | walking
plaza: square | plaza
mercado: market
antiguo: old | ancient | antique
puestos: stalls | stands | stall | stand
pescado: fish
queso: cheese
compro: buy
fresas: strawberries | strawberry
postre: dessert | pudding
lado: side
panadería: bakery | baker's
abre: open | opens
mañana: morning
pan: bread
increíble: incredible | amazing | unbelievable
último: last | latest | finally
heladería: ice cream parlour | ice cream parlor | ice cream shop | ice-cream parlour
descubrí: discover | discovered | find | found
verano: summer
pasado: last | past
sabores: flavours | flavors | flavour | flavor
raros: strange | weird | odd | unusual | rare
aguacate: avocado
tomate: tomato
chocolate: chocolate
limón: lemon
anocheciendo: get dark | getting dark | grow dark | nightfall | fall
luces: lights | light
ruta: route
visitar: visit
guardad: save | keep
abrazo: hug | embrace
fuerte: strong | big | tight
estudios: studies | study
exámenes: exams | examinations | exam | examination
universidad: university | college
año: year
asignaturas: subjects | subject | courses
sinceramente: honestly | sincerely | frankly
curso: school year | academic year | year | course | term
perdida: lost
escribir: write
agenda: diary | planner | agenda | schedule
fechas: dates | date
trabajos: assignments | papers | essays | projects | work | job
entregas: deadlines | submissions | hand-ins | deliveries | delivery
tema: topic | subject | theme | unit
pequeñas: small | little
horas: hours | hour
dedicar: devote | dedicate | spend
semana: week
tranquila: quiet | calm | peaceful
hermano: brother
todavía: still | yet
móvil: mobile | mobile phone | cell phone | phone
habitación: room | bedroom
temporizador: timer
cuarenta: forty
suena: ring | rings | sound | go off
levanto: get up | stand up | rise
ventana: window
café: coffee | café
memorizar: memorize | memorise | learn by heart
mano: hand
tarjetas: cards | card | flashcards | flashcard
preguntas: questions | question
examen: exam | examination | test
repaso: go over | revise | review
amiga: friend | girlfriend
fundamental: essential | fundamental | basic
suficiente: enough | sufficient
recuerdo: remember | recall
intento: try | attempt
salir: go out | leave
correr: run | go running | jog
amigos: friends | friend
agobio: get overwhelmed | get stressed | feel overwhelmed
funciona: work | works
persona: person
diferente: different
ánimo: courage | good luck | spirits | encouragement | cheer up
`;
