/**
 * German → English: content words clicked in the German passages (../passages/de.txt and
 * passages/de-*.txt), each with the English first glosses a teacher would accept for it in that
 * sentence, written by hand (not taken from the dictionary). One word per line: `surface: a | b`.
 */
export const de = `
zusammen: together
herzlich: warm | warmly | cordial | cordially | hearty | heartily | sincere
willkommen: welcome
zurück: back
Kanal: channel
Heute: today
nehme: take
Wochenmarkt: weekly market | farmers' market | market
Stadt: town | city
Samstagmorgen: Saturday morning
Sonne: sun
scheint: shine | shines | seem
frisches: fresh
Gemüse: vegetables | vegetable | veg
Abendessen: dinner | supper | evening meal
kaufen: buy | purchase
Schaut: look | watch
gibt: give | there is
wunderschöne: beautiful | gorgeous | lovely | wonderful
Tomaten: tomato | tomatoes
Paprika: pepper | peppers | bell pepper | paprika | sweet pepper
sogar: even
ersten: first
Erdbeeren: strawberries | strawberry
Saison: season
Verkäuferin: saleswoman | shop assistant | seller | vendor | saleslady | salesperson
gerade: just | right now
erzählt: tell | told | tells
anbaut: grow | grows | cultivate | cultivates
kleinen: small | little
Hof: farm | yard | courtyard
etwa: about | around | approximately | roughly
Kilometer: kilometre | kilometer | kilometres | kilometers
finde: find | think
richtig: really | properly | right | correct
toll: great | fantastic | terrific | brilliant | awesome
genau: exactly | precisely
weiß: know
Essen: food | meal
kommt: come | comes
probiere: try | taste
Erdbeere: strawberry
wirklich: really | truly
süß: sweet
suchen: look for | search | search for | seek
Brot: bread
Lieblingsbäcker: favourite baker | favorite baker
steht: stand | stands | be
immer: always
hinten: at the back | in the back | behind
Brunnen: fountain | well
meistens: mostly | usually
Schlange: queue | line | snake
ziemlich: quite | fairly | rather | pretty
lang: long
Warten: waiting | wait
warten: wait
kurz: briefly | short | quickly | shortly
Abend: evening
koche: cook
einfache: simple | easy
Gemüsesuppe: vegetable soup
Kräutern: herbs
knuspriges: crispy | crunchy | crusty | crisp
Bauernbrot: farmhouse bread | country bread | peasant bread | farmer's bread
Rezept: recipe | cooking recipe
schreibe: write
natürlich: of course | naturally
unten: below | down | at the bottom | downstairs
Beschreibung: description
Fragen: questions | question
Kommentare: comments | comment
vergesst: forget
abonnieren: subscribe | subscribe to
neu: new
gleich: soon | in a moment | right away | immediately | shortly
Leute: people | folks | guys
Video: video | video recording
zeige: show
Morgenroutine: morning routine
stehe: get up | stand up
Uhr: o'clock | clock | watch
Arbeit: work | job
Zeit: time
Zuerst: first | at first | first of all
trinke: drink
großes: big | large | great
Glas: glass
Wasser: water
mache: do | make
Minuten: minutes | minute
Yoga: yoga
Wohnzimmer: living room | sitting room | lounge
hilft: help | helps
wach: awake
dusche: shower | take a shower
ziehe: put on | get dressed | pull
Frühstück: breakfast
esse: eat
Haferflocken: oats | rolled oats | oatmeal | porridge oats | oat flakes
Obst: fruit
Nüssen: nuts | nut
manchmal: sometimes
Brötchen: roll | bread roll | bun
Käse: cheese
Schwester: sister
lacht: laugh | laughs
Tag: day
ehrlich: honestly | honest
gesagt: said | say
praktisch: practical | handy | convenient
lese: read
Nachrichten: news | messages
höre: listen | listen to | hear
Podcast: podcast
halb: half | half past
verlasse: leave
Wohnung: flat | apartment
fahre: ride | go | drive | travel
Fahrrad: bicycle | bike
Büro: office
schlechtem: bad
Wetter: weather
Bus: bus
oft: often | frequently
voll: full | crowded | packed
spät: late
Winter: winter
draußen: outside | outdoors
dunkel: dark
deshalb: that's why | therefore | so | for that reason
trage: wear
helle: bright | light | light-coloured | light-colored
Jacke: jacket
fragen: ask | wonder
Fall: case
ruhiger: calm | calmer | quiet | quieter
mehr: more
Energie: energy
Woche: week
gefallen: like | please | liked
Handy: mobile phone | mobile | cell phone | cellphone | phone
letzte: last
bekommen: get | got | receive | received
Verpackung: packaging | package | wrapping
schlicht: plain | simple
Karton: box | cardboard box | carton
liegen: lie | be
Gerät: device | appliance | gadget | unit
Kabel: cable | wire | lead
Anleitung: instructions | manual | guide | instruction
Ladegerät: charger | battery charger
leider: unfortunately | sadly
Display: display | screen | display screen
hell: bright | light
scharf: sharp
gut: good | well
erkennen: recognize | recognise | see | make out
Akku: battery | rechargeable battery
hält: last | lasts | hold | holds
ungefähr: about | approximately | roughly | around
anderthalb: one and a half | one and a half days
spiele: play
Kamera: camera
überrascht: surprised | surprise
Fotos: photos | photo | photograph | photographs | picture | pictures
Tageslicht: daylight
super: great | super | superb
Farben: colours | colors | colour | color
kräftig: strong | vivid | intense | bright
Nachts: at night | nights | by night | night
schwieriger: difficult | harder | more difficult | hard
Bilder: pictures | images | picture | image | photos
unscharf: blurred | blurry | out of focus | unsharp | fuzzy
Gehäuse: case | casing | housing | body
fühlt: feel | feels
stabil: sturdy | stable | solid | robust
schwer: heavy
Stunde: hour
Hand: hand
merkt: notice | notices | feel
Gewicht: weight
Preis: price
allerdings: however | though
hoch: high
sicher: sure | certain
Kauf: purchase | buy | buying
altes: old
funktioniert: work | works | function | functions
günstiger: cheaper | cheap | inexpensive | less expensive | affordable
zufrieden: satisfied | happy | content | pleased
beantworte: answer
Daumen: thumb | thumbs
oben: up | above | at the top | top
Bergen: mountains | mountain
unterwegs: on the way | out and about | on the move | on the road | travelling | traveling
Alpen: Alps
Auto: car
Dorf: village
gelassen: left | leave
früh: early
Morgen: morning
losgelaufen: set off | started walking | start walking | start running | set out
Weg: path | way | trail | route
Anfang: beginning | start
breit: wide | broad
flach: flat | level
später: later
steil: steep
steinig: stony | rocky
Freundin: girlfriend | friend
paar: few | couple | a few | a couple of
Meter: metres | meters | metre | meter
schneller: faster | quicker | fast | quick
Luft: air
klar: clear
Pause: break | rest | pause
See: lake
eiskalt: ice-cold | icy | freezing cold | freezing
trotzdem: anyway | still | nevertheless | nonetheless | all the same
Füße: feet | foot
tut: do | does
Ziel: destination | goal | aim | target
Hütte: hut | cabin | mountain hut | lodge
Gipfel: summit | peak | top
Italien: Italy
Äpfel: apples | apple
Schokolade: chocolate
Rucksack: rucksack | backpack
genug: enough
Wichtig: important
Schuhe: shoes | shoe
aufbricht: set off | set out | leave | start out
Nachmittag: afternoon
Gewitter: thunderstorm | storm
Kühe: cows | cow
Wiese: meadow | field | pasture
Glocken: bells | bell
Tal: valley
geht: go on | goes on | continue | continues | move on | moves on | carry on
Wanderungen: hikes | hike | walks | hiking | walk
Mal: time
wieder: again
`;
