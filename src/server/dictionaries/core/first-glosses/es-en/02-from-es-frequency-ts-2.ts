/** es-en, part 2: From es-frequency.ts, in its order (2). Format and provenance: ../es-en.ts. */
export default `
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
`;
