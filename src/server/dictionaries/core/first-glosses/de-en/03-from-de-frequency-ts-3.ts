/** de-en, part 3: From de-frequency.ts, in its order (3). Format and provenance: ../de-en.ts. */
export default `
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
`;
