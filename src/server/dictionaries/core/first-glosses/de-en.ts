/**
 * Hand-reviewed first glosses for German → English: the everyday meaning a learner needs first,
 * used to put that meaning ahead of rarer senses the offline dictionaries list first.
 *
 * Provenance: written for this project from general knowledge of German and English, and reviewed
 * line by line for accuracy; not copied from any dictionary or word list. The first part follows
 * src/server/language/data/de-frequency.ts entry by entry (same order, spelling and tag); the
 * second part adds further common everyday lemmas in topic groups.
 *
 * Format: one entry per line, `headword[/tag]|gloss1; gloss2; gloss3` — 1 to 3 short glosses, the
 * most common everyday meaning first. Nouns keep their capital (Haus), verbs are infinitives
 * (essen); English verb glosses are bare infinitives (eat), adjective glosses plain adjectives.
 * Tags: /v verb, /a adjective, /r adverb, /i interjection, /m number, /p particle,
 * /c conjunction, /d determiner, /n pronoun, /x preposition; untagged = noun (as in the
 * frequency list, which also leaves some function words untagged).
 * Lines starting with # are comments.
 */
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
Wohnzimmer|living room
Garten|garden; yard
Wohnung|flat; apartment
Treppe|stairs; staircase
Schlüssel|key
Lampe|lamp
Sofa|sofa; couch
Brot|bread
Butter|butter
Käse|cheese
Wurst|sausage
Fleisch|meat
Fisch|fish
Ei|egg
Milch|milk
Kaffee|coffee
Tee|tea
Bier|beer
Wein|wine
Saft|juice
Zucker|sugar
Salz|salt
Obst|fruit
Apfel|apple
Banane|banana
Gemüse|vegetables
Kartoffel|potato
Tomate|tomato
Suppe|soup
Kuchen|cake
Schokolade|chocolate
Frühstück|breakfast
Mittagessen|lunch
Abendessen|dinner; supper
Essen|food; meal
Getränk|drink; beverage
Restaurant|restaurant
Teller|plate
Glas|glass; jar
Tasse|cup
Flasche|bottle
Messer|knife
Gabel|fork
Löffel|spoon
Kleidung|clothes; clothing
Hemd|shirt
Hose|trousers; pants
Kleid|dress
Rock|skirt; rock (music)
Jacke|jacket
Mantel|coat
Schuh|shoe
Socke|sock
Hut|hat
Mütze|cap; woolly hat
Tasche|bag; pocket
Bahnhof|station; train station
Zug|train; move (in a game)
Bus|bus
Flugzeug|plane; aircraft
Flughafen|airport
Fahrrad|bicycle; bike
Straße|street; road
Brücke|bridge
Ampel|traffic light
Fahrkarte|ticket
Ticket|ticket
Reise|trip; journey
Urlaub|holiday; vacation
Koffer|suitcase
Hotel|hotel
Meer|sea; ocean
Strand|beach
Berg|mountain
See|lake; sea
Fluss|river
Wald|forest; woods
Insel|island
Himmel|sky; heaven
Sonne|sun
Mond|moon
Stern|star
Wolke|cloud
Regen|rain
Schnee|snow
Wind|wind
Wetter|weather
Frühling|spring
Sommer|summer
Herbst|autumn; fall
Winter|winter
Montag|Monday
Dienstag|Tuesday
Mittwoch|Wednesday
Donnerstag|Thursday
Freitag|Friday
Samstag|Saturday
Sonntag|Sunday
Januar|January
Februar|February
März|March
April|April
Mai|May
Juni|June
Juli|July
August|August
September|September
Oktober|October
November|November
Dezember|December
Wochenende|weekend
Feiertag|public holiday
Geburtstag|birthday
Weihnachten|Christmas
Ostern|Easter
Hund|dog
Katze|cat
Vogel|bird
Pferd|horse
Kuh|cow
Schwein|pig
Schaf|sheep
Huhn|chicken; hen
Maus|mouse
Tier|animal
Körper|body
Gesicht|face
Nase|nose
Mund|mouth
Ohr|ear
Zahn|tooth
Haar|hair
Arm|arm
Bein|leg
Fuß|foot
Finger|finger
Rücken|back
Bauch|belly; stomach
Herz|heart
Blut|blood
Haut|skin
Gesundheit|health
Krankheit|illness; disease
Krankenhaus|hospital
Arzt|doctor
Ärztin|doctor (female)
Apotheke|pharmacy; chemist's
Medikament|medicine; drug
Schmerz|pain; ache
Fieber|fever; temperature
Bruder|brother
Schwester|sister; nurse
Sohn|son
Tochter|daughter
Eltern|parents
Großmutter|grandmother
Großvater|grandfather
Oma|grandma
Opa|grandpa
Onkel|uncle
Tante|aunt
Cousin|cousin
Baby|baby
Junge|boy
Mädchen|girl
Ehemann|husband
Ehefrau|wife
Partner|partner
Freundin|friend (female); girlfriend
Nachbar|neighbour; neighbor
Kollege|colleague
Kollegin|colleague (female)
Chef|boss; manager
Lehrer|teacher
Lehrerin|teacher (female)
Schüler|pupil; student
Schülerin|pupil (female)
Student|student
Studentin|student (female)
Firma|company; firm
Büro|office
Beruf|job; profession
Job|job
Termin|appointment; date
Besprechung|meeting
Gehalt|salary
Kunde|customer; client
Geschäft|shop; business; deal
Laden|shop; store
Markt|market
Supermarkt|supermarket
Bank|bank; bench
Post|mail; post office
Preis|price; prize
Euro|euro
Rechnung|bill; invoice
Klasse|class; grade
Unterricht|lessons; class; teaching
Prüfung|exam; test; check
Hausaufgabe|homework
Heft|notebook; booklet
Stift|pen; pencil
Wörterbuch|dictionary
Satz|sentence; set; leap
Sprache|language
Deutsch|German (language)
Englisch|English (language)
Antwort|answer; reply
Fehler|mistake; error
Übung|exercise; practice
Idee|idea
Lösung|solution
Meinung|opinion
Art|kind; type; way
Weise|way; manner
Mal|time (occasion)
Anfang|beginning; start
Mitte|middle; centre
Ziel|goal; destination; target
Ergebnis|result
Erfahrung|experience
Möglichkeit|possibility; chance
Entscheidung|decision
Unterschied|difference
Film|film; movie
Musik|music
Lied|song
Foto|photo
Spiel|game; match
Sport|sport; sports
Fußball|football; soccer
Mannschaft|team
Konzert|concert
Theater|theatre; theater
Kino|cinema; movies
Museum|museum
Telefon|telephone; phone
Handy|mobile phone; cell phone
Computer|computer
Internet|internet
Nachricht|message; news
E-Mail|email
Bildschirm|screen
schlecht/a|bad; poor
jung/a|young
kurz/a|short; brief
hoch/a|high; tall
tief/a|deep; low
warm/a|warm
kalt/a|cold
heiß/a|hot
leicht/a|easy; light
schwer/a|heavy; difficult
einfach/a|simple; easy
schwierig/a|difficult; hard
teuer/a|expensive
billig/a|cheap
schön/a|beautiful; nice; lovely
hässlich/a|ugly
wichtig/a|important
möglich/a|possible
richtig/a|right; correct; real
falsch/a|wrong; false
glücklich/a|happy; lucky
traurig/a|sad
froh/a|glad; happy
müde/a|tired
krank/a|ill; sick
gesund/a|healthy
stark/a|strong
schwach/a|weak
reich/a|rich
arm/a|poor
schnell/a|fast; quick
langsam/a|slow
sauber/a|clean
schmutzig/a|dirty
voll/a|full
leer/a|empty
frei/a|free; vacant
fertig/a|ready; finished; done
sicher/a|safe; sure; certain
klar/a|clear
wahr/a|true
nett/a|nice; kind
freundlich/a|friendly; kind
lustig/a|funny
interessant/a|interesting
langweilig/a|boring
toll/a|great; awesome
super/a|super; great
wunderbar/a|wonderful
rot/a|red
blau/a|blue
grün/a|green
gelb/a|yellow
schwarz/a|black
weiß/a|white
grau/a|grey; gray
braun/a|brown
erste/a|first
zweite/a|second
letzte/a|last; latest
nächste/a|next; nearest
einzig/a|only; single
verschieden/a|different; various
gleich/a|same; equal
ähnlich/a|similar
bekannt/a|well-known; familiar
berühmt/a|famous
beliebt/a|popular
deutsch/a|German
eins/m|one
vier/m|four
fünf/m|five
sechs/m|six
sieben/m|seven
acht/m|eight
neun/m|nine
zehn/m|ten
elf/m|eleven
zwölf/m|twelve
zwanzig/m|twenty
dreißig/m|thirty
hundert/m|hundred
tausend/m|thousand
Million|million
danke/i|thanks; thank you
bitte/i|please; you're welcome
hallo/i|hello; hi
tschüss/i|bye
morgen/r|tomorrow
gestern/r|yesterday
bald/r|soon
früh/r|early
spät/r|late
oft/r|often
manchmal/r|sometimes
selten/r|rarely; seldom
nie/r|never
niemals/r|never
wirklich/r|really; truly
vielleicht/r|maybe; perhaps
natürlich/r|of course; naturally
eigentlich/r|actually; really
genau/r|exactly; precisely
ziemlich/r|quite; rather; pretty
fast/r|almost; nearly
etwa/r|about; roughly
sofort/r|immediately; at once
gerade/r|just; right now
zusammen/r|together
allein/r|alone; by oneself
zuerst/r|first; at first
endlich/r|finally; at last
plötzlich/r|suddenly
leider/r|unfortunately
gern/r|gladly; like to
lieber/r|rather; preferably
besonders/r|especially; particularly
wahrscheinlich/r|probably
sicherlich/r|certainly; surely
überall/r|everywhere
draußen/r|outside; outdoors
drinnen/r|inside; indoors
oben/r|up; upstairs; above
unten/r|down; downstairs; below
vorne/r|in front; at the front
hinten/r|at the back; behind
links/r|left; on the left
rechts/r|right; on the right
weit/r|far; wide
nah/r|near; close
Angst|fear; anxiety
Hunger|hunger
Durst|thirst
Lust|desire; wish (Lust haben = feel like)
Spaß|fun; joke
Glück|luck; happiness
Liebe|love
Hoffnung|hope
Freude|joy; pleasure
Sorge|worry; concern; care
Ruhe|quiet; calm; rest
Hilfe|help; aid
Kraft|strength; power; force
Macht|power; might
Gefühl|feeling; emotion
Staat|state
Regierung|government
Politik|politics; policy
Partei|party (political)
Gesetz|law; act
Polizei|police
Krieg|war
Frieden|peace
Gesellschaft|society; company
Wirtschaft|economy
Unternehmen|company; business; venture
Entwicklung|development
Kultur|culture
Kunst|art
Wissenschaft|science
Forschung|research
Bildung|education
Universität|university
Natur|nature
Umwelt|environment
Energie|energy
Technik|technology; technique
Programm|programme; program
System|system
Zahl|number; figure
Wert|value; worth
Prozent|percent
Gruppe|group
Mitglied|member
Bürger|citizen
Volk|people; nation
Präsident|president
Minister|minister
Führer|leader; guide
Kirche|church
Gott|God; god
Soldat|soldier
Armee|army
Abschied|farewell; goodbye
Absicht|intention
Adresse|address
Alter|age; old age
Anruf|call; phone call
Antrag|application; proposal
Anzeige|ad; display; report (to police)
Anzug|suit
Apparat|device; appliance
Arbeitsplatz|workplace; job
Ärger|trouble; anger
Atmosphäre|atmosphere
Aufgabe|task; job; exercise
Aufzug|lift; elevator
Ausbildung|training; apprenticeship
Ausflug|trip; outing
Ausgang|exit; way out
Auskunft|information
Ausland|abroad; foreign countries
Ausstellung|exhibition
Ausweis|ID card; pass
Autobahn|motorway; highway
Bäckerei|bakery
Bahn|railway; train; track
Ball|ball
Bauer|farmer
Baum|tree
Bedeutung|meaning; importance
Beginn|beginning; start
Begriff|term; concept
Bericht|report
Bescheid|word (Bescheid sagen: let know); notice
Besuch|visit; visitor
Betrieb|business; company; operation
Bewegung|movement; exercise
Beziehung|relationship; relation
Bibliothek|library
Birne|pear; light bulb
Blatt|leaf; sheet
Blick|look; glance; view
Blume|flower
Bluse|blouse
Boot|boat
Botschaft|message; embassy
Brief|letter
Brille|glasses; spectacles
Burg|castle
Chance|chance; opportunity
Dach|roof
Dame|lady
Dank|thanks; gratitude
Datum|date
Dauer|duration; length
Denkmal|monument; memorial
Dorf|village
Draht|wire
Durchsage|announcement
Ecke|corner
Ehe|marriage
Eingang|entrance
Einkauf|shopping; purchase
Einladung|invitation
Eintritt|admission; entry
Eis|ice; ice cream
Eisenbahn|railway; railroad
Empfang|reception
Enkel|grandchild; grandson
Ente|duck
Erde|earth; soil
Erfolg|success
Erholung|rest; recovery; relaxation
Erlaubnis|permission
Ernährung|nutrition; diet
Erwachsene|adult
Fabrik|factory
Fach|subject; compartment
Fahrer|driver
Fahrt|ride; journey; trip
Farbe|colour; color; paint
Feld|field
Feier|party; celebration
Feuer|fire
Figur|figure; character
Fläche|area; surface
Flug|flight
Form|form; shape
Formular|form (document)
Fortschritt|progress
Freizeit|free time; leisure
Frisur|hairstyle
Führerschein|driving licence
Gast|guest
Gebäude|building
Gebiet|area; region; field
Gebühr|fee; charge
Gedanke|thought; idea
Geduld|patience
Gefahr|danger
Gegend|area; region
Gegenteil|opposite
Geist|spirit; mind; ghost
Gemeinde|municipality; community
Gepäck|luggage; baggage
Gericht|dish; court
Geruch|smell
Geschenk|present; gift
Geschmack|taste; flavour
Gespräch|conversation; talk
Gewicht|weight
Gewitter|thunderstorm
Gewohnheit|habit
Gift|poison
Gitarre|guitar
Grenze|border; limit
Grippe|flu
Gruß|greeting; regards
Gymnasium|grammar school; high school
Hafen|port; harbour
Hälfte|half
Halle|hall
Hals|neck; throat
Haltestelle|stop (bus, tram)
Handtuch|towel
Handwerker|craftsman; tradesman
Hauptstadt|capital (city)
Haushalt|household; budget
Heimat|home; homeland
Heizung|heating; radiator
Held|hero
Herd|stove; cooker
Herr|Mr; gentleman; lord
Hitze|heat
Hochzeit|wedding
Hof|yard; courtyard; farm
Höhe|height; level
Holz|wood
Honig|honey
Hügel|hill
Humor|humour; humor
Husten|cough
Industrie|industry
Information|information
Inhalt|content; contents
Interesse|interest
Jugend|youth
Kalender|calendar
Kamera|camera
Kampf|fight; struggle; battle
Kanal|channel; canal
Kapitel|chapter
Karte|card; map; ticket
Kasse|checkout; till; cash desk
Kassette|cassette
Kauf|purchase
Keller|cellar; basement
Kenntnis|knowledge
Kette|chain; necklace
Kiste|box; crate
Klima|climate
Knie|knee
Knopf|button
Koch|cook; chef
Konflikt|conflict
König|king
Kontakt|contact
Kontrolle|control; check
Kosten|costs; cost
Kreis|circle; district
Kreuzung|crossroads; intersection
Küste|coast
Kurs|course; rate
Lager|warehouse; camp; storage
Landschaft|landscape; scenery
Lärm|noise
Lastwagen|truck; lorry
Lauf|run; course
Leistung|performance; achievement
Licht|light
Linie|line
Liste|list
Loch|hole
Luft|air
Mahlzeit|meal
Mappe|folder; briefcase
Marke|brand; stamp
Material|material
Mauer|wall
Mehl|flour
Menge|amount; quantity; crowd
Menü|menu; set meal
Messe|trade fair; mass (church)
Miete|rent
Mittag|noon; midday
Mittel|means; remedy; medium
Möbel|furniture
Mode|fashion
Motor|engine; motor
Mühe|effort; trouble
Mut|courage
Nachmittag|afternoon
Nachteil|disadvantage
Nähe|nearness; vicinity (in der Nähe: nearby)
Nation|nation
Nebel|fog; mist
Netz|net; network
Notiz|note
Nummer|number
Ofen|oven; stove
Öl|oil
Ordnung|order; tidiness
Osten|east
Paket|parcel; package
Panne|breakdown
Papier|paper
Park|park
Pass|passport; pass
Pause|break; pause
Person|person
Pflanze|plant
Pflege|care; nursing
Pflicht|duty; obligation
Pilz|mushroom; fungus
Plan|plan; map
Platz|place; square; seat
Portemonnaie|wallet; purse
Praxis|practice; doctor's office; surgery
Presse|press
Produkt|product
Projekt|project
Pullover|sweater; jumper
Punkt|point; dot; full stop
Qualität|quality
Quelle|source; spring
Rad|wheel; bike
Radio|radio
Rand|edge; margin
Rat|advice; council
Raum|room; space
Rede|speech
Regel|rule
Reihe|row; series; turn
Reis|rice
Rest|rest; remainder; leftovers
Rezept|recipe; prescription
Richtung|direction
Rind|cattle; beef
Ring|ring
Risiko|risk
Rolle|role; roll
Rose|rose
Saal|hall
Salat|salad; lettuce
Sand|sand
Schaden|damage; harm
Schal|scarf
Schatten|shadow; shade
Schein|note (money); certificate; glow
Schere|scissors
Schiff|ship
Schild|sign; shield
Schinken|ham
Schirm|umbrella
Schluss|end; conclusion
Schrank|cupboard; wardrobe
Schritt|step
Schuld|fault; guilt; debt
Schutz|protection
Seele|soul
Seife|soap
Sendung|programme; broadcast; shipment
Sessel|armchair
Sicherheit|safety; security
Sinn|sense; meaning
Situation|situation
Sitz|seat
Spaziergang|walk; stroll
Speise|dish; food
Spiegel|mirror
Spielzeug|toy
Spitze|tip; top; lace
Sprung|jump
Stadion|stadium
Stand|stand; stall; status
Station|station; ward
Stein|stone; rock
Stelle|place; job; position
Stimme|voice; vote
Stimmung|mood; atmosphere
Stoff|fabric; material; substance
Strafe|punishment; fine
Strom|electricity; current; stream
Stück|piece; bit; play
Studium|studies; degree course
Sturm|storm
Suche|search
Süden|south
Szene|scene
Tafel|board; blackboard; bar
Tank|tank
Tanz|dance
Taxi|taxi
Team|team
Teich|pond
Teppich|carpet; rug
Text|text
Thema|topic; subject
Tod|death
Ton|sound; tone; clay
Topf|pot; saucepan
Tor|gate; goal
Tour|tour; trip
Tradition|tradition
Traum|dream
Treffen|meeting
Trend|trend
Tuch|cloth
Turm|tower
Typ|type; guy
Ufer|bank; shore
Umgebung|surroundings; area
Unfall|accident
Ursache|cause
Urteil|judgement; verdict
Verbindung|connection
Verein|club; association
Verkehr|traffic
Verlag|publisher
Vertrag|contract; treaty
Verwandte|relative
Video|video
Vorbild|role model; example
Vorschlag|suggestion; proposal
Vorteil|advantage
Wagen|car; carriage; cart
Wahl|choice; election
Wahrheit|truth
Ware|goods; product
Wärme|warmth; heat
Wäsche|laundry; washing
Wechsel|change; exchange
Werbung|advertising; ad
Werk|work; factory
Westen|west
Wiese|meadow; lawn
Wirkung|effect
Wissen|knowledge
Witz|joke
Wolle|wool
Wunsch|wish
Zeichen|sign; symbol
Zeitung|newspaper
Zelt|tent
Zentrum|centre; center
Zettel|note; slip of paper
Zeug|stuff
Zoll|customs; duty
Zukunft|future
Zustand|condition; state
Zweck|purpose
ändern/v|change; alter
achten/v|pay attention; respect
anbieten/v|offer
annehmen/v|accept; assume
anwenden/v|apply; use
atmen/v|breathe
aufpassen/v|watch out; pay attention
ausruhen/v|rest
austauschen/v|exchange; replace
auswählen/v|choose; select
beantworten/v|answer
bedeuten/v|mean
beenden/v|end; finish
begleiten/v|accompany
begrüßen/v|greet; welcome
behalten/v|keep
behaupten/v|claim; assert
beobachten/v|watch; observe
beschreiben/v|describe
besitzen/v|own; possess
bestellen/v|order
bestimmen/v|determine; decide
beten/v|pray
betreten/v|enter; step on
bewegen/v|move
bewerben/v|apply
bieten/v|offer
binden/v|tie; bind
blasen/v|blow
blicken/v|look; glance
blühen/v|bloom; flower
brechen/v|break
brennen/v|burn
buchen/v|book
drehen/v|turn; rotate; film
drucken/v|print
drücken/v|press; push
duschen/v|shower; take a shower
einsteigen/v|get in; board
aussteigen/v|get off; get out
umsteigen/v|change (trains etc.)
empfehlen/v|recommend
entdecken/v|discover
entschuldigen/v|apologize; excuse
entwickeln/v|develop
erfahren/v|find out; learn; experience
erfinden/v|invent
erhalten/v|receive; get; maintain
erkennen/v|recognize
erlauben/v|allow; permit
erleben/v|experience
erledigen/v|take care of; finish
erreichen/v|reach; achieve
erscheinen/v|appear; be published
erwarten/v|expect
fehlen/v|be missing; be absent
feiern/v|celebrate; party
folgen/v|follow
fordern/v|demand
füllen/v|fill
fürchten/v|fear; be afraid
füttern/v|feed
garantieren/v|guarantee
geschehen/v|happen
gewöhnen/v|get used to
gießen/v|pour; water (plants)
glänzen/v|shine; gleam
greifen/v|grab; reach
grüßen/v|greet; say hello
handeln/v|act; trade; be about
heiraten/v|marry; get married
heizen/v|heat
herstellen/v|produce; manufacture
holen/v|fetch; get
informieren/v|inform
kämmen/v|comb
klingeln/v|ring
klopfen/v|knock
korrigieren/v|correct
kümmern/v|take care of; look after
küssen/v|kiss
landen/v|land
leiden/v|suffer
leisten/v|achieve; afford
leiten/v|lead; manage
liefern/v|deliver; supply
loben/v|praise
lösen/v|solve; loosen
lügen/v|lie (tell a lie)
melden/v|report; get in touch; register
merken/v|notice; remember
messen/v|measure
nennen/v|name; call
nützen/v|be of use; benefit
organisieren/v|organize
packen/v|pack; grab
parken/v|park
pflegen/v|care for; look after
planen/v|plan
prüfen/v|check; test; examine
raten/v|guess; advise
rauchen/v|smoke
reagieren/v|react
regnen/v|rain
reichen/v|be enough; hand; reach
reinigen/v|clean
reservieren/v|reserve; book
riechen/v|smell
schaffen/v|manage; create
schauen/v|look; watch
scheinen/v|seem; shine
schenken/v|give (as a present)
schicken/v|send
schieben/v|push
schneiden/v|cut
schneien/v|snow
schweigen/v|be silent
senden/v|send; broadcast
sitzen/v|sit
sorgen/v|take care; worry
spazieren/v|stroll; walk
speichern/v|save; store
spüren/v|feel; sense
stecken/v|put; stick; be (stuck)
stehlen/v|steal
stimmen/v|be right; vote; tune
stören/v|disturb; bother
stoßen/v|push; bump
streiten/v|argue; quarrel
tauschen/v|swap; exchange
teilen/v|share; divide
trainieren/v|train; work out
träumen/v|dream
trennen/v|separate; split up
übernehmen/v|take over
übersetzen/v|translate
überzeugen/v|convince
umarmen/v|hug
unterhalten/v|talk; entertain
unterrichten/v|teach
unterschreiben/v|sign
unterstützen/v|support
untersuchen/v|examine; investigate
verabreden/v|arrange to meet
verändern/v|change
verbessern/v|improve; correct
verbinden/v|connect; link
verbieten/v|forbid; ban
verbringen/v|spend (time)
verhindern/v|prevent
verlassen/v|leave
verletzen/v|hurt; injure
vermissen/v|miss
verpassen/v|miss (a train, chance)
verraten/v|betray; reveal
verschwinden/v|disappear
versprechen/v|promise
vertrauen/v|trust
verzeihen/v|forgive
vorbereiten/v|prepare
vorschlagen/v|suggest; propose
wachsen/v|grow
wählen/v|choose; vote; dial
wechseln/v|change; switch
wecken/v|wake (someone) up
wenden/v|turn
werben/v|advertise; recruit
wiegen/v|weigh
wirken/v|seem; have an effect
wundern/v|be surprised; wonder; surprise
zerstören/v|destroy
zwingen/v|force

