/** de-en, part 4: From de-frequency.ts, in its order (4). Format and provenance: ../de-en.ts. */
export default `
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
`;
