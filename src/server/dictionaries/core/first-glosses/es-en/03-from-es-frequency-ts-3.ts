/** es-en, part 3: From es-frequency.ts, in its order (3). Format and provenance: ../es-en.ts. */
export default `
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
`;
