/** de-en, part 6: Verbs. Format and provenance: ../de-en.ts. */
export default `
# Verbs
tun/v|do; put
dürfen/v|may; be allowed to
möchten/v|would like
klappen/v|work out; fold
gucken/v|look; watch
zuhören/v|listen
ansehen/v|look at; watch
anschauen/v|look at; watch
zuschauen/v|watch; look on
mitmachen/v|join in; take part
ausprobieren/v|try out
aufnehmen/v|record; take in
hochladen/v|upload
herunterladen/v|download
installieren/v|install
klicken/v|click
tippen/v|type; tap
laden/v|load; charge
aufladen/v|charge (battery)
einschalten/v|switch on
ausschalten/v|switch off
anmachen/v|turn on
ausmachen/v|turn off; agree on
abonnieren/v|subscribe
teilnehmen/v|take part; participate
filmen/v|film
posten/v|post
testen/v|test
bewerten/v|rate; evaluate
empfangen/v|receive
einloggen/v|log in
anmelden/v|register; sign up; log in
abmelden/v|log out; deregister
scrollen/v|scroll
starten/v|start; launch
stoppen/v|stop
schälen/v|peel
hacken/v|chop
rühren/v|stir
mischen/v|mix
braten/v|fry; roast
grillen/v|grill; barbecue
würzen/v|season
salzen/v|salt
abschmecken/v|season to taste
hinzufügen/v|add
erhitzen/v|heat
servieren/v|serve
schmelzen/v|melt
abgießen/v|drain
einfrieren/v|freeze
auftauen/v|thaw; defrost
aufwärmen/v|warm up; reheat
verrühren/v|stir together
vermischen/v|mix
belegen/v|prove; take (a course); top (food)
decken/v|cover; set (table)
spülen/v|rinse; wash up
abwaschen/v|wash up
abtrocknen/v|dry
frühstücken/v|have breakfast
übernachten/v|stay overnight
besichtigen/v|visit; tour
erkunden/v|explore
zelten/v|camp
einchecken/v|check in
auschecken/v|check out
abfliegen/v|take off; depart
wegfahren/v|go away; drive off
losfahren/v|set off; drive off
losgehen/v|set off; start
weitergehen/v|go on; continue
weitermachen/v|carry on
zurückgehen/v|go back
hineingehen/v|go in
hereinkommen/v|come in
herauskommen/v|come out
vorbeikommen/v|drop by; come past
nachdenken/v|think about; reflect
überlegen/v|consider; think over
vermuten/v|suspect; assume
zweifeln/v|doubt
ahnen/v|suspect; sense
verlangen/v|demand; ask for
beschweren/v|complain
schimpfen/v|scold; grumble
beruhigen/v|calm down; reassure
entspannen/v|relax
genießen/v|enjoy
langweilen/v|bore; be bored
lohnen/v|be worth it
gelingen/v|succeed; work out
scheitern/v|fail
lehren/v|teach
erziehen/v|bring up; educate
aufwachsen/v|grow up
gratulieren/v|congratulate
einziehen/v|move in
ausfallen/v|be cancelled; fail
verschieben/v|postpone; move
absagen/v|cancel
zusagen/v|accept; agree
vereinbaren/v|arrange; agree
bestätigen/v|confirm
ablehnen/v|reject; decline
zustimmen/v|agree
widersprechen/v|contradict
vorhaben/v|plan; intend
gebrauchen/v|use
verwenden/v|use
verbrauchen/v|consume; use up
verschwenden/v|waste
kriegen/v|get
erzeugen/v|produce; generate
enthalten/v|contain
gelten/v|be valid; apply
fließen/v|flow
schwitzen/v|sweat
frieren/v|be cold; freeze
husten/v|cough
niesen/v|sneeze
wehtun/v|hurt
bluten/v|bleed
heilen/v|heal; cure
operieren/v|operate
impfen/v|vaccinate
erholen/v|recover; rest
abnehmen/v|lose weight; take off
zunehmen/v|gain weight; increase
joggen/v|jog
radeln/v|cycle
klettern/v|climb
segeln/v|sail
reiten/v|ride (a horse)
angeln/v|fish
stricken/v|knit
nähen/v|sew
basteln/v|do crafts; tinker
gärtnern/v|garden
pflücken/v|pick
mähen/v|mow
kehren/v|sweep
saugen/v|vacuum; suck
bügeln/v|iron
falten/v|fold
sortieren/v|sort
wegwerfen/v|throw away
aufheben/v|pick up; keep
verstecken/v|hide
vermieten/v|rent out; let
zurückgeben/v|give back; return
umtauschen/v|exchange (goods)
überweisen/v|transfer (money)
abheben/v|withdraw; lift off
investieren/v|invest
kündigen/v|quit; cancel; give notice
einstellen/v|adjust; set; hire
verhandeln/v|negotiate
präsentieren/v|present
erwähnen/v|mention
betonen/v|stress; emphasize
beweisen/v|prove
überraschen/v|surprise
erschrecken/v|frighten; be startled
enttäuschen/v|disappoint
begeistern/v|inspire; thrill
ermöglichen/v|make possible; enable
vermeiden/v|avoid
warnen/v|warn
drohen/v|threaten
fliehen/v|flee; escape
verfolgen/v|follow; pursue
erwischen/v|catch
schießen/v|shoot
explodieren/v|explode
zerbrechen/v|break; shatter
reißen/v|tear; rip
kleben/v|stick; glue
befestigen/v|fasten; attach
montieren/v|assemble; mount
bohren/v|drill
streichen/v|paint; spread; cancel
schätzen/v|estimate; appreciate
sinken/v|sink; fall
erhöhen/v|raise; increase
senken/v|lower; reduce
leuchten/v|shine; glow
glühen/v|glow
dauern/v|last; take (time)
enden/v|end
aufgeben/v|give up; post (a letter)
bemerken/v|notice; remark
bedanken/v|thank; say thanks
verabschieden/v|say goodbye
kennenlernen/v|get to know; meet
verlieben/v|fall in love
streicheln/v|stroke; pet
beißen/v|bite
bellen/v|bark
kauen/v|chew
schlucken/v|swallow
`;
