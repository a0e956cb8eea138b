/** es-en, part 8: Work and people; Health and body; Shopping and clothes; Animals and nature; More everyday verbs. Format and provenance: ../es-en.ts. */
export default `
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
