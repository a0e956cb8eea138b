/** de-en, part 7: Adjectives; Nouns: cooking and food. Format and provenance: ../de-en.ts. */
export default `
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
`;
