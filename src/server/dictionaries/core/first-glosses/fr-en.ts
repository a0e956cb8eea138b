/**
 * Hand-reviewed first glosses for French → English: the everyday first meaning of common French
 * lemmas, used to put that meaning ahead of rare or alphabetically-sorted dictionary senses.
 *
 * Provenance: written for this project from general knowledge of French and English, and reviewed
 * line by line for accuracy; not copied from any dictionary or word list. The first part follows
 * src/server/language/data/fr-frequency.ts entry by entry (same order, spelling and tag, exact
 * repeats skipped); the second part adds further common everyday lemmas.
 *
 * Format: one entry per line, `headword[/tag]|gloss1; gloss2; gloss3` — 1 to 3 short glosses, the
 * most common everyday meaning first. Verbs are infinitives (manger); English verb glosses are bare
 * infinitives (eat), adjective glosses plain adjectives (big).
 * Tags: /v verb, /a adjective, /r adverb, /i interjection, /m number, /p particle,
 * /c conjunction, /d determiner, /n pronoun, /x preposition; untagged = noun or a word listed
 * untagged in the frequency list. Lines starting with # are comments.
 */
export default `
# From fr-frequency.ts, in its order
le|the; him; it
de|of; from; some
un|a; an; one
être/v|be
et|and
à|to; at; in
il|he; it
avoir/v|have
ne|not (ne ... pas)
je|I
son|his; her; its
que|that; what; than
se|oneself; himself; herself
qui|who; which; that
ce|this; that; it
dans|in; into
en|in; some; of it
du|some; of the; from the
elle|she; her; it
au|to the; at the; in the
pour|for; in order to
pas|not; step
vous|you
par|by; through; per
sur|on; about; over
faire/v|do; make
plus|more; no more (ne ... plus)
dire/v|say; tell
me|me; myself
on|we; one; people
mon|my
lui|him; her; to him
nous|we; us
comme|like; as; since
mais|but
pouvoir/v|can; be able to
avec|with
tout|all; everything; every
y|there; it; to it
aller/v|go
voir/v|see
bien|well; good; fine
où|where; when
sans|without
tu|you (informal)
ou|or
leur|their; to them
homme|man
si|if; so; yes (to a negative)
deux/m|two
moi|me; I
vouloir/v|want
te|you; yourself (informal)
femme|woman; wife
venir/v|come
quand|when
grand/a|big; tall; great
celui|the one; that one
notre|our
devoir/v|must; have to; owe
là|there; here
jour|day
prendre/v|take
même/a|same; very; itself
votre|your
rien|nothing; anything
petit/a|small; little; short
encore/r|again; still; more
aussi|also; too; as
quelque|some; a few
dont|of which; whose
trouver/v|find
donner/v|give
temps|time; weather
ça|that; it; this
peu/r|little; not much
même|even; same
falloir/v|be necessary; need
sous|under; beneath
parler/v|speak; talk
alors|so; then
main|hand
chose|thing
ton|your (informal); tone
mettre/v|put; put on; take (time)
vie|life
savoir/v|know; know how to
œil|eye
passer/v|pass; spend (time); go by
autre/a|other; another
après|after; afterwards
regarder/v|look at; watch
toujours/r|always; still
puis|then
jamais/r|never; ever
cela|that; it
aimer/v|love; like
non|no; not
heure|hour; time; o'clock
croire/v|believe; think
cent/m|hundred
monde|world; people
donc|so; therefore
enfant|child
fois|time (occasion)
seul/a|alone; only; single
autre|other; another
entre|between; among
vers|towards; around; verse
chez|at (someone's place); at
demander/v|ask; ask for
jeune/a|young
jusque|until; up to
très|very
moment|moment
rester/v|stay; remain
répondre/v|answer; reply
tête|head
père|father
fille|girl; daughter
mille/m|thousand
premier/a|first
car|because; for; coach
entendre/v|hear
ni|nor; neither ... nor
bon/a|good; right
trois/m|three
cœur|heart
an|year
terre|earth; ground; land
contre|against
dieu|god
monsieur|sir; mister; gentleman
voix|voice; vote
penser/v|think
quel|what; which
arriver/v|arrive; happen; manage
maison|house; home
devant/r|in front; ahead
coup|blow; hit; knock
beau/a|beautiful; handsome; nice
connaître/v|know; be familiar with
devenir/v|become
air|air; look; tune
mot|word
nuit|night
sentir/v|feel; smell
vieux/a|old
sembler/v|seem
moins/r|less; minus
tenir/v|hold; keep
ici/r|here
comprendre/v|understand; include
oui|yes
pendant|during; for
porte|door; gate
ami|friend
trop/r|too; too much
porter/v|carry; wear
peu|little; few
regard|look; gaze
depuis|since; for
besoin|need
sortir/v|go out; leave; take out
toucher/v|touch; receive (money)
dernier/a|last; latest
lever/v|raise; lift
long/a|long
écrire/v|write
chercher/v|look for; fetch
nom|name; noun
corps|body
vivre/v|live
revenir/v|come back; return
côté|side
partir/v|leave; go away
mourir/v|die
lire/v|read
suivre/v|follow; take (a course)
paraître/v|seem; appear
mère|mother
pied|foot
attendre/v|wait; wait for; expect
rendre/v|give back; make; return
entrer/v|enter; come in
perdre/v|lose; waste
place|place; seat; square
ouvrir/v|open
tomber/v|fall
gens|people
appeler/v|call
pays|country
nouveau/a|new
vrai/a|true; real
rue|street
heureux/a|happy
tourner/v|turn; shoot (a film)
ville|town; city
mort|death; dead person
question|question
gros/a|big; fat
bras|arm
raison|reason; right (avoir raison)
fin|end
travail|work; job
arrêter/v|stop; arrest
noir/a|black; dark
blanc/a|white
reprendre/v|take back; resume
doute|doubt
plein/a|full
pauvre/a|poor
ordre|order
mois|month
semaine|week
dos|back
histoire|story; history
belle/a|beautiful
prêt/a|ready
voiture|car
argent|money; silver
école|school
eau|water
feu|fire; traffic light
jouer/v|play; act
manger/v|eat
boire/v|drink
dormir/v|sleep
travailler/v|work
habiter/v|live (in); reside
acheter/v|buy
vendre/v|sell
payer/v|pay; pay for
coûter/v|cost
aider/v|help
apprendre/v|learn; teach
étudier/v|study
commencer/v|begin; start
finir/v|finish; end
continuer/v|continue; go on
essayer/v|try; try on
oublier/v|forget
rappeler/v|call back; remind
souvenir/v|remember (se souvenir)
montrer/v|show
expliquer/v|explain
raconter/v|tell; recount
chanter/v|sing
danser/v|dance
marcher/v|walk; work (function)
courir/v|run
nager/v|swim
voyager/v|travel
visiter/v|visit (a place)
rencontrer/v|meet
quitter/v|leave
changer/v|change
choisir/v|choose
décider/v|decide
préférer/v|prefer
espérer/v|hope
laisser/v|leave; let
permettre/v|allow; permit
promettre/v|promise
recevoir/v|receive; get
envoyer/v|send
apporter/v|bring
emporter/v|take away; take along
amener/v|bring (someone)
présenter/v|present; introduce
préparer/v|prepare; make
cuisiner/v|cook
laver/v|wash
nettoyer/v|clean
ranger/v|tidy; put away
fermer/v|close; shut
allumer/v|turn on; light
éteindre/v|turn off; put out
gagner/v|win; earn
compter/v|count
mesurer/v|measure
envie|desire; urge (avoir envie)
peur|fear
faim|hunger
soif|thirst
froid|cold
chaud/a|hot; warm
sommeil|sleep; sleepiness
tort|wrong (avoir tort); fault
aujourd'hui/r|today
demain/r|tomorrow
hier/r|yesterday
maintenant/r|now
bientôt/r|soon
tard/r|late
tôt/r|early
déjà/r|already
souvent/r|often
parfois/r|sometimes
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
gris/a|grey; gray
marron/a|brown
rose/a|pink
deuxième/a|second
meilleur/a|better; best
pire/a|worse; worst
prochain/a|next
différent/a|different
pareil/a|same; similar
tel/a|such
français/a|French
anglais/a|English
allemand/a|German
espagnol/a|Spanish
américain/a|American
européen/a|European
un/m|one
quatre/m|four
cinq/m|five
six/m|six
sept/m|seven
huit/m|eight
neuf/m|nine
dix/m|ten
onze/m|eleven
douze/m|twelve
treize/m|thirteen
quatorze/m|fourteen
quinze/m|fifteen
seize/m|sixteen
vingt/m|twenty
trente/m|thirty
quarante/m|forty
cinquante/m|fifty
soixante/m|sixty
million/m|million
merci/i|thank you; thanks
bonjour/i|hello; good morning
bonsoir/i|good evening
salut/i|hi; bye
pardon/i|sorry; excuse me
bravo/i|well done; bravo
accepter/v|accept; agree
accompagner/v|go with; accompany
adorer/v|love; adore
ajouter/v|add
annoncer/v|announce
apercevoir/v|notice; catch sight of
apparaître/v|appear
appartenir/v|belong
applaudir/v|applaud; clap
arracher/v|pull out; tear off
asseoir/v|sit down (s'asseoir); seat
assister/v|attend; assist
assurer/v|ensure; assure; insure
attacher/v|tie; fasten
attaquer/v|attack
atteindre/v|reach
augmenter/v|increase; raise
avancer/v|move forward; advance
avouer/v|admit; confess
baisser/v|lower; turn down
battre/v|beat
bouger/v|move
briller/v|shine
brûler/v|burn
cacher/v|hide
casser/v|break
causer/v|cause; chat
céder/v|give in; give up
chasser/v|hunt; chase away
citer/v|quote; mention
coller/v|stick; glue
combattre/v|fight
commander/v|order; command
compléter/v|complete; fill in
composer/v|compose; dial
conduire/v|drive; lead
confier/v|entrust; confide
conserver/v|keep; preserve
considérer/v|consider
construire/v|build
consulter/v|consult; check
contenir/v|contain
convaincre/v|convince
corriger/v|correct
coucher/v|put to bed; go to bed
couper/v|cut
couvrir/v|cover
craindre/v|fear
créer/v|create
crier/v|shout; scream
cueillir/v|pick; gather
découvrir/v|discover
décrire/v|describe
défendre/v|defend; forbid
demeurer/v|remain; live
dépasser/v|overtake; exceed
dépendre/v|depend
déposer/v|drop off; put down
descendre/v|go down; get off
désirer/v|want; wish
dessiner/v|draw
deviner/v|guess
diminuer/v|decrease; reduce
diriger/v|manage; direct; lead
discuter/v|talk; discuss
disparaître/v|disappear
distinguer/v|distinguish
divorcer/v|divorce
doubler/v|double; overtake; dub
douter/v|doubt
éclairer/v|light up
économiser/v|save
écouter/v|listen; listen to
effacer/v|erase; delete
élever/v|raise; bring up
embrasser/v|kiss; hug
emmener/v|take (someone)
empêcher/v|prevent; stop
employer/v|use; employ
emprunter/v|borrow; take (a road)
enlever/v|remove; take off
ennuyer/v|bore; annoy
enseigner/v|teach
entraîner/v|train; lead to
entretenir/v|maintain; look after
épouser/v|marry
éprouver/v|feel; experience
établir/v|establish; set up
étendre/v|spread; stretch; hang out
étonner/v|surprise; amaze
éviter/v|avoid
exagérer/v|exaggerate; go too far
examiner/v|examine
exister/v|exist
exprimer/v|express
fâcher/v|anger; get angry (se fâcher)
fixer/v|fix; set; stare at
frapper/v|hit; knock
fumer/v|smoke
glisser/v|slip; slide
goûter/v|taste; have a snack
grandir/v|grow up; grow
grossir/v|put on weight
guérir/v|cure; heal; recover
habiller/v|dress; get dressed
hésiter/v|hesitate
ignorer/v|not know; ignore
imaginer/v|imagine
imposer/v|impose
indiquer/v|show; indicate
inquiéter/v|worry
installer/v|install; set up
interdire/v|forbid; ban
intéresser/v|interest
inventer/v|invent; make up
inviter/v|invite
jeter/v|throw; throw away
joindre/v|join; reach; attach
juger/v|judge
lancer/v|throw; launch
libérer/v|free; release
livrer/v|deliver
louer/v|rent; praise
maigrir/v|lose weight
manquer/v|miss; lack
marier/v|marry; get married
mériter/v|deserve
monter/v|go up; get in; climb
mordre/v|bite
naître/v|be born
nourrir/v|feed
obéir/v|obey
obliger/v|force; oblige
observer/v|observe; watch
obtenir/v|get; obtain
occuper/v|occupy; take care of
offrir/v|offer; give (a gift)
organiser/v|organize
oser/v|dare
pardonner/v|forgive
partager/v|share
peindre/v|paint
pencher/v|lean; tilt
pendre/v|hang
pleurer/v|cry
pleuvoir/v|rain
plaire/v|please; be liked
plier/v|fold; bend
poser/v|put; ask (a question)
posséder/v|own; possess
pousser/v|push; grow
pratiquer/v|practise; do (a sport)
prévenir/v|warn; let know; prevent
prévoir/v|plan; forecast
prier/v|pray; beg
produire/v|produce
profiter/v|enjoy; take advantage
protéger/v|protect
prouver/v|prove
punir/v|punish
réaliser/v|carry out; make; realize
recommencer/v|start again
reconnaître/v|recognize; admit
refuser/v|refuse
regretter/v|regret; be sorry; miss
rejoindre/v|join; meet up with
remarquer/v|notice
remercier/v|thank
remplacer/v|replace
remplir/v|fill; fill in
rentrer/v|go home; come back
renverser/v|spill; knock over
réparer/v|repair; fix
repasser/v|iron; come back
répéter/v|repeat; rehearse
reposer/v|rest (se reposer); put back
représenter/v|represent
réserver/v|book; reserve
résoudre/v|solve
respecter/v|respect
respirer/v|breathe
ressembler/v|look like; resemble
retenir/v|hold back; remember
retourner/v|go back; turn over
retrouver/v|find (again); meet
réunir/v|gather; bring together
réussir/v|succeed; pass
réveiller/v|wake up
rêver/v|dream
rire/v|laugh
rouler/v|drive; roll
saisir/v|seize; grab; grasp
saluer/v|greet; say hello
sauter/v|jump
sauver/v|save; rescue
sécher/v|dry; skip (class)
servir/v|serve; be used for
signer/v|sign
soigner/v|treat; look after
sonner/v|ring
souffrir/v|suffer
souhaiter/v|wish
soulever/v|lift; raise
sourire/v|smile
supporter/v|bear; stand; support
supposer/v|suppose
surprendre/v|surprise
taire/v|be quiet (se taire)
téléphoner/v|phone; call
terminer/v|finish; end
tirer/v|pull; shoot
traduire/v|translate
traverser/v|cross
tromper/v|deceive; cheat on
tuer/v|kill
utiliser/v|use
valoir/v|be worth
vérifier/v|check; verify
vieillir/v|grow old; age
voler/v|steal; fly
voter/v|vote
accident|accident
accord|agreement; chord
achat|purchase
acteur|actor
action|action; share
activité|activity
actrice|actress
adresse|address; skill
affaire|matter; business; bargain
âge|age
agence|agency
agent|agent; officer
aide|help
alcool|alcohol
allemand|German (language)
ambiance|atmosphere; mood
amour|love
ampoule|light bulb; blister
angle|angle; corner
anniversaire|birthday; anniversary
annonce|advert; announcement
appareil|device; appliance; camera
appel|call
appétit|appetite
arbre|tree
architecte|architect
argument|argument; point
arme|weapon
armée|army
arrivée|arrival
art|art
article|article; item
artiste|artist
ascenseur|lift; elevator
aspect|aspect; look
association|association; charity
attention|attention; care
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
papier|paper
paquet|packet; parcel
parc|park
parfum|perfume; flavour
parole|word; speech
part|share; portion; slice
passage|passage; way through
passager|passenger
passé|past
passeport|passport
passion|passion
patience|patience
patrie|homeland
paysage|landscape; scenery
peine|trouble; effort; sorrow
peinture|paint; painting
pensée|thought
pension|pension; guest house
pente|slope
période|period
permis|licence; permit
personnage|character
peuple|people; nation
pièce|room; piece; coin
pierre|stone
pile|battery; pile
pilote|pilot; driver
piscine|swimming pool
piste|track; trail; runway
plafond|ceiling
plaisir|pleasure
plan|plan; map; shot (film)
planète|planet
plante|plant
plat|dish; course
plume|feather; pen
poche|pocket
poème|poem
poésie|poetry
poids|weight
point|point; dot; full stop
pointe|tip; point
police|police
politique|politics; policy
pollution|pollution
pont|bridge
population|population
port|port; harbour
portable|mobile phone; laptop
portefeuille|wallet
poubelle|bin; trash can
poussière|dust
pouvoir|power
présence|presence
président|president
presse|press
pression|pressure
prison|prison
produit|product
profession|profession; occupation
programme|programme; program
progrès|progress
projet|project; plan
promenade|walk
propriétaire|owner; landlord
protection|protection
public|public; audience
puissance|power
quai|platform; quay
qualité|quality
quartier|neighbourhood; district
queue|tail; queue; line
race|breed; race
radio|radio; X-ray
rapport|report; relationship
rayon|ray; shelf; radius
réaction|reaction
recherche|research; search
récit|story; account
réduction|discount; reduction
réflexion|thought; reflection
régime|diet; regime
région|region
règle|rule; ruler
relation|relationship; relation
remède|remedy; cure
remarque|remark; comment
repos|rest
réseau|network
respect|respect
responsabilité|responsibility
résultat|result
retard|delay; lateness
retraite|retirement; pension
rêve|dream
révolution|revolution
richesse|wealth; riches
rideau|curtain
rire|laugh; laughter
risque|risk
rôle|role; part
roman|novel
rond|circle; ring
rose|rose
roue|wheel
sable|sand
salade|salad; lettuce
sauce|sauce
savon|soap
scène|stage; scene
science|science
séance|session; showing
secret|secret
secrétaire|secretary
sécurité|safety; security
sens|sense; direction; meaning
sentiment|feeling
série|series; set
serveur|waiter; server
service|service; favour
siège|seat; headquarters
signe|sign
silence|silence
singe|monkey
situation|situation
société|society; company
soin|care
sol|floor; ground; soil
soldat|soldier
somme|sum; amount; nap
sommet|top; summit
sort|fate; spell
sortie|exit; outing; release
souci|worry; problem
souffle|breath
souvenir|memory; souvenir
spectacle|show
stade|stadium; stage
style|style
sujet|subject; topic
surface|surface; area
surprise|surprise
système|system
tableau|painting; board; table
tâche|task
taille|size; height; waist
talent|talent
tapis|carpet; rug
tarif|price; rate; fare
taxe|tax
technique|technique
télé|TV
télévision|television
témoin|witness
température|temperature
tempête|storm
terrain|ground; land; pitch
théâtre|theatre
thème|theme; topic
timbre|stamp
tir|shooting; shot
titre|title; headline
toilettes|toilet; restroom
tour|turn; tour; tower
tourisme|tourism
trace|trace; mark; track
tradition|tradition
trajet|journey; trip; route
tranche|slice
transport|transport
trou|hole
troupe|troop; company
truc|thing; trick
tuyau|pipe; tip
type|type; guy
univers|universe
université|university
usage|use; usage
usine|factory
vague|wave
valeur|value
vapeur|steam
vedette|star; celebrity
vendeur|salesman; seller
vérité|truth
victime|victim
victoire|victory
violence|violence
visite|visit
vitesse|speed; gear
vitre|window pane
vol|flight; theft
volonté|will; willpower
vue|view; sight
# Further common lemmas
# Grammar words
avant|before
derrière|behind
parmi|among
selon|according to
malgré|despite; in spite of
sauf|except
pourquoi|why
comment|how
combien|how much; how many
lequel|which one; which
quoi|what
chacun|each one; everyone
chaque|each; every
plusieurs|several
aucun|no; none; not any
quelqu'un|someone; anyone
lorsque|when
cependant|however
ainsi|thus; so; like this
voici|here is; here are
voilà|there you go; here is; that's it
eux|them; they
ceci|this
celle|the one (feminine)
# Adverbs
ailleurs/r|elsewhere
autant/r|as much; as many
bref/r|in short
certainement/r|certainly
complètement/r|completely
doucement/r|gently; slowly; quietly
environ/r|about; around
exactement/r|exactly
facilement/r|easily
franchement/r|frankly; honestly
heureusement/r|fortunately; luckily
justement/r|precisely; exactly
lentement/r|slowly
mieux/r|better
mal/r|badly
naturellement/r|naturally; of course
normalement/r|normally; usually
plutôt/r|rather; instead
pourtant/r|yet; however
probablement/r|probably
rapidement/r|quickly
récemment/r|recently
sinon/r|otherwise; or else
simplement/r|simply; just
vachement/r|really; very (informal)
volontiers/r|gladly; willingly
actuellement/r|currently; at the moment
autrefois/r|in the past; formerly
davantage/r|more
dessus/r|on top; above
dessous/r|underneath; below
là-bas/r|over there
# Verbs of daily life
réfléchir/v|think; reflect
adapter/v|adapt
améliorer/v|improve
allonger/v|lie down; lengthen
annuler/v|cancel
appuyer/v|press; lean
arroser/v|water
attraper/v|catch
avaler/v|swallow
bavarder/v|chat
bloquer/v|block; get stuck
bricoler/v|do DIY; tinker
brosser/v|brush
calculer/v|calculate
charger/v|load; charge
chauffer/v|heat; warm up
cliquer/v|click
commenter/v|comment
comparer/v|compare
confirmer/v|confirm
connecter/v|connect; log in
contacter/v|contact
copier/v|copy
coudre/v|sew
cuire/v|cook; bake
débrancher/v|unplug
décorer/v|decorate
découper/v|cut up; carve
déménager/v|move (house)
dépenser/v|spend
déranger/v|disturb; bother
désolé/a|sorry
détester/v|hate
développer/v|develop
dîner/v|have dinner
déjeuner/v|have lunch
enregistrer/v|record; save; check in
éplucher/v|peel
essuyer/v|wipe; dry
étaler/v|spread
filmer/v|film
fondre/v|melt
fouetter/v|whisk; whip
frire/v|fry
garder/v|keep; look after
garer/v|park
gérer/v|manage; handle
griller/v|grill; toast
habituer/v|get used (s'habituer)
improviser/v|improvise
inscrire/v|sign up; enrol
mélanger/v|mix
mentir/v|lie (tell a lie)
modifier/v|change; modify
noter/v|note; write down; grade
paniquer/v|panic
parier/v|bet
patienter/v|wait
photographier/v|photograph
planifier/v|plan
plonger/v|dive
prêter/v|lend
promener/v|walk; go for a walk
publier/v|publish; post
recharger/v|recharge; reload
recommander/v|recommend
redémarrer/v|restart; reboot
régler/v|sort out; adjust; pay
remettre/v|put back; hand in
remuer/v|stir; move
rembourser/v|refund; pay back
renseigner/v|inform; find out
retirer/v|withdraw; remove
rincer/v|rinse
rôtir/v|roast
abonner/v|subscribe (s'abonner)
saler/v|salt
sauvegarder/v|save; back up
secouer/v|shake
skier/v|ski
suffire/v|be enough
surveiller/v|watch; monitor
télécharger/v|download
tester/v|test; try out
tousser/v|cough
tricher/v|cheat
trier/v|sort
verser/v|pour
vomir/v|vomit
zapper/v|channel-hop; skip
# Cooking and food
recette|recipe
ingrédient|ingredient
farine|flour
huile|oil
vinaigre|vinegar
poivre|pepper
ail|garlic
oignon|onion
tomate|tomato
carotte|carrot
patate|potato (informal)
haricot|bean
champignon|mushroom
courgette|courgette; zucchini
aubergine|aubergine; eggplant
poivron|pepper (vegetable)
concombre|cucumber
citron|lemon
banane|banana
poire|pear
pêche|peach; fishing
cerise|cherry
raisin|grape
ananas|pineapple
abricot|apricot
framboise|raspberry
myrtille|blueberry
noix|walnut; nut
amande|almond
crème|cream
yaourt|yoghurt
glaçon|ice cube
boisson|drink
jus|juice
bière|beer
bœuf|beef; ox
porc|pork
agneau|lamb
saumon|salmon
thon|tuna
crevette|prawn; shrimp
saucisse|sausage
steak|steak
frite|chip; fry (French fry)
sandwich|sandwich
pizza|pizza
tarte|tart; pie
crêpe|pancake; crêpe
biscuit|biscuit; cookie
bonbon|sweet; candy
confiture|jam
baguette|baguette; stick
croissant|croissant
goûter|afternoon snack
dessert|dessert
casserole|saucepan
poêle|frying pan
bol|bowl
saladier|salad bowl
plateau|tray; plateau
micro-ondes|microwave
frigo|fridge
réfrigérateur|refrigerator
congélateur|freezer
cuisinière|cooker; stove
évier|sink
lave-vaisselle|dishwasher
vaisselle|dishes; washing-up
serviette|napkin; towel
nappe|tablecloth
cuillerée|spoonful
pincée|pinch
gramme|gram
kilo|kilo
pâte|dough; pastry
sucré/a|sweet; sugary
salé/a|salty; savoury
épicé/a|spicy
amer/a|bitter
acide/a|sour
délicieux/a|delicious
frais/a|fresh; cool
cru/a|raw
cuit/a|cooked
croustillant/a|crispy; crunchy
moelleux/a|soft; moist
# Travel
réservation|booking; reservation
embarquement|boarding
guichet|ticket office; counter
contrôle|check; control
douanier|customs officer
visa|visa
touriste|tourist
voyageur|traveller
auberge|inn; hostel
camping|campsite; camping
tente|tent
location|rental; hire
taxi|taxi
arrêt|stop
station|station; resort
correspondance|connection; correspondence
retour|return
aller|outward journey; one-way
aller-retour|return ticket; round trip
destination|destination
itinéraire|route; itinerary
boussole|compass
sud|south
nord|north
ouest|west
côte|coast; rib; hill
ferry|ferry
croisière|cruise
monument|monument
cathédrale|cathedral
randonnée|hike; hiking
sentier|path; trail
colline|hill
vallée|valley
falaise|cliff
cascade|waterfall
grotte|cave
jungle|jungle
océan|ocean
# Tech and the internet
application|app; application
appli|app
logiciel|software
matériel|equipment; hardware
clavier|keyboard
écouteur|earphone; earbud
casque|helmet; headphones
chargeur|charger
batterie|battery; drums
câble|cable
prise|plug; socket
tablette|tablet; bar (chocolate)
caméra|camera; video camera
vidéo|video
abonné|subscriber
abonnement|subscription
fichier|file
dossier|folder; file
document|document
réglage|setting; adjustment
paramètre|parameter; setting
option|option
fonctionnalité|feature
bug|bug
panne|breakdown; failure
wifi|wifi
connexion|connection; login
navigateur|browser
moteur|engine
donnée|data; datum
stockage|storage
puce|chip; flea
processeur|processor
performance|performance
autonomie|battery life; autonomy
version|version
test|test; review
commentaire|comment
like|like (on social media)
publication|post; publication
vidéaste|video maker; YouTuber
tuto|tutorial
tutoriel|tutorial
astuce|tip; trick
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
# Weather and time
météo|weather forecast
brouillard|fog
verglas|black ice
tonnerre|thunder
arc-en-ciel|rainbow
canicule|heatwave
week-end|weekend
lendemain|next day
veille|day before; eve
aube|dawn
coucher|bedtime; setting (of the sun)
lever|rising; getting up
calendrier|calendar
agenda|diary; planner
quart|quarter
demi|half
minuit|midnight
décennie|decade
`;
