/** de-en, part 2: From de-frequency.ts, in its order (2). Format and provenance: ../de-en.ts. */
export default `
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
`;
