/** de-en, part 8: Travel and city; Tech and media; Daily life; More everyday verbs. Format and provenance: ../de-en.ts. */
export default `
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
`;
