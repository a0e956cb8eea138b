/** fr-en, part 3: From fr-frequency.ts, in its order (3). Format and provenance: ../fr-en.ts. */
export default `
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
`;
