/** de-en, part 9: More everyday nouns; More adjectives; More adverbs. Format and provenance: ../de-en.ts. */
export default `
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
