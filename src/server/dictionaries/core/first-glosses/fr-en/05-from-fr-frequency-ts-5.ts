/** fr-en, part 5: From fr-frequency.ts, in its order (5); Further common lemmas; Adverbs. Format and provenance: ../fr-en.ts. */
export default `
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
`;
