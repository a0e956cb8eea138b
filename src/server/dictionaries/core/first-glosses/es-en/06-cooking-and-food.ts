/** es-en, part 6: Cooking and food; Travel and town; Home and daily life. Format and provenance: ../es-en.ts. */
export default `
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
`;
