/** fr-en, part 6: Verbs of daily life; Cooking and food; Travel; Tech and the internet. Format and provenance: ../fr-en.ts. */
export default `
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
`;
