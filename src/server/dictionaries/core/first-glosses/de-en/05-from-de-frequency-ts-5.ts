/** de-en, part 5: From de-frequency.ts, in its order (5); Further common lemmas; Numbers; Adverbs. Format and provenance: ../de-en.ts. */
export default `
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
`;
