/** fr-en, part 7: Daily life and home; People and feelings; Body and health; Adjectives; More everyday verbs. Format and provenance: ../fr-en.ts. */
export default `
# Daily life and home
réveil|alarm clock; waking up
dentifrice|toothpaste
shampoing|shampoo
lavabo|washbasin
baignoire|bathtub
aspirateur|vacuum cleaner
balai|broom
lessive|laundry; washing powder
ménage|housework; household
supermarché|supermarket
épicerie|grocery shop
caissier|cashier
panier|basket
chariot|trolley; cart
sachet|bag; sachet
reçu|receipt
ticket|ticket; receipt
espèce|kind; species; cash (en espèces)
portemonnaie|purse; wallet
porte-monnaie|purse; coin purse
loyer|rent
facture|bill; invoice
voisinage|neighbourhood
balcon|balcony
terrasse|terrace; patio
cour|courtyard; playground; court
sous-sol|basement
grenier|attic
placard|cupboard; closet
armoire|wardrobe
tiroir|drawer
étagère|shelf
coussin|cushion
couverture|blanket; cover
drap|sheet
bougie|candle
horloge|clock
radiateur|radiator
chauffage|heating
climatisation|air conditioning
interrupteur|switch
carton|cardboard; box
# People and feelings
gars|guy; lad
mec|guy; bloke
nana|girl (informal)
meuf|woman; girlfriend (slang)
pote|mate; buddy
gamin|kid
ado|teen
adolescent|teenager
adulte|adult
retraité|retiree; pensioner
inconnu|stranger
invité|guest
hôte|host; guest
abonnée|subscriber (female)
spectateur|viewer; spectator
fan|fan
star|star
sourire|smile
bisou|kiss
câlin|hug; cuddle
dispute|argument; quarrel
stress|stress
fatigue|tiredness
bonheur|happiness
tristesse|sadness
fierté|pride
jalousie|jealousy
déception|disappointment
gêne|embarrassment; discomfort
motivation|motivation
objectif|goal; lens
défi|challenge
succès|success
échec|failure
malchance|bad luck
# Body and health
gorge|throat
cou|neck
coude|elbow
poignet|wrist
ongle|nail
poitrine|chest
estomac|stomach
cheville|ankle
orteil|toe
talon|heel
lèvre|lip
joue|cheek
front|forehead; front
sourcil|eyebrow
cil|eyelash
poumon|lung
os|bone
muscle|muscle
rhume|cold
grippe|flu
toux|cough
allergie|allergy
blessé|injured person
pansement|plaster; bandage
ordonnance|prescription
rendez-vous|appointment; date
urgence|emergency
infirmier|nurse
infirmière|nurse (female)
dentiste|dentist
vaccin|vaccine
comprimé|tablet; pill
sieste|nap
# Adjectives
beau-père|father-in-law; stepfather
belle-mère|mother-in-law; stepmother
mignon/a|cute; sweet
chouette/a|great; nice
nul/a|useless; rubbish; no (not any)
parfait/a|perfect
pratique/a|practical; handy
utile/a|useful
inutile/a|useless; unnecessary
énorme/a|huge
minuscule/a|tiny
large/a|wide
étroit/a|narrow
lourd/a|heavy
léger/a|light
épais/a|thick
mince/a|thin; slim
doux/a|soft; gentle; mild
dur/a|hard; tough
mou/a|soft
lisse/a|smooth
sec/a|dry
mouillé/a|wet
humide/a|damp; humid
tiède/a|lukewarm
glacé/a|iced; frozen; icy
brûlant/a|burning hot
calme/a|calm; quiet
bruyant/a|noisy
tranquille/a|quiet; peaceful
sombre/a|dark
clair/a|clear; light
brillant/a|shiny; brilliant
violet/a|purple
orange/a|orange
beige/a|beige
doré/a|golden
argenté/a|silver
foncé/a|dark (colour)
neuf/a|new; brand-new
moderne/a|modern
récent/a|recent
actuel/a|current; present
précédent/a|previous
suivant/a|next; following
principal/a|main
entier/a|whole; entire
complet/a|full; complete
gratuit/a|free (of charge)
payant/a|paying; not free
économique/a|economical; economic
public/a|public
privé/a|private
personnel/a|personal
professionnel/a|professional
officiel/a|official
national/a|national
international/a|international
local/a|local
étranger/a|foreign
célèbre/a|famous
connu/a|known; well-known
inconnu/a|unknown
populaire/a|popular
normal/a|normal
bizarre/a|strange; weird
étrange/a|strange
curieux/a|curious; odd
sérieux/a|serious
poli/a|polite
impoli/a|rude
honnête/a|honest
timide/a|shy
courageux/a|brave
paresseux/a|lazy
travailleur/a|hard-working
intelligent/a|intelligent; clever
bête/a|stupid; silly
fou/a|mad; crazy
calé/a|clever; knowledgeable
nerveux/a|nervous
stressé/a|stressed
inquiet/a|worried
fier/a|proud
jaloux/a|jealous
amoureux/a|in love
marié/a|married
célibataire/a|single
enceinte/a|pregnant
vivant/a|alive; lively
mort/a|dead
blessé/a|injured; hurt
# More everyday verbs
abîmer/v|damage; spoil
accrocher/v|hang; hook
agiter/v|shake; wave
apprécier/v|appreciate; like
bâiller/v|yawn
blesser/v|hurt; injure
bronzer/v|tan; sunbathe
camper/v|camp
chuchoter/v|whisper
cocher/v|tick; check
coiffer/v|do (someone's) hair
conseiller/v|advise; recommend
critiquer/v|criticize
débarrasser/v|clear; get rid of
décoller/v|take off
atterrir/v|land
dépêcher/v|hurry (se dépêcher)
détendre/v|relax
disputer/v|argue (se disputer)
durer/v|last
échanger/v|exchange; swap
éclater/v|burst
embaucher/v|hire
emballer/v|wrap; pack
endormir/v|fall asleep (s'endormir)
énerver/v|annoy; get annoyed
envisager/v|consider; plan
épeler/v|spell
espionner/v|spy on
estimer/v|estimate; consider
éternuer/v|sneeze
évaluer/v|assess; evaluate
expédier/v|send; ship
fabriquer/v|make; manufacture
fêter/v|celebrate
fonctionner/v|work; function
former/v|form; train
geler/v|freeze
gonfler/v|inflate; swell
gratter/v|scratch
hurler/v|scream; yell
insister/v|insist
interrompre/v|interrupt
jardiner/v|garden
lâcher/v|let go; drop
licencier/v|dismiss; lay off
maquiller/v|make up (se maquiller)
mâcher/v|chew
marquer/v|mark; score
mentionner/v|mention
mixer/v|blend; mix
moquer/v|make fun (se moquer)
neiger/v|snow
participer/v|take part; participate
peser/v|weigh
pincer/v|pinch
piquer/v|sting; prick; pinch
plaisanter/v|joke
pointer/v|point; clock in
prononcer/v|pronounce
proposer/v|suggest; offer
raccrocher/v|hang up
râler/v|grumble; moan
ramasser/v|pick up
ramener/v|bring back
rater/v|miss; fail
recycler/v|recycle
réduire/v|reduce
rembobiner/v|rewind
remonter/v|go back up
renoncer/v|give up
repartir/v|leave again
reculer/v|move back; back up
ressentir/v|feel
rigoler/v|laugh; joke
ronfler/v|snore
siffler/v|whistle
soutenir/v|support
stationner/v|park
taper/v|type; hit
tenter/v|try; tempt
tricoter/v|knit
tutoyer/v|say tu (informal you)
vouvoyer/v|say vous (polite you)
vider/v|empty
viser/v|aim
`;
