/** fr-en, part 2: From fr-frequency.ts, in its order (2). Format and provenance: ../fr-en.ts. */
export default `
vraiment/r|really
beaucoup/r|a lot; much; many
assez/r|enough; quite
vite/r|fast; quickly
ensemble/r|together
seulement/r|only
surtout/r|especially; above all
presque/r|almost; nearly
peut-être/r|maybe; perhaps
longtemps/r|a long time
ensuite/r|then; next
enfin/r|finally; at last
d'abord/r|first; at first
tellement/r|so; so much
partout/r|everywhere
dehors/r|outside
dedans/r|inside
loin/r|far
près/r|near; close
famille|family
frère|brother
sœur|sister
fils|son
oncle|uncle
tante|aunt
cousin|cousin
cousine|cousin (female)
grand-mère|grandmother
grand-père|grandfather
parent|parent; relative
bébé|baby
garçon|boy; waiter
mari|husband
copain|friend; boyfriend
copine|friend; girlfriend
amie|friend (female); girlfriend
voisin|neighbour
voisine|neighbour (female)
collègue|colleague
patron|boss; owner
professeur|teacher; professor
élève|pupil; student
étudiant|student
médecin|doctor
personne|person; nobody
village|village
route|road; way
chemin|path; way
appartement|flat; apartment
chambre|bedroom; room
cuisine|kitchen; cooking
salle|room; hall
salon|living room; show
jardin|garden
bureau|office; desk
fenêtre|window
mur|wall
table|table
chaise|chair
lit|bed
lampe|lamp
clé|key
escalier|stairs; staircase
toit|roof
étage|floor; storey
pain|bread
vin|wine
café|coffee; café
thé|tea
lait|milk
viande|meat
poulet|chicken
poisson|fish
légume|vegetable
fruit|fruit
pomme|apple
orange|orange
fromage|cheese
beurre|butter
œuf|egg
sucre|sugar
sel|salt
riz|rice
pâtes|pasta
soupe|soup
gâteau|cake
chocolat|chocolate
repas|meal
petit-déjeuner|breakfast
déjeuner|lunch
dîner|dinner
restaurant|restaurant
menu|menu; set meal
assiette|plate
verre|glass
bouteille|bottle
tasse|cup; mug
couteau|knife
fourchette|fork
cuillère|spoon
vêtement|piece of clothing; clothes
chemise|shirt
pantalon|trousers; pants
robe|dress
jupe|skirt
veste|jacket
manteau|coat
chaussure|shoe
chaussette|sock
chapeau|hat
sac|bag
bus|bus
train|train
avion|plane
vélo|bike; bicycle
métro|underground; subway
gare|station
aéroport|airport
billet|ticket; banknote
voyage|trip; journey
vacances|holidays; vacation
valise|suitcase
hôtel|hotel
plage|beach
mer|sea
montagne|mountain
campagne|countryside; campaign
forêt|forest
rivière|river
lac|lake
île|island
ciel|sky
soleil|sun
lune|moon
étoile|star
nuage|cloud
pluie|rain
neige|snow
vent|wind
saison|season
printemps|spring
été|summer
automne|autumn; fall
hiver|winter
lundi|Monday
mardi|Tuesday
mercredi|Wednesday
jeudi|Thursday
vendredi|Friday
samedi|Saturday
dimanche|Sunday
janvier|January
février|February
mars|March
avril|April
mai|May
juin|June
juillet|July
août|August
septembre|September
octobre|October
novembre|November
décembre|December
matin|morning
midi|noon; midday
après-midi|afternoon
soir|evening
minute|minute
seconde|second
année|year
siècle|century
chien|dog
chat|cat
oiseau|bird
cheval|horse
vache|cow
cochon|pig
mouton|sheep
poule|hen
lapin|rabbit
souris|mouse
animal|animal
visage|face
nez|nose
bouche|mouth
oreille|ear
dent|tooth
cheveu|hair (a single hair)
jambe|leg
doigt|finger
ventre|belly; stomach
sang|blood
peau|skin
santé|health
maladie|illness; disease
hôpital|hospital
pharmacie|pharmacy; chemist's
médicament|medicine; drug
docteur|doctor
métier|job; trade
emploi|job; use
entreprise|company; business
réunion|meeting
salaire|salary; wage
client|customer; client
magasin|shop; store
marché|market
banque|bank
poste|post office; job; post
prix|price; prize
euro|euro
classe|class; classroom
cours|class; lesson; course
leçon|lesson
examen|exam; examination
devoir|homework; duty
livre|book
cahier|notebook; exercise book
stylo|pen
crayon|pencil
phrase|sentence
langue|language; tongue
français|French (language)
anglais|English (language)
réponse|answer; reply
exemple|example
idée|idea
problème|problem
solution|solution
façon|way; manner
manière|way; manner
début|beginning; start
milieu|middle; environment
partie|part; game (match)
fond|bottom; back; background
bout|end; bit
centre|centre; center
endroit|place; spot
film|film; movie
musique|music
chanson|song
photo|photo
jeu|game; play
sport|sport
football|football; soccer
match|match; game
équipe|team
téléphone|phone; telephone
ordinateur|computer
internet|internet
message|message
courriel|email
site|site; website
écran|screen
mauvais/a|bad; wrong
joli/a|pretty; nice
laid/a|ugly
ancien/a|old; former
court/a|short
haut/a|high; tall
bas/a|low
froid/a|cold
facile/a|easy
difficile/a|difficult; hard
cher/a|expensive; dear
simple/a|simple; easy
important/a|important
possible/a|possible
impossible/a|impossible
triste/a|sad
content/a|happy; glad; pleased
fatigué/a|tired
malade/a|ill; sick
fort/a|strong; loud
faible/a|weak
riche/a|rich
rapide/a|fast; quick
lent/a|slow
propre/a|clean; own
sale/a|dirty
vide/a|empty
libre/a|free; available
occupé/a|busy; occupied
sûr/a|sure; safe
certain/a|certain; sure
faux/a|false; wrong; fake
juste/a|fair; right; tight
gentil/a|kind; nice
méchant/a|nasty; mean; naughty
drôle/a|funny; strange
sympa/a|nice; friendly
intéressant/a|interesting
ennuyeux/a|boring; annoying
incroyable/a|incredible; unbelievable
génial/a|great; brilliant
super/a|great; super
rouge/a|red
bleu/a|blue
vert/a|green
jaune/a|yellow
`;
