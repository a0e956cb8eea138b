/** fr-en, part 4: From fr-frequency.ts, in its order (4). Format and provenance: ../fr-en.ts. */
export default `
auteur|author
autobus|bus
autoroute|motorway; highway
avenir|future
aventure|adventure
avis|opinion; notice
avocat|lawyer; avocado
bagage|luggage; bag
bague|ring
bain|bath
balle|ball; bullet
bande|band; strip; gang
barbe|beard
bateau|boat
bâtiment|building
beauté|beauty
bête|animal; beast
bijou|jewel
bise|kiss (on cheek)
blague|joke
blessure|wound; injury
bois|wood
boîte|box; can; club
bord|edge; side; board
boucherie|butcher's
boulangerie|bakery
boulot|job; work
bouton|button; spot
branche|branch
bruit|noise
budget|budget
cadeau|present; gift
caisse|checkout; till; box
calme|calm; quiet
camion|lorry; truck
canapé|sofa
candidat|candidate
capitale|capital
caractère|character; temper
carte|card; map; menu
cas|case
catastrophe|disaster
cause|cause
cave|cellar
ceinture|belt
cerveau|brain
chaîne|chain; channel
chaleur|heat
champ|field
chance|luck; chance
changement|change
chanteur|singer
chapitre|chapter
charge|load; charge
château|castle
chèque|cheque; check
chiffre|figure; number
choix|choice
cinéma|cinema; movies
circulation|traffic; circulation
citoyen|citizen
civilisation|civilization
climat|climate
code|code
colère|anger
colis|parcel
combat|fight; combat
commerce|trade; shop
commune|municipality; town
compagnie|company
comportement|behaviour
compte|account; count
concert|concert
concours|competition; contest
condition|condition
confiance|trust; confidence
connaissance|knowledge; acquaintance
conseil|advice; council
conversation|conversation
copie|copy
couleur|colour; color
couloir|corridor; hallway
couple|couple
courage|courage
courrier|mail; post
course|race; errand; run
coutume|custom
crise|crisis
cuir|leather
culture|culture; crop
curiosité|curiosity
danger|danger
date|date
débat|debate
décision|decision
défaut|flaw; defect
degré|degree
délai|deadline; time limit
demande|request; demand
départ|departure; start
député|member of parliament
désert|desert
désir|desire; wish
dessin|drawing
destin|fate; destiny
détail|detail
dette|debt
dictionnaire|dictionary
différence|difference
dimension|dimension; size
directeur|director; manager
discours|speech
discussion|discussion
disque|record; disc
distance|distance
domaine|field; area; estate
dommage|pity; damage
don|gift; donation
douane|customs
douche|shower
douleur|pain
drapeau|flag
droit|right; law
droite|right (side)
durée|duration; length
échange|exchange
éclair|lightning; flash; eclair
économie|economy; saving
écrivain|writer
édition|edition; publishing
effet|effect
effort|effort
église|church
élection|election
électricité|electricity
émission|programme; broadcast
énergie|energy
enfance|childhood
ennemi|enemy
ennui|boredom; trouble
enquête|investigation; survey
ensemble|whole; set; outfit
entrée|entrance; starter
entretien|interview; maintenance
épaule|shoulder
époque|time; era
erreur|mistake; error
espace|space
espoir|hope
esprit|mind; spirit
essai|try; test; essay
essence|petrol; gasoline
est|east
état|state; condition
étranger|foreigner; abroad
étude|study
événement|event
excuse|excuse; apology
expérience|experience; experiment
explication|explanation
exposition|exhibition
extérieur|outside; exterior
fac|university; uni
face|face; side
facteur|postman; factor
faute|mistake; fault
fauteuil|armchair
faveur|favour
fête|party; holiday; festival
feuille|leaf; sheet
fiche|form; card
fièvre|fever
figure|face; figure
fil|thread; wire
fleur|flower
fleuve|river
foire|fair
fonction|function; position
force|strength; force
forme|shape; form
fortune|fortune
foule|crowd
four|oven
fraise|strawberry
frontière|border
fumée|smoke
gagnant|winner
garage|garage
gauche|left (side)
gaz|gas
genou|knee
genre|kind; type; gender
geste|gesture
glace|ice cream; ice; mirror
goût|taste
gouvernement|government
grève|strike
groupe|group; band
guerre|war
guide|guide; guidebook
habitant|inhabitant; resident
habitude|habit
haine|hatred
hasard|chance; coincidence
herbe|grass; herb
héros|hero
honneur|honour
honte|shame
horaire|timetable; schedule
humeur|mood
humour|humour
image|picture; image
immeuble|building; block of flats
impression|impression; printing
incendie|fire
information|information; news
ingénieur|engineer
inquiétude|worry; concern
instant|moment; instant
intérieur|inside; interior
invitation|invitation
jambon|ham
jeunesse|youth
joie|joy
journal|newspaper; diary
journée|day
journaliste|journalist
juge|judge
justice|justice
langage|language
larme|tear
lettre|letter
liberté|freedom; liberty
lien|link; bond
lieu|place
ligne|line
linge|laundry; linen
liste|list
litre|litre; liter
logement|housing; accommodation
loi|law
loisir|leisure; hobby
lumière|light
lunettes|glasses
lycée|high school
machine|machine
maître|master; teacher
mal|pain; harm; evil
malheur|misfortune
manque|lack
marche|walking; step; march
mariage|wedding; marriage
marque|brand; mark
matière|subject; material
mémoire|memory
menace|threat
mensonge|lie
mesure|measure; measurement
métal|metal
meuble|piece of furniture
miel|honey
militaire|soldier
ministre|minister
miroir|mirror
mode|fashion; mode
modèle|model
moitié|half
monnaie|change; currency
montre|watch
morceau|piece; bit
moto|motorbike
moyen|means; way
musée|museum
mystère|mystery
nature|nature
naissance|birth
niveau|level
nœud|knot; bow
note|note; mark; bill
nouvelle|news; short story
objet|object; thing
occasion|opportunity; bargain
odeur|smell
œuvre|work (of art)
offre|offer
ombre|shadow; shade
opération|operation
opinion|opinion
or|gold
orage|storm; thunderstorm
orchestre|orchestra
oreiller|pillow
organisation|organization
origine|origin
outil|tool
ouvrier|worker
page|page
paix|peace
palais|palace
panneau|sign; panel
`;
