/** de-en, part 1: From de-frequency.ts, in its order (1). Format and provenance: ../de-en.ts. */
export default `
# From de-frequency.ts, in its order
der|the; that; who
und|and
sein/v|be; exist
in|in; into; at
ein|a; an; one
zu|to; too; closed
haben/v|have; own
ich|I
werden/v|become; will; get
sie|she; they; her
von|from; of; by
nicht|not
mit|with; by
es|it; there
sich|oneself; himself; herself
auch|also; too; even
auf|on; onto; open
für|for
an|at; on; to
er|he; it
so|so; like this; such
dass|that; so that
können/v|can; be able to; know
dies|this; these
als|as; than; when
ihr|you (plural); her; their
ja|yes; indeed; after all
wie|how; like; as
bei|at; near; with
oder|or
wir|we
aber|but; however
dann|then; in that case
man|one; you; people
da|there; then; since
sein|his; its
noch|still; yet; another
nach|after; to; according to
was|what; something; which
also|so; therefore; well
aus|out of; from; over
all|all; every; everything
wenn|if; when; whenever
nur|only; just
müssen/v|must; have to
sagen/v|say; tell
um|around; at; in order to
über|over; about; above
machen/v|make; do
kein|no; not a; none
Jahr|year
du|you
mein|my; mine
schon|already; yet; surely
geben/v|give; there is/are
doch|but; yes (contradicting); still
gehen/v|go; walk; work (function)
mehr/r|more
durch|through; by
wer|who
kommen/v|come; get to
sollen/v|should; be supposed to
sehen/v|see; look; watch
wollen/v|want; intend
immer/r|always; ever
Mensch|person; human being; people
ganz/a|whole; entire; quite
gut/a|good; well; fine
Zeit|time
hier/r|here
Frau|woman; wife; Mrs
lassen/v|let; leave; have (done)
neu/a|new
Kind|child; kid
bis|until; to; by
stehen/v|stand; be (written)
Tag|day
wieder/r|again; back
erst/r|only; not until; first
viel/a|much; a lot; many
groß/a|big; large; tall
finden/v|find; think
jetzt/r|now
bleiben/v|stay; remain
Land|country; land; state
heute/r|today; nowadays
liegen/v|lie; be located
Mann|man; husband
zwei/m|two
Welt|world
Weg|way; path; road
denken/v|think
Leben|life
nehmen/v|take
Hand|hand
ander/a|other; different
Haus|house; home; building
alt/a|old
klein/a|small; little; short
Frage|question; issue
lang/a|long; tall
halten/v|hold; stop; keep
zeigen/v|show; point
Stadt|city; town
heißen/v|be called; mean
Beispiel|example
wissen/v|know
Teil|part; share; piece
drei/m|three
führen/v|lead; guide; run
sprechen/v|speak; talk
bringen/v|bring; take
Auge|eye
spielen/v|play
Arbeit|work; job; labour
glauben/v|believe; think
leben/v|live; be alive
Geld|money
Ende|end
Fall|case; fall
Seite|page; side
Problem|problem
arbeiten/v|work
schreiben/v|write
Grund|reason; ground; bottom
Vater|father
Mutter|mother
Name|name
gleich/r|right away; soon; equally
dort/r|there
bekommen/v|get; receive
beginnen/v|begin; start
fragen/v|ask
Woche|week
Schule|school
Freund|friend; boyfriend
Sache|thing; matter
Leute|people
Uhr|clock; watch; o'clock
Stunde|hour; lesson
Minute|minute
Moment|moment
Abend|evening
Morgen|morning; tomorrow
Nacht|night
Monat|month
Recht|right; law
Geschichte|story; history
Wort|word
Wasser|water
Tür|door
Zimmer|room
Auto|car
Buch|book
Ort|place; town; location
Familie|family
Bild|picture; image; painting
Kopf|head
hören/v|hear; listen
laufen/v|run; walk; go
fahren/v|drive; go; ride
essen/v|eat
trinken/v|drink
schlafen/v|sleep
wohnen/v|live; reside
kaufen/v|buy
bezahlen/v|pay
lernen/v|learn; study
lesen/v|read
verstehen/v|understand
erklären/v|explain; declare
antworten/v|answer; reply
suchen/v|look for; search
warten/v|wait
helfen/v|help
brauchen/v|need
mögen/v|like
lieben/v|love
fühlen/v|feel
treffen/v|meet; hit
besuchen/v|visit; attend
kennen/v|know; be familiar with
vergessen/v|forget
erinnern/v|remember; remind
öffnen/v|open
schließen/v|close; shut; conclude
tragen/v|carry; wear
ziehen/v|pull; move
setzen/v|put; set; sit down
legen/v|put (down); lay
stellen/v|put; place; set
hängen/v|hang
fallen/v|fall; drop
steigen/v|climb; rise
fliegen/v|fly
reisen/v|travel
wandern/v|hike; wander
schwimmen/v|swim
tanzen/v|dance
singen/v|sing
lachen/v|laugh
weinen/v|cry; weep
rufen/v|call; shout
schreien/v|scream; shout
kochen/v|cook; boil
backen/v|bake
waschen/v|wash
putzen/v|clean; brush (teeth)
aufräumen/v|tidy up; clean up
anfangen/v|begin; start
aufhören/v|stop; quit
aufstehen/v|get up; stand up
einkaufen/v|shop; go shopping
anrufen/v|call; phone
ankommen/v|arrive
abfahren/v|leave; depart
einladen/v|invite; load
mitkommen/v|come along
mitnehmen/v|take along
zurückkommen/v|come back; return
fernsehen/v|watch TV
vorstellen/v|introduce; imagine
aussehen/v|look; appear
ausgehen/v|go out; run out
einschlafen/v|fall asleep
aufwachen/v|wake up
zumachen/v|close; shut
aufmachen/v|open
anziehen/v|put on; dress; attract
ausziehen/v|take off; undress; move out
umziehen/v|move (house); change clothes
abholen/v|pick up; collect
versuchen/v|try; attempt
benutzen/v|use
gewinnen/v|win; gain
verlieren/v|lose
vergleichen/v|compare
entscheiden/v|decide
erzählen/v|tell; narrate
berichten/v|report
diskutieren/v|discuss
telefonieren/v|phone; be on the phone
studieren/v|study (at university)
probieren/v|try; taste
passieren/v|happen
funktionieren/v|work; function
interessieren/v|interest; be interested (in)
reparieren/v|repair; fix
meinen/v|mean; think
hoffen/v|hope
wünschen/v|wish; want
freuen/v|be glad; look forward to
ärgern/v|annoy; be annoyed
lächeln/v|smile
danken/v|thank
bitten/v|ask; request
gefallen/v|please; like
gehören/v|belong
passen/v|fit; suit
schmecken/v|taste
kosten/v|cost; taste
zahlen/v|pay
verdienen/v|earn; deserve
sparen/v|save
ausgeben/v|spend; give out
leihen/v|lend; borrow
mieten/v|rent
verkaufen/v|sell
bauen/v|build
malen/v|paint
zeichnen/v|draw
fotografieren/v|photograph; take photos
zählen/v|count
rechnen/v|calculate; count on
üben/v|practise; practice
wiederholen/v|repeat; revise
bestehen/v|pass (a test); exist; insist
sterben/v|die
töten/v|kill
retten/v|save; rescue
schützen/v|protect
kämpfen/v|fight; struggle
siegen/v|win; triumph
werfen/v|throw
fangen/v|catch
schlagen/v|hit; beat
treten/v|kick; step
springen/v|jump
rennen/v|run
Tisch|table
Stuhl|chair
Bett|bed
Fenster|window
Wand|wall
Boden|floor; ground; bottom
Decke|blanket; ceiling
Küche|kitchen; cuisine
Bad|bathroom; bath
Schlafzimmer|bedroom
`;
