/**
 * French → English: content words clicked in the French passages (../passages/fr.txt and
 * passages/fr-*.txt), each with the English first glosses a teacher would accept for it in that
 * sentence, written by hand (not taken from the dictionary). One word per line: `surface: a | b`.
 */
export const fr = `
Salut: hi | hello
monde: world | people
bienvenue: welcome
nouvelle: new
vidéo: video
Aujourd'hui: today
voulais: want | wanted
parler: talk | speak
sujet: subject | topic
demande: ask | asks
souvent: often
commentaires: comments | comment
appris: learn | learned | learnt
anglais: English | English language
seule: alone | on my own | by myself
honnête: honest
début: beginning | start
vraiment: really | truly
difficile: difficult | hard
école: school
comprenais: understand | understood
grammaire: grammar
savais: know | knew
dire: say | tell
changé: change | changed
commencé: begin | start | started | began
regarder: watch | look at | look
séries: series | TV series | shows
sous-titres: subtitles | subtitle
départ: start | beginning | departure
mettais: put | set
français: French
petit: little | small
passée: switch | move | go | pass
notais: note | write down | wrote down
mots: words | word
connaissais: know | knew
carnet: notebook | notepad
soir: evening | night
relisais: reread | re-read | read again
dormir: sleep
Honnêtement: honestly
beaucoup: a lot | much | lots | a great deal
aidée: help | helped
Ensuite: then | next | afterwards
trouvé: find | found
amie: friend | girlfriend
ligne: line
appelait: call | called | phone
fois: time | times
semaine: week
demi-heure: half an hour | half hour | half-hour
génial: great | brilliant | awesome | fantastic | terrific
corriger: correct
juger: judge
conseil: advice | tip
peur: fear | afraid
faire: do | make
erreurs: mistakes | errors | mistake | error
gens: people
espère: hope
astuces: tips | tricks | tip | trick
utiles: useful | helpful
langue: language | tongue
moment: moment | time
retrouve: meet | meet again | see | find
prochaine: next
Coucou: hi | hello | hi there
allez: go | are
emmène: take
courses: shopping | groceries | errands
marché: market
week-end: weekend
invite: invite
amis: friends | friend
dîner: dinner | dine | have dinner
peu: little | bit | a bit | a little
froid: cold
matin: morning
pris: take | took | taken
écharpe: scarf
arrive: arrive | come | get there
vendeur: seller | vendor | salesman | shop assistant | stallholder
fromage: cheese
adore: love | adore
produits: products | produce | product
morceau: piece | bit
chèvre: goat | goat's cheese | goat cheese
frais: fresh | cool
boulanger: baker
acheter: buy | purchase
baguettes: baguette | baguettes | French stick
tarte: tart | pie
pommes: apples | apple
dessert: dessert
légumes: vegetables | vegetable
magnifiques: magnificent | beautiful | gorgeous | superb | splendid | lovely
carottes: carrots | carrot
poireaux: leeks | leek
terre: earth | ground | soil
soupe: soup
poissonnier: fishmonger | fish seller
belles: beautiful | nice | lovely | fine
moules: mussels | mussel
chères: expensive | dear | pricey | costly
réfléchir: think | think about it | consider | reflect
finalement: finally | in the end | eventually
occasion: occasion | opportunity
spéciale: special
panier: basket
lourd: heavy
crois: think | believe
faut: need | must | have to | necessary
aime: like | love
discuter: chat | talk | discuss
goûter: taste | try
cuisiner: cook
montrerai: show
résultat: result
oubliez: forget
abonner: subscribe
pouce: thumb
bleu: blue
plu: please | pleased | like
Bisous: kisses | love | hugs
chaîne: channel | chain
présente: present | introduce | show
bureau: desk | office
matériel: equipment | gear | material | materials
travailler: work
maison: house | home
ans: years | year
surtout: mostly | especially | above all | mainly
créer: create
espace: space
calme: calm | quiet
agréable: pleasant | nice | agreeable
table: table | desk
assez: enough | quite | fairly
grande: big | large | great
ordinateur: computer
écran: screen | monitor | display
supplémentaire: extra | additional | supplementary
chaise: chair
confortable: comfortable
dos: back
mal: hurt | pain | ache | bad | badly
longues: long
journées: days | day
côté: side
fenêtre: window
plante: plant
verte: green
lumière: light
naturelle: natural
important: important
concentration: concentration
utilise: use
micro: microphone | mic | mike
simple: simple | basic | plain
casque: headphones | headset | helmet
porte: wear | carry
écouter: listen | listen to
musique: music
garder: keep | maintain
horaires: hours | schedule | timetable | working hours | times
heures: hours | o'clock | hour
pause: break | pause
midi: noon | midday | lunchtime
manger: eat
marcher: walk
dehors: outside | outdoors
reprends: resume | start again | go back | pick up
éteins: switch off | turn off | put out
ferme: close | shut
pièce: room
quittais: leave | left
aide: help | helps
séparer: separate
travail: work | job
vie: life
privée: private
organisez: organize | organise
Laissez: leave
lis: read
messages: messages | message
bientôt: soon
Bonjour: hello | good morning | good day
voyage: trip | journey | travel | voyage
gare: station | railway station | train station
valise: suitcase
billet: ticket
train: train
trajet: journey | trip | ride | route
dure: last | lasts | take
environ: about | approximately | around | roughly
place: seat | place
près: near | close | close to | near to | by
filmer: film | shoot | record
paysage: landscape | scenery | countryside | view
traverse: cross | go through | pass through
campagne: countryside | country
champs: fields | field
vaches: cows | cow
villages: villages | village
descend: go down | descend | head down
sud: south
ciel: sky
devient: become | becomes | get | turn
voit: see | sees
déjà: already
mer: sea
loin: far | far away | distance | in the distance
tellement: so | so much
déposer: drop off | leave | put down | drop
affaires: things | stuff | belongings | luggage
hôtel: hotel
juste: just | right
port: harbour | harbor | port
copain: boyfriend | friend | pal | mate
absolument: absolutely | really
vraie: real | true | genuine
poisson: fish
typique: typical
région: region | area
envie: want | desire | wish | urge | feel like
promener: walk | stroll | go for a walk
vieilles: old
rues: streets | street
monter: go up | climb | climb up
basilique: basilica
admirer: admire
ville: city | town
paraît: seem | apparently | appear
coucher: sunset | setting
soleil: sun
incroyable: incredible | amazing | unbelievable
là-haut: up there
Demain: tomorrow
temps: weather | time
permet: allow | allows | permit | permits
bateau: boat
visiter: visit
îles: islands | island
conseille: advise | recommend
réserver: book | reserve
avance: advance | in advance
touristes: tourists | tourist
venus: come | came | been
dois: must | have to | should
manquer: miss
`;