# Further common lemmas
# Function words
mich/n|me; myself
mir/n|me; to me
dich/n|you; yourself
dir/n|you; to you
uns/n|us; ourselves
euch/n|you (plural); yourselves
ihn/n|him; it
ihm/n|him; to him; it
ihnen/n|them; to them
Ihnen/n|you (formal); to you
Sie/n|you (formal)
jemand/n|somebody; someone
niemand/n|nobody; no one
etwas/n|something; a little
nichts/n|nothing
jeder/d|every; each; everyone
dieser/d|this; that
jener/d|that
welcher/d|which; what
manch/d|some; many a
einige/d|some; a few
mehrere/d|several
beide/d|both
viele/d|many
wenige/d|few
unser/d|our
euer/d|your (plural)
dein/d|your
Ihr/d|your (formal)
selbst/n|oneself; even
aus/x|from; out of
gegen/x|against; around (time)
ohne/x|without
seit/x|since; for (time)
vor/x|before; in front of; ago
hinter/x|behind
neben/x|next to; beside
zwischen/x|between; among
unter/x|under; below; among
während/x|during; while
wegen/x|because of
trotz/x|despite; in spite of
gegenüber/x|opposite; towards
statt/x|instead of
außer/x|except; apart from
entlang/x|along
ab/x|from; off
pro/x|per
weil/c|because
ob/c|whether; if
obwohl/c|although; even though
damit/c|so that
denn/c|because; for
sondern/c|but (rather)
bevor/c|before
nachdem/c|after
sobald/c|as soon as
falls/c|in case; if
sowie/c|as well as; as soon as
weder/c|neither
entweder/c|either
ja/i|yes
nein/i|no
okay/i|okay; OK
ach/i|oh; ah
oh/i|oh
na/i|well; so
tja/i|well
genau/i|exactly; right
klar/i|sure; of course
super/i|great
prima/i|great
hey/i|hey
Entschuldigung/i|excuse me; sorry
Prost/i|cheers
Mahlzeit/i|enjoy your meal
hoppla/i|oops
aua/i|ouch
# Numbers
null/m|zero
dreizehn/m|thirteen
vierzehn/m|fourteen
fünfzehn/m|fifteen
sechzehn/m|sixteen
siebzehn/m|seventeen
achtzehn/m|eighteen
neunzehn/m|nineteen
vierzig/m|forty
fünfzig/m|fifty
sechzig/m|sixty
siebzig/m|seventy
achtzig/m|eighty
neunzig/m|ninety
Milliarde|billion
halb/a|half
Viertel|quarter
Dutzend|dozen
dritte/a|third
# Adverbs
sehr/r|very
zu/r|too; closed
auch/r|also; too
noch/r|still; yet
schon/r|already
nur/r|only; just
sogar/r|even
etwas/r|somewhat; a little
wenig/r|little; not much
bisschen/r|a bit; a little
genug/r|enough
ganz/r|quite; completely
total/r|totally; completely
echt/r|really
ungefähr/r|about; approximately
wohl/r|probably; well
damals/r|back then; at that time
früher/r|earlier; formerly
später/r|later
vorher/r|before; beforehand
nachher/r|afterwards; later
danach/r|afterwards; after that
dabei/r|with it; there; at the same time
deshalb/r|therefore; that's why
trotzdem/r|nevertheless; still
sonst/r|otherwise; else
außerdem/r|besides; moreover
übrigens/r|by the way
meistens/r|mostly; usually
normalerweise/r|normally; usually
regelmäßig/r|regularly
täglich/r|daily
wieso/r|why
warum/r|why
wo/r|where
woher/r|where from
wohin/r|where to
wann/r|when
hin/r|there (away)
her/r|here (towards)
heraus/r|out
hinein/r|in; into
zurück/r|back
weg/r|away; gone
los/r|off; going on
vorbei/r|past; over
geradeaus/r|straight ahead
nebenan/r|next door
irgendwo/r|somewhere; anywhere
nirgendwo/r|nowhere
irgendwie/r|somehow
jemals/r|ever
nochmal/r|again; once more
einmal/r|once; one time
zweimal/r|twice
mal/r|just; once
bereits/r|already
schließlich/r|finally; after all
wenigstens/r|at least
mindestens/r|at least
höchstens/r|at most
ebenfalls/r|likewise; also
jedenfalls/r|anyway; in any case
sowieso/r|anyway; anyhow
gar/r|at all (gar nicht)
kaum/r|hardly; barely
ziemlich/a|considerable; fair
eher/r|rather; sooner
heutzutage/r|nowadays
abends/r|in the evening
morgens/r|in the morning
nachts/r|at night
mittags/r|at noon
tagsüber/r|during the day
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
# Adjectives
lecker/a|tasty; delicious
süß/a|sweet; cute
sauer/a|sour; annoyed
bitter/a|bitter
salzig/a|salty
scharf/a|spicy; sharp
frisch/a|fresh
roh/a|raw
gekocht/a|cooked; boiled
knusprig/a|crispy; crunchy
weich/a|soft
hart/a|hard
fest/a|firm; solid; fixed
flüssig/a|liquid; fluent
dick/a|thick; fat
dünn/a|thin
breit/a|wide; broad
eng/a|narrow; tight
schmal/a|narrow
niedrig/a|low
flach/a|flat; shallow
rund/a|round
eckig/a|square; angular
kühl/a|cool
nass/a|wet
trocken/a|dry
hell/a|bright; light
dunkel/a|dark
laut/a|loud; noisy
leise/a|quiet; soft
ruhig/a|quiet; calm
still/a|still; silent
bunt/a|colourful; colorful
rosa/a|pink
lila/a|purple
orange/a|orange
golden/a|golden
silbern/a|silver
hübsch/a|pretty
schick/a|smart; chic
modern/a|modern
altmodisch/a|old-fashioned
praktisch/a|practical; handy
bequem/a|comfortable; convenient
gemütlich/a|cosy; comfortable
nützlich/a|useful
sinnvoll/a|sensible; meaningful
nötig/a|necessary
notwendig/a|necessary
dringend/a|urgent
wertvoll/a|valuable
günstig/a|cheap; affordable; favourable
preiswert/a|good value; inexpensive
kostenlos/a|free (of charge)
gratis/a|free (of charge)
offen/a|open
geschlossen/a|closed
kaputt/a|broken
gebraucht/a|used; second-hand
echt/a|real; genuine
perfekt/a|perfect
normal/a|normal
typisch/a|typical
besonders/a|special
extra/a|extra
allgemein/a|general
öffentlich/a|public
privat/a|private
persönlich/a|personal
eigen/a|own
fremd/a|foreign; strange
ausländisch/a|foreign
international/a|international
national/a|national
lokal/a|local
regional/a|regional
europäisch/a|European
englisch/a|English
französisch/a|French
italienisch/a|Italian
spanisch/a|Spanish
amerikanisch/a|American
österreichisch/a|Austrian
schweizerisch/a|Swiss
politisch/a|political
sozial/a|social
wirtschaftlich/a|economic
technisch/a|technical
digital/a|digital
online/a|online
elektrisch/a|electric
automatisch/a|automatic
kabellos/a|wireless
stabil/a|stable; sturdy
robust/a|robust; sturdy
leistungsstark/a|powerful
hochwertig/a|high-quality
intelligent/a|intelligent; smart
klug/a|clever; wise
dumm/a|stupid
blöd/a|stupid; silly
schlau/a|clever; smart
fleißig/a|hard-working; diligent
faul/a|lazy; rotten
höflich/a|polite
unhöflich/a|rude; impolite
ehrlich/a|honest
mutig/a|brave
ängstlich/a|anxious; fearful
nervös/a|nervous
geduldig/a|patient
ungeduldig/a|impatient
neugierig/a|curious
stolz/a|proud
zufrieden/a|satisfied; content
unzufrieden/a|dissatisfied
begeistert/a|enthusiastic; thrilled
überrascht/a|surprised
enttäuscht/a|disappointed
wütend/a|angry; furious
böse/a|angry; evil; bad
verliebt/a|in love
verheiratet/a|married
ledig/a|single; unmarried
geschieden/a|divorced
schwanger/a|pregnant
tot/a|dead
lebendig/a|alive; lively
wach/a|awake
satt/a|full (after eating)
hungrig/a|hungry
durstig/a|thirsty
beschäftigt/a|busy
entspannt/a|relaxed
gestresst/a|stressed
verrückt/a|crazy; mad
komisch/a|strange; funny
seltsam/a|strange; odd
merkwürdig/a|strange; odd
schrecklich/a|terrible; awful
furchtbar/a|terrible; awful
schlimm/a|bad; serious
gefährlich/a|dangerous
harmlos/a|harmless
ernst/a|serious
witzig/a|funny; witty
spannend/a|exciting; thrilling
aufregend/a|exciting
anstrengend/a|tiring; exhausting
angenehm/a|pleasant
unangenehm/a|unpleasant
herrlich/a|wonderful; glorious
fantastisch/a|fantastic
genial/a|brilliant; ingenious
cool/a|cool
okay/a|okay
fein/a|fine; delicate
grob/a|coarse; rough
genau/a|exact; precise
ungefähr/a|approximate
deutlich/a|clear; distinct
kompliziert/a|complicated
bereit/a|ready; willing
pünktlich/a|punctual; on time
fern/a|far; distant
nahe/a|near; close
zentral/a|central
ländlich/a|rural
städtisch/a|urban
sonnig/a|sunny
wolkig/a|cloudy
bewölkt/a|cloudy; overcast
regnerisch/a|rainy
windig/a|windy
neblig/a|foggy
feucht/a|damp; humid
mild/a|mild
vegetarisch/a|vegetarian
vegan/a|vegan
glutenfrei/a|gluten-free
fettig/a|greasy; fatty
ungesund/a|unhealthy
zart/a|tender; delicate
saftig/a|juicy
cremig/a|creamy
reif/a|ripe; mature
gesamt/a|total; entire
weiter/a|further; additional
übrig/a|left over; remaining
bestimmt/a|certain; particular
aktuell/a|current; up to date
ehemalig/a|former
heutig/a|today's; present-day
jährlich/a|annual; yearly
monatlich/a|monthly
wöchentlich/a|weekly
kurzfristig/a|short-term; at short notice
# Nouns: cooking and food
Zwiebel|onion
Knoblauch|garlic
Karotte|carrot
Möhre|carrot
Paprika|pepper (vegetable); paprika
Gurke|cucumber
Kohl|cabbage
Brokkoli|broccoli
Spinat|spinach
Erbse|pea
Bohne|bean
Linse|lentil; lens
Mais|corn; maize
Kürbis|pumpkin; squash
Zucchini|courgette; zucchini
Aubergine|aubergine; eggplant
Avocado|avocado
Zitrone|lemon
Orange|orange
Erdbeere|strawberry
Kirsche|cherry
Traube|grape
Pfirsich|peach
Ananas|pineapple
Nuss|nut
Mandel|almond
Kraut|herb; cabbage
Petersilie|parsley
Basilikum|basil
Pfeffer|pepper
Zimt|cinnamon
Gewürz|spice
Essig|vinegar
Soße|sauce
Sahne|cream
Joghurt|yogurt
Quark|quark; curd cheese
Hähnchen|chicken
Hackfleisch|minced meat; ground meat
Steak|steak
Speck|bacon
Lachs|salmon
Nudel|noodle; pasta
Pasta|pasta
Pizza|pizza
Brötchen|bread roll
Semmel|bread roll
Toast|toast
Müsli|muesli; cereal
Marmelade|jam
Keks|biscuit; cookie
Torte|cake (layered); gateau; tart
Teig|dough; batter
Zutat|ingredient
Pfanne|frying pan; pan
Schüssel|bowl
Backofen|oven
Mikrowelle|microwave
Kühlschrank|fridge; refrigerator
Spülmaschine|dishwasher
Waschmaschine|washing machine
Gramm|gram
Kilo|kilo
Liter|litre; liter
Esslöffel|tablespoon
Teelöffel|teaspoon
Prise|pinch
Scheibe|slice; pane
Portion|portion; serving
Snack|snack
Imbiss|snack bar; snack
Café|café
Kneipe|pub; bar
Bar|bar
Speisekarte|menu
Kellner|waiter
Trinkgeld|tip
Wasserflasche|water bottle
Mineralwasser|mineral water
Cola|cola
Limonade|lemonade
# Travel and city
Unterkunft|accommodation
Zimmerservice|room service
Rezeption|reception
Buchung|booking; reservation
Reservierung|reservation
Bahnsteig|platform
Gleis|platform; track
Abfahrt|departure
Ankunft|arrival
Verspätung|delay
Anschluss|connection
Fahrplan|timetable; schedule
U-Bahn|underground; subway
S-Bahn|suburban train
Straßenbahn|tram; streetcar
Mietwagen|rental car
Tankstelle|petrol station; gas station
Parkplatz|car park; parking space
Stau|traffic jam
Kreisverkehr|roundabout
Kilometer|kilometre; kilometer
Meter|metre; meter
Stadtplan|city map
Sehenswürdigkeit|sight; attraction
Altstadt|old town
Schloss|castle; palace; lock
Dom|cathedral
Brunnen|fountain; well
Kiosk|kiosk; newsstand
Souvenir|souvenir
Tourist|tourist
Reiseführer|guidebook; tour guide
Rucksack|backpack; rucksack
Sonnenbrille|sunglasses
Sonnencreme|sunscreen
Badeanzug|swimsuit
Handgepäck|hand luggage
Visum|visa
Wechselkurs|exchange rate
Geldautomat|cash machine; ATM
Bargeld|cash
Kreditkarte|credit card
Münze|coin
Quittung|receipt
Rabatt|discount
Angebot|offer; deal
Schlange|snake; queue; line
# Tech and media
Smartphone|smartphone
Laptop|laptop
Tablet|tablet
Tastatur|keyboard
Akku|battery (rechargeable)
Batterie|battery
Ladegerät|charger
Kabel|cable
Stecker|plug
Steckdose|socket; outlet
Kopfhörer|headphones
Lautsprecher|loudspeaker; speaker
Mikrofon|microphone
Objektiv|lens (camera)
Speicher|memory; storage
Prozessor|processor
Display|display; screen
Gerät|device; appliance
App|app
Anwendung|application; use
Software|software
Update|update
Version|version
Einstellung|setting; attitude
Funktion|function; feature
Taste|key; button
Passwort|password
Konto|account
Benutzer|user
Datei|file
Ordner|folder
Daten|data
Link|link
Webseite|website
Netzwerk|network
WLAN|Wi-Fi
Akkulaufzeit|battery life
Abonnent|subscriber
Zuschauer|viewer; spectator
Kommentar|comment
Beitrag|contribution; post; fee
Folge|episode; consequence
Staffel|season (TV)
Serie|series
Modell|model
Hersteller|manufacturer
Test|test
Bewertung|rating; review
Fazit|conclusion; verdict
Größe|size; height
Design|design
Lieferung|delivery
Bestellung|order
# Daily life
Alltag|everyday life
Routine|routine
Einkaufsliste|shopping list
Müll|rubbish; trash
Mülleimer|bin; trash can
Staubsauger|vacuum cleaner
Dusche|shower
Badewanne|bathtub
Toilette|toilet
Waschbecken|sink; washbasin
Spüle|kitchen sink
Zahnbürste|toothbrush
Zahnpasta|toothpaste
Kissen|pillow; cushion
Vorhang|curtain
Regal|shelf
Schublade|drawer
Kerze|candle
Uhrzeit|time (of day)
Wecker|alarm clock
Feierabend|end of the working day
Überstunde|overtime hour
Bewerbung|application
Vorstellungsgespräch|job interview
Lebenslauf|CV; résumé
Praktikum|internship
Chefin|boss (female)
Mitarbeiter|employee; colleague
Unterschrift|signature
Versicherung|insurance
Steuer|tax
Nebenkosten|utilities; extra costs
Vermieter|landlord
Mieter|tenant
Umzug|move (house)
Nachbarschaft|neighbourhood
Haustier|pet
Welpe|puppy
Fitnessstudio|gym
Training|training; workout
Muskel|muscle
Schlaf|sleep
Stress|stress
Laune|mood
Erinnerung|memory; reminder
Geheimnis|secret
Überraschung|surprise
Party|party
Kleinigkeit|small thing; trifle
Tipp|tip; hint
Trick|trick
Hinweis|note; hint
Anleitung|instructions; guide
Ding|thing
Krimi|crime novel; thriller
Roman|novel
Zeitschrift|magazine
Comic|comic
Kunstwerk|work of art
Gemälde|painting
Fotograf|photographer
Künstler|artist
Sänger|singer
Schauspieler|actor
Star|star; celebrity
Fan|fan
Publikum|audience
Bühne|stage
Urlaubsort|holiday resort
Campingplatz|campsite
Wanderung|hike
Aussicht|view; prospect
Gipfel|summit; peak
Tal|valley
Wüste|desert
Ozean|ocean
Welle|wave
Kälte|cold
Temperatur|temperature
Grad|degree
Blitz|lightning; flash
Donner|thunder
Regenschirm|umbrella
Erdbeben|earthquake
Überschwemmung|flood
Klimawandel|climate change
Müllabfuhr|refuse collection
Recycling|recycling
Plastik|plastic
Glasflasche|glass bottle
# More everyday verbs
entstehen/v|arise; come about; be created
benötigen/v|need; require
beeilen/v|hurry
aufbauen/v|build up; set up; assemble
abschließen/v|lock; complete
einsetzen/v|use; insert; start
vorlesen/v|read aloud
nachschauen/v|look up; check
nachfragen/v|ask; inquire
aufschreiben/v|write down; note
ausdrucken/v|print out
auspacken/v|unpack; unwrap
einpacken/v|pack; wrap
anprobieren/v|try on
auswandern/v|emigrate
verwechseln/v|mix up; confuse
vorkommen/v|happen; occur; seem
stattfinden/v|take place
ausfüllen/v|fill in; fill out
einfallen/v|occur to; come to mind
ausleihen/v|borrow; lend
zurückrufen/v|call back
aufbewahren/v|keep; store
verzichten/v|do without; give up
hinlegen/v|put down; lie down
hinsetzen/v|sit down
aufstellen/v|set up; put up
anfassen/v|touch
berühren/v|touch; move (emotionally)
festhalten/v|hold on; hold tight
loslassen/v|let go; release
mitbringen/v|bring along
umdrehen/v|turn around; turn over
abbiegen/v|turn (left/right)
überqueren/v|cross
verlaufen/v|get lost; run (course)
kopieren/v|copy
einfügen/v|paste; insert
löschen/v|delete; extinguish
aktualisieren/v|update; refresh
chatten/v|chat (online)
googeln/v|google
schminken/v|put on make-up
rasieren/v|shave
föhnen/v|blow-dry
kneten/v|knead
ausrollen/v|roll out
bestreuen/v|sprinkle
dünsten/v|steam; stew
anbraten/v|brown; sear
köcheln/v|simmer
pürieren/v|purée; blend
reiben/v|grate; rub
abkühlen/v|cool down
vorheizen/v|preheat
umrühren/v|stir
abdecken/v|cover
verteilen/v|spread; distribute
halbieren/v|halve; cut in half
# More everyday nouns
Schneidebrett|chopping board
Sieb|sieve; strainer
Deckel|lid
Minze|mint
Ingwer|ginger
Brühe|broth; stock
Pommes|chips; French fries
Brezel|pretzel
Bratwurst|fried sausage; bratwurst
Nachtisch|dessert
Gehäuse|case; housing
Oberfläche|surface; interface
Auflösung|resolution; dissolution
Speicherplatz|storage space
Klang|sound
Lautstärke|volume; loudness
Helligkeit|brightness
Hülle|case; cover
Zubehör|accessories
Garantie|guarantee; warranty
Verpackung|packaging
Wohnort|place of residence
Heimweg|way home
Kindergarten|nursery school; kindergarten
Tagebuch|diary
Spielplatz|playground
Friseur|hairdresser; barber
Zahnarzt|dentist
Notaufnahme|emergency room; A&E
Krankenwagen|ambulance
Notfall|emergency
Feuerwehr|fire brigade
Pflaster|plaster; band-aid; paving
Tablette|pill; tablet
Erkältung|cold
Kopfschmerzen|headache
Verletzung|injury
Wunde|wound
Allergie|allergy
Kleiderschrank|wardrobe; closet
Balkon|balcony
Terrasse|terrace; patio
Flur|hallway; corridor
Stockwerk|floor; storey
Haustür|front door
Klingel|doorbell; bell
Briefkasten|letterbox; mailbox
Nachbarin|neighbour (female)
Verkäufer|salesperson; shop assistant
Öffnungszeit|opening hours
Ausverkauf|sale; clearance
Schnäppchen|bargain
Umkleidekabine|changing room
Jeans|jeans
T-Shirt|T-shirt
Stiefel|boot
Handschuh|glove
Gürtel|belt
Schmuck|jewellery; jewelry
Uhrmacher|watchmaker
# More adjectives
allergisch/a|allergic
erkältet/a|having a cold
verletzt/a|injured; hurt
schwindelig/a|dizzy
übel/a|sick; bad; nasty
fit/a|fit; in shape
sportlich/a|sporty; athletic
aktiv/a|active
kreativ/a|creative
lieb/a|dear; kind; sweet
schüchtern/a|shy
hilfsbereit/a|helpful
zuverlässig/a|reliable
ordentlich/a|tidy; proper
unordentlich/a|untidy; messy
chaotisch/a|chaotic
ehrgeizig/a|ambitious
selbstständig/a|independent; self-employed
erfolgreich/a|successful
unsicher/a|unsure; unsafe
unmöglich/a|impossible
unklar/a|unclear
verständlich/a|understandable
unbekannt/a|unknown
abhängig/a|dependent
unabhängig/a|independent
zufällig/a|random; by chance
verfügbar/a|available
erhältlich/a|available (to buy)
wasserdicht/a|waterproof
# More adverbs
hoffentlich/r|hopefully
glücklicherweise/r|fortunately
tatsächlich/r|actually; really; indeed
vorhin/r|a moment ago; earlier
neulich/r|recently; the other day
inzwischen/r|meanwhile; by now
mittlerweile/r|by now; meanwhile
zurzeit/r|currently; at the moment
gleichzeitig/r|at the same time
miteinander/r|with each other; together
unterwegs/r|on the way; out and about
zuhause/r|at home
daheim/r|at home
drüben/r|over there
irgendwann/r|sometime; at some point
jederzeit/r|any time
ständig/r|constantly; all the time
allerdings/r|however; though
jedoch/r|however
dennoch/r|nevertheless; yet
nämlich/r|namely; you see
eben/r|just; simply
halt/r|just; simply (that's how it is)
bloß/r|only; just
äußerst/r|extremely
extrem/r|extremely
unglaublich/r|incredibly
relativ/r|relatively
völlig/r|completely; totally
absolut/r|absolutely
`;
